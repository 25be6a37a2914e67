import { useCallback, useEffect, useState } from "react";

const COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const MOBILE_QUERY = "(max-width: 767px)";

function readCollapsed(cookie: string): boolean {
  return document.cookie.split("; ").some((c) => c === `${cookie}=collapsed`);
}

/**
 * Sidebar state: collapsed on desktop (remembered 7 days in the cookie `cookie`) and open/closed on
 * mobile; Ctrl/Cmd+B toggles it. The student shell and the back office each keep their own cookie.
 */
export function useSidebarState(cookie: string) {
  const [collapsed, setCollapsed] = useState(() => readCollapsed(cookie));
  const [mobileOpen, setMobileOpen] = useState(false);
  const [isMobile, setIsMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);

  useEffect(() => {
    const media = window.matchMedia(MOBILE_QUERY);
    const onChange = () => setIsMobile(media.matches);
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);

  // The student area has two layouts (with and without a session around the exercises): a toggle
  // pressed while one replaces the other is written to the cookie at once, and the new one reads it
  // when it mounts, so the choice is never lost in between.
  useEffect(() => setCollapsed(readCollapsed(cookie)), [cookie]);

  const toggle = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) {
      setMobileOpen((open) => !open);
      return;
    }
    const next = !readCollapsed(cookie);
    // biome-ignore lint/suspicious/noDocumentCookie: the sidebar's state is remembered 7 days in a plain cookie.
    document.cookie = `${cookie}=${next ? "collapsed" : "expanded"}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
    setCollapsed(next);
  }, [cookie]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "b") {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  return { collapsed: collapsed && !isMobile, mobileOpen, setMobileOpen, isMobile, toggle };
}
