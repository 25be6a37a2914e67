import type { ReactNode } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { LoadingState } from "#web/components/page-states.tsx";
import { useSession } from "./api.ts";

/** Only same-site paths are accepted as a place to return to after login. */
export function safeRedirect(value: string | null | undefined, fallback = "/dashboard"): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}

/** Signed-out visitors go to /login and come back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <LoadingState className="min-h-dvh" />;
  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
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
