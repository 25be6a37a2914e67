import { AlertTriangle, RefreshCw } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { MESSAGES } from "#domain/shared/messages";
import { Button } from "#web/components/ui/button.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { useSession } from "#web/lib/session.ts";

function describe(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  // A screen loaded on demand could not be fetched (offline, or a new version was published).
  if (error instanceof TypeError && /dynamically imported module|import/i.test(error.message))
    return "Não foi possível carregar esta tela. Verifique sua conexão e tente novamente.";
  return MESSAGES.generic.unexpected;
}

/**
 * What a screen that crashed shows instead of a blank page: a pt-BR message, a reload and a way
 * back. Inside the student shell (`inShell`) the sidebar stays usable around it.
 */
export function RouteError({ error, inShell = false }: { error: unknown; inShell?: boolean }) {
  const { user } = useSession();
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

type BoundaryProps = { inShell?: boolean; children: ReactNode; resetKey: string };

class Boundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  // Going to another address leaves the crashed screen behind.
  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error !== undefined)
      return <RouteError error={this.state.error} inShell={this.props.inShell} />;
    return this.props.children;
  }
}

/** Catches what the screens below throw (a render error, a chunk that could not be fetched). */
export function RouteErrorBoundary({ inShell, children }: { inShell?: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary inShell={inShell} resetKey={pathname}>
      {children}
    </Boundary>
  );
}
