import type { ReactNode } from "react";
import { Link } from "react-router";
import { HeroIllustration } from "#web/components/hero-illustration.tsx";
import { RumoLogo } from "#web/components/rumo-logo.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";

/** Two columns on wide screens (illustration and form), the form alone on phones. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <aside className="hidden flex-col justify-between bg-indigo-600 p-10 text-white lg:flex">
        <Link to="/" className="w-fit">
          <RumoLogo inverted />
        </Link>
        <HeroIllustration className="mx-auto w-full max-w-md drop-shadow-xl" />
        <div>
          <p className="text-2xl font-semibold">Inteligência que se adapta a você.</p>
          <p className="mt-2 text-indigo-100">
            Tutor por matéria, exercícios no estilo ENEM e redação corrigida nas cinco competências.
          </p>
        </div>
      </aside>
      <main className="flex flex-col items-center justify-center px-4 py-10 sm:px-8">
        <Link to="/" className="mb-8 lg:hidden">
          <RumoLogo />
        </Link>
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle className="text-2xl">{title}</CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
      </main>
    </div>
  );
}
