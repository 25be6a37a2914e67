import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { SCROLL_TO_BOTTOM_THRESHOLD_PX } from "#domain/tutor/rules";

/** The delay before scrolling to a message just added (the layout settles first). */
const SCROLL_DELAY_MS = 100;

/**
 * Scrolling of the message list: starts at the bottom, follows new text while the student is near
 * the bottom, offers the 'scroll to bottom' button beyond 100 px, and keeps the view still when older
 * messages are added on top (loaded when the top marker comes into view).
 */
export function useChatScroll(options: {
  containerRef: RefObject<HTMLDivElement | null>;
  /** The messages inside the container, whose height changes without new content (KaTeX arriving). */
  contentRef: RefObject<HTMLDivElement | null>;
  topMarkerRef: RefObject<HTMLDivElement | null>;
  firstId: string | undefined;
  contentKey: string;
  canLoadOlder: boolean;
  loadOlder: () => void;
}) {
  const { containerRef, contentRef, topMarkerRef, firstId, contentKey, canLoadOlder, loadOlder } = options;
  const [awayFromBottom, setAwayFromBottom] = useState(false);
  const stick = useRef(true);
  const beforeOlder = useRef<{ height: number; top: number } | null>(null);
  const previousFirst = useRef(firstId);

  const distance = useCallback(() => {
    const el = containerRef.current;
    return el ? el.scrollHeight - el.scrollTop - el.clientHeight : 0;
  }, [containerRef]);

  const onScroll = useCallback(() => {
    const away = distance() > SCROLL_TO_BOTTOM_THRESHOLD_PX;
    stick.current = !away;
    setAwayFromBottom(away);
  }, [distance]);

  const scrollToBottom = useCallback(
    (smooth = true) => {
      const el = containerRef.current;
      if (!el) return;
      el.scrollTo({ top: el.scrollHeight, behavior: smooth ? "smooth" : "auto" });
      stick.current = true;
      setAwayFromBottom(false);
    },
    [containerRef],
  );

  // Older messages were put on top: keep what the student was reading where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first message changes
  useLayoutEffect(() => {
    const el = containerRef.current;
    const saved = beforeOlder.current;
    if (el && saved && firstId !== previousFirst.current) {
      el.scrollTop = saved.top + (el.scrollHeight - saved.height);
      beforeOlder.current = null;
    }
    previousFirst.current = firstId;
  }, [firstId]);

  // New content at the bottom (a message, a piece of the answer): follow it if the student is there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the content changes
  useLayoutEffect(() => {
    if (stick.current) containerRef.current?.scrollTo({ top: containerRef.current.scrollHeight });
    const timer = setTimeout(() => {
      if (stick.current) containerRef.current?.scrollTo({ top: containerRef.current.scrollHeight });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [contentKey]);

  // The list changed size (window resized, phone keyboard opened) or its messages did (formulas
  // typeset, fonts loaded): stay at the bottom if there.
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      if (stick.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    if (contentRef.current) observer.observe(contentRef.current);
    return () => observer.disconnect();
  }, [containerRef, contentRef]);

  useEffect(() => {
    const marker = topMarkerRef.current;
    const root = containerRef.current;
    if (!marker || !root || !canLoadOlder) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        beforeOlder.current = { height: root.scrollHeight, top: root.scrollTop };
        loadOlder();
      },
      { root, rootMargin: "80px 0px 0px 0px" },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [containerRef, topMarkerRef, canLoadOlder, loadOlder]);

  return { awayFromBottom, onScroll, scrollToBottom };
}
