import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { api } from "#web/lib/api-client.ts";

/** Any path without a screen. The missing path is reported to the server log. */
export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    const path = `${location.pathname}${location.search}`;
    api("/api/telemetry/not-found", { body: { path, referrer: document.referrer || undefined } }).catch(
      () => {},
    );
  }, [location.pathname, location.search]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-7xl font-extrabold text-primary">404</p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <p className="max-w-sm text-muted-foreground">
        Não encontramos esta página. Ela pode ter mudado de endereço.
      </p>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </main>
  );
}
