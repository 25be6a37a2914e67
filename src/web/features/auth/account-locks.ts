import { useCallback, useEffect, useState } from "react";

/**
 * Waits the server asked for, one per account (a sign-in lock after wrong passwords, the pause
 * between two reset e-mails): e-mail (as the server compares it, trimmed and lower-case) → when the
 * wait ends, in ms. A wait belongs to the account typed, never to the browser, so on a shared school
 * or family computer the next student goes on at once. Kept in memory only: after a reload the
 * server answers again for whichever account is typed.
 */
export type AccountLocks = Readonly<Record<string, number>>;

export function lockKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Seconds left on the lock of the account `email` names; 0 when it may try. */
export function secondsLocked(locks: AccountLocks, email: string, now: number): number {
  const endsAt = locks[lockKey(email)] ?? 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** The locks with `email`'s set to end in `seconds`, and the ones already over dropped. */
export function withLock(locks: AccountLocks, email: string, seconds: number, now: number): AccountLocks {
  const next: Record<string, number> = {};
  for (const [key, endsAt] of Object.entries(locks)) if (endsAt > now) next[key] = endsAt;
  next[lockKey(email)] = now + seconds * 1000;
  return next;
}

/** The seconds left for the account typed now, ticking while it is locked, and a way to lock one. */
export function useAccountLocks(email: string) {
  const [locks, setLocks] = useState<AccountLocks>({});
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
