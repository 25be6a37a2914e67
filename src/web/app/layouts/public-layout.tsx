import { Link, Outlet } from "react-router";
import { RumoLogo } from "#web/components/rumo-logo.tsx";
import { Button } from "#web/components/ui/button.tsx";

/** The frame of a page a visitor may see without signing in: logo, 'Entrar' and 'Criar conta'. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b bg-card/90 backdrop-blur">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-2 px-4 sm:px-6 lg:px-8">
          <Link to="/" className="rounded-md" aria-label="Rumo — página inicial">
            <RumoLogo />
          </Link>
          <nav aria-label="Conta" className="flex items-center gap-1 sm:gap-2">
            <Button asChild variant="ghost" size="sm" className="sm:h-10 sm:px-4 sm:text-sm">
              <Link to="/login">Entrar</Link>
            </Button>
            <Button asChild size="sm" className="sm:h-10 sm:px-4 sm:text-sm">
              <Link to="/register">Criar conta</Link>
            </Button>
          </nav>
        </div>
      </header>
      <main id="conteudo" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
        <Outlet />
      </main>
    </div>
  );
}
