import { useCallback, useEffect, useRef, useState } from "react";
import type { EssayDetail } from "#domain/essays/api";
import { saveDraft } from "#web/features/essays/api/mutations.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { draftKey, removeLocalDraft, writeLocalDraft } from "./local-draft.ts";

export type SaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "offline" }
  | { kind: "error" };

const DEBOUNCE_MS = 1500;
const RETRY_MS = 10_000;

type Draft = { content: string; title: string; seconds: number };

/**
 * Saves the draft as the student writes: ~1.5 s after the last keystroke, when the page is hidden
 * or loses focus, when the connection comes back, and on 'Salvar'. Every change is first written to
 * this browser (local-draft.ts), so a lost connection loses nothing; the first save creates the
 * essay and reports it through onCreated.
 */
export function useAutosave(options: {
  owner: string;
  topicId: string;
  essayId: string | null;
  draft: Draft;
  enabled: boolean;
  onCreated(essay: EssayDetail): void;
  onLocked(): void;
}) {
  const { owner, topicId, draft, enabled } = options;
  const [status, setStatus] = useState<SaveStatus>({ kind: "idle" });
  const latest = useRef(draft);
  latest.current = draft;
  const idRef = useRef(options.essayId);
  idRef.current ??= options.essayId;
  const callbacks = useRef(options);
  callbacks.current = options;
  const version = useRef(0);
  const savedVersion = useRef(0);
  const savedSeconds = useRef(draft.seconds);
  const inFlight = useRef<Promise<EssayDetail | null> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const keyNow = useCallback(() => draftKey(owner, idRef.current, topicId), [owner, topicId]);

  const run = useCallback(
    async (force = false): Promise<EssayDetail | null> => {
      if (timer.current) clearTimeout(timer.current);
      if (inFlight.current) await inFlight.current.catch(() => null);
      const snapshot = { ...latest.current };
      const target = version.current;
      const changed = target !== savedVersion.current || snapshot.seconds !== savedSeconds.current;
      if (!force && !changed) return null;
      if (!idRef.current && !snapshot.content.trim()) return null;
      setStatus({ kind: "saving" });
      const attempt = saveDraft(idRef.current, {
        topicId,
        content: snapshot.content,
        title: snapshot.title || null,
        secondsSpent: snapshot.seconds,
      });
      inFlight.current = attempt;
      try {
        const essay = await attempt;
        const created = !idRef.current;
        if (created) {
          removeLocalDraft(draftKey(owner, null, topicId));
          idRef.current = essay.id;
        }
        savedVersion.current = target;
        savedSeconds.current = snapshot.seconds;
        writeLocalDraft(keyNow(), { ...snapshot, savedAt: Date.now(), synced: target === version.current });
        setStatus({ kind: "saved", at: new Date() });
        if (created) callbacks.current.onCreated(essay);
        return essay;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          callbacks.current.onLocked();
          setStatus({ kind: "idle" });
          return null;
        }
        setStatus({ kind: navigator.onLine ? "error" : "offline" });
        timer.current = setTimeout(() => void run(), RETRY_MS);
        throw error;
      } finally {
        if (inFlight.current === attempt) inFlight.current = null;
      }
    },
    [keyNow, owner, topicId],
  );

  // Each change of text or title: keep it here at once, send it after a pause in the typing.
  const { content, title } = draft;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!enabled) return;
    version.current += 1;
    writeLocalDraft(keyNow(), {
      content,
      title,
      seconds: latest.current.seconds,
      savedAt: Date.now(),
      synced: false,
    });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void run().catch(() => {}), DEBOUNCE_MS);
  }, [content, title, enabled, keyNow, run]);

  useEffect(() => {
    if (!enabled) return;
    const flush = () => void run().catch(() => {});
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    const onOffline = () => setStatus({ kind: "offline" });
    window.addEventListener("online", flush);
    window.addEventListener("offline", onOffline);
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    if (!navigator.onLine) onOffline();
    return () => {
      window.removeEventListener("online", flush);
      window.removeEventListener("offline", onOffline);
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [enabled, run]);

  return {
    status,
    /** 'Salvar' and the submit: saves now, even without changes; rejects on failure. */
    saveNow: () => run(true),
    /** On blur: saves only what changed. */
    flush: () => void run().catch(() => {}),
    /** Restored from this browser: the server has not seen this text yet. */
    markUnsynced: () => {
      version.current += 1;
    },
    essayId: () => idRef.current,
    forget: () => removeLocalDraft(keyNow()),
  };
}
