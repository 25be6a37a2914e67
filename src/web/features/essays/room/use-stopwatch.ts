import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The writing stopwatch (docs/product.md#writing-room): Iniciar / Pausar / Continuar, ticking each
 * second. Elapsed time is measured from the clock, not by counting ticks, so a background tab loses nothing.
 */
export function useStopwatch(initialSeconds: number) {
  const [seconds, setSeconds] = useState(initialSeconds);
  const [running, setRunning] = useState(false);
  const base = useRef({ seconds: initialSeconds, since: 0 });

  useEffect(() => {
    if (!running) return;
    base.current.since = Date.now();
    const elapsed = () => Math.floor((Date.now() - base.current.since) / 1000);
    const timer = setInterval(() => {
      if (base.current.since) setSeconds(base.current.seconds + elapsed());
    }, 1000);
    return () => {
      clearInterval(timer);
      // reset() clears `since` first, so a reset never adds the time that ran before it.
      if (!base.current.since) return;
      base.current.seconds += elapsed();
      base.current.since = 0;
      setSeconds(base.current.seconds);
    };
  }, [running]);

  const start = useCallback(() => setRunning(true), []);
  const pause = useCallback(() => setRunning(false), []);
  const reset = useCallback((to = 0) => {
    setRunning(false);
    base.current = { seconds: to, since: 0 };
    setSeconds(to);
  }, []);

  return { seconds, running, started: seconds > 0 || running, start, pause, reset };
}
