import type { ReactNode } from "react";
import { Link } from "react-router";
import { RumoLogo } from "#web/components/rumo-logo.tsx";
import { useSession } from "#web/lib/session.ts";

export function LegalLayout({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  const { user, isLoading } = useSession();
  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-4">
          <Link to="/" aria-label="Rumo, página inicial">
            <RumoLogo />
          </Link>
          {/* A signed-in student has an account already: the way back to their area instead. */}
          {isLoading ? null : user ? (
            <Link to="/dashboard" className="text-sm font-medium text-primary hover:underline">
              Ir para o painel
            </Link>
          ) : (
            <Link to="/register" className="text-sm font-medium text-primary hover:underline">
              Criar conta
            </Link>
          )}
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">Atualizado em {updated}</p>
        <div className="mt-8 grid gap-6 leading-relaxed [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:text-foreground/90">
          {children}
        </div>
      </main>
    </div>
  );
}
