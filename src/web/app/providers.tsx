import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { createQueryClient } from "./query-client.ts";
import { router } from "./router.tsx";
import { handleExpiredSessions } from "./session-expiry.ts";

const queryClient = createQueryClient();
handleExpiredSessions(queryClient, (to, options) => router.navigate(to, options));

/** The app as mounted: data cache, routes and toasts. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster richColors closeButton position="top-right" />
    </QueryClientProvider>
  );
}
