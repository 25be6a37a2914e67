import { QueryClientProvider } from "@tanstack/react-query";
import { ToastHost } from "#web/components/toast-host.tsx";
import { sessionQuery } from "#web/lib/session.ts";
import { createQueryClient } from "./query-client.ts";
import { AppRouter, navigate, preloadScreens } from "./router.tsx";
import { handleExpiredSessions } from "./session-expiry.ts";

const queryClient = createQueryClient();
handleExpiredSessions(queryClient, navigate);
// The first screen's chunks, its data and the session (which every first screen asks for) are requested
// together, before anything renders.
preloadScreens(window.location.pathname, queryClient);
void queryClient.prefetchQuery(sessionQuery());

/** The app as mounted: data cache, routes and toasts. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <ToastHost />
    </QueryClientProvider>
  );
}
