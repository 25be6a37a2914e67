import { useCallback, useEffect, useState } from "react";

/**
 * The seconds left, counted down from the server's figure: each sync (the booklet's fetch, every
 * answer saved) restarts the count from what the server said, so the student's clock being wrong
 * or the tab sleeping never moves the deadline. Only the time elapsed since the last sync is local.
 */
export function useCountdown(serverSeconds: number, serverToken: number) {
  const [anchor, setAnchor] = useState(() => ({ seconds: serverSeconds, at: Date.now() }));
  const [now, setNow] = useState(() => Date.now());

  // A new answer from the server (a refetch of the booklet) restarts the count.
  const [token, setToken] = useState(serverToken);
  if (token !== serverToken) {
    setToken(serverToken);
    setAnchor({ seconds: serverSeconds, at: Date.now() });
  }

  const sync = useCallback((seconds: number) => {
    const at = Date.now();
    setAnchor({ seconds, at });
    setNow(at);
  }, []);

  const left = Math.max(0, Math.ceil(anchor.seconds - (now - anchor.at) / 1000));
  const over = left <= 0;
  useEffect(() => {
    if (over) return;
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, [over]);

  return { secondsLeft: left, sync };
}
