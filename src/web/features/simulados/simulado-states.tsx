import { AlertTriangle, ArrowLeft, Lock } from "lucide-react";
import { Link } from "react-router";
import { APP_ROUTES } from "#domain/shared/routes";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { upgradePath } from "#web/lib/upgrade-path.ts";

/** Simulados are a Nerd plan feature: the server's reason, and the plans page with Nerd highlighted. */
export function PlanRequiredCard({ message, headingLevel = 2 }: { message: string; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <Card data-testid="simulados-plan-required">
      <CardContent className="flex flex-col items-center gap-3 p-6 text-center sm:p-8">
        <span className="flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <Heading className="text-lg font-semibold">Simulados no plano Nerd</Heading>
        <p className="max-w-md text-sm text-muted-foreground">{message}</p>
        <Button asChild>
          <Link to={upgradePath("nerd")}>Ver planos</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** A simulado that cannot be shown (not found, someone else's), with the way back. */
export function SimuladoErrorView({ title, message }: { title: string; message?: string }) {
  return (
    <Card className="mx-auto max-w-lg border-red-200" role="alert">
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{title}</h1>
        {message && <p className="text-sm text-muted-foreground">{message}</p>}
        <BackToSimulados />
      </CardContent>
    </Card>
  );
}

export function BackToSimulados() {
  return (
    <Button asChild variant="outline" className="w-full sm:w-auto">
      <Link to={APP_ROUTES.simulados}>
        <ArrowLeft aria-hidden="true" /> Voltar aos simulados
      </Link>
    </Button>
  );
}

export function SimuladoSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span role="status" className="sr-only">
        {label}
      </span>
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-12 w-full" />
      <Card>
        <CardContent className="grid gap-3 p-6">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-5/6" />
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
