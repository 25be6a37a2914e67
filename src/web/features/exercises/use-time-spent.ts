import { useCallback, useEffect, useRef } from "react";

const MAX_SECONDS = 24 * 3600;

/**
 * Seconds spent on each question, summed over every visit to it (going back and forth counts).
 * `secondsOn(id)` includes the visit in progress.
 */
export function useTimeSpent(currentId: string) {
  const spent = useRef(new Map<string, number>());
  const visit = useRef({ id: currentId, since: Date.now() });

  const flush = useCallback(() => {
    const now = Date.now();
    const { id, since } = visit.current;
    spent.current.set(id, (spent.current.get(id) ?? 0) + (now - since));
    visit.current = { id, since: now };
  }, []);

  useEffect(() => {
    flush();
    visit.current = { id: currentId, since: Date.now() };
  }, [currentId, flush]);

  return useCallback(
    (id: string) => {
      flush();
      return Math.min(MAX_SECONDS, Math.round((spent.current.get(id) ?? 0) / 1000));
    },
    [flush],
  );
}
