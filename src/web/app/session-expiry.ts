import type { QueryClient } from "@tanstack/react-query";
import type { SessionResponse } from "#domain/auth/api";
import { onUnauthorized } from "#web/lib/api-client.ts";
import { forgetSession, loginPathFor, sessionQuery } from "#web/lib/session.ts";

type Navigate = (to: string, options: { replace: boolean }) => unknown;

/**
 * The one reaction to a 401 from any request: when the app believed the student was signed in, the
 * session has expired, so the cache is cleared and the student signs in again and comes back here.
 * In the back office the person goes to /admin/login instead.
 * A visitor's 401 is an answer the page shows itself (the exercise's 'Entre para resolver').
 */
export function handleExpiredSessions(client: QueryClient, navigate: Navigate): void {
  onUnauthorized(() => {
    const session = client.getQueryData<SessionResponse>(sessionQuery().queryKey);
    if (!session?.user) return;
    const { pathname, search } = window.location;
    forgetSession(client);
    // The back office has its own sign-in; a staff session ends after 8 hours.
    if (pathname === "/admin" || pathname.startsWith("/admin/")) {
      void navigate("/admin/login", { replace: true });
      return;
    }
    void navigate(loginPathFor(`${pathname}${search}`), { replace: true });
  });
}
