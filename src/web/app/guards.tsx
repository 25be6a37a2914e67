import type { ReactNode } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { LoadingState } from "#web/components/page-states.tsx";
import { loginPathFor, safeRedirect, useSession } from "#web/lib/session.ts";

/** Signed-out visitors go to /login and come back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <LoadingState className="min-h-dvh" />;
  if (!user) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return <>{children}</>;
}

/**
 * Auth screens are for signed-out visitors; a signed-in student goes to the page they came for
 * (the login's `redirect`) or to the dashboard.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const [params] = useSearchParams();
  if (isLoading) return <LoadingState className="min-h-dvh" />;
  if (user) return <Navigate to={safeRedirect(params.get("redirect"))} replace />;
  return <>{children}</>;
}
