import { AlertTriangle, RefreshCw } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { MESSAGES } from "#domain/shared/messages";
import { Button } from "#web/components/ui/button.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { useSession } from "#web/lib/session.ts";

function describe(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (isRouteErrorResponse(error) && error.status === 404) return MESSAGES.generic.routeNotFound;
  // A screen loaded on demand could not be fetched (offline, or a new version was published).
  if (error instanceof TypeError && /dynamically imported module|import/i.test(error.message))
    return "Não foi possível carregar esta tela. Verifique sua conexão e tente novamente.";
  return MESSAGES.generic.unexpected;
}

/**
 * What a screen that crashed shows instead of React Router's developer page: a pt-BR message, a
 * reload and a way back. Inside the student shell (`inShell`) the sidebar stays usable around it.
 */
export function RouteError({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  const { user } = useSession();
  if (import.meta.env.DEV) console.error(error);
  // The shell already has the page's <main>.
  const Frame = inShell ? "div" : "main";
  return (
    <Frame
      role="alert"
      className={cn(
        "flex flex-col items-center justify-center gap-4 px-4 text-center",
        inShell ? "py-16" : "min-h-dvh",
      )}
    >
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">Algo deu errado</h1>
      <p className="max-w-sm text-muted-foreground">{describe(error)}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RefreshCw /> Tentar novamente
        </Button>
        <Button asChild>
          <Link to={user ? "/dashboard" : "/"}>{user ? "Voltar ao painel" : "Voltar ao início"}</Link>
        </Button>
      </div>
    </Frame>
  );
}
