import { LoadingState } from "#web/components/page-states.tsx";
import { useSession } from "#web/lib/session.ts";
import { AppLayout } from "./app-layout.tsx";
import { PublicLayout } from "./public-layout.tsx";

/**
 * For pages open to visitors (the exercise list): inside the student shell with a session,
 * inside a minimal public frame without one.
 */
export function SessionLayout() {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingState className="min-h-dvh" />;
  return user ? <AppLayout /> : <PublicLayout />;
}
