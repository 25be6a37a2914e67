import { useCallback, useEffect, useState } from "react";

/**
 * A cooldown that survives reloads: the end time is kept in localStorage under `storageKey`.
 * Returns the seconds left (0 when free) and a function to start a new cooldown.
 */
export function useCountdown(storageKey: string) {
  const readEnd = useCallback(() => Number(localStorage.getItem(storageKey) ?? 0), [storageKey]);
  const [endsAt, setEndsAt] = useState<number>(readEnd);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(
    (seconds: number) => {
      const end = Date.now() + seconds * 1000;
      localStorage.setItem(storageKey, String(end));
      setEndsAt(end);
      setNow(Date.now());
    },
    [storageKey],
  );

  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, start };
}
