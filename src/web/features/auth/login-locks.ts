import { useCallback, useEffect, useState } from "react";

/**
 * Sign-in locks as the server reported them (429 `LOGIN_LOCKED` with its retry-after), one per
 * account: e-mail (as the server compares it, trimmed and lower-case) → when the lock ends, in ms.
 * A lock belongs to the account typed, never to the browser, so on a shared school or family
 * computer the next student signs in at once. Kept in memory only: after a reload the server answers
 * again for whichever account is typed.
 */
export type LoginLocks = Readonly<Record<string, number>>;

export function lockKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Seconds left on the lock of the account `email` names; 0 when it may try. */
export function secondsLocked(locks: LoginLocks, email: string, now: number): number {
  const endsAt = locks[lockKey(email)] ?? 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** The locks with `email`'s set to end in `seconds`, and the ones already over dropped. */
export function withLock(locks: LoginLocks, email: string, seconds: number, now: number): LoginLocks {
  const next: Record<string, number> = {};
  for (const [key, endsAt] of Object.entries(locks)) if (endsAt > now) next[key] = endsAt;
  next[lockKey(email)] = now + seconds * 1000;
  return next;
}

/** The seconds left for the account typed now, ticking while it is locked, and a way to lock one. */
export function useLoginLocks(email: string) {
  const [locks, setLocks] = useState<LoginLocks>({});
  const [now, setNow] = useState(() => Date.now());
  // Ticks while any account is locked, so switching back to one shows its true time at once.
  const ticking = Object.values(locks).some((endsAt) => endsAt > now);

  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);

  const lock = useCallback((lockedEmail: string, seconds: number) => {
    const at = Date.now();
    setLocks((current) => withLock(current, lockedEmail, seconds, at));
    setNow(at);
  }, []);

  return { secondsLeft: secondsLocked(locks, email, now), lock };
}
