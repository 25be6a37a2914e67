import { Check } from "lucide-react";
import { Link } from "react-router";
import type { PlanDto } from "#domain/plans/api";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { cn } from "#web/lib/cn.ts";

export type Billing = "monthly" | "annual";

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

export function PlanCard({
  plan,
  billing,
  current,
  visitorPath,
}: {
  plan: PlanDto;
  billing: Billing;
  current: boolean;
  /** For a visitor: where 'Assinar' / 'Escolher' lead (sign-up, then back to the plans). */
  visitorPath?: string;
}) {
  const free = plan.monthlyPrice === 0;
  const price = billing === "monthly" ? plan.monthlyPrice : plan.annualPrice;
  const saving = plan.monthlyPrice * 12 - plan.annualPrice;
  return (
    <Card
      className={cn(
        "relative flex flex-col",
        plan.mostPopular && "border-primary shadow-md",
        current && "ring-2 ring-emerald-500",
      )}
    >
      {plan.mostPopular && <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">Mais popular</Badge>}
      <CardHeader>
        <CardTitle className="flex items-center justify-between gap-2 text-xl">
          {plan.name}
          {current && <Badge variant="success">Seu plano</Badge>}
        </CardTitle>
        {plan.description && <CardDescription>{plan.description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <div>
          <p className="text-3xl font-bold tabular-nums">
            {free ? "Grátis" : brl.format(price)}
            {!free && (
              <span className="text-base font-normal text-muted-foreground">
                {billing === "monthly" ? "/mês" : "/ano"}
              </span>
            )}
          </p>
          {!free && billing === "annual" && saving > 0 && (
            <p className="text-sm font-medium text-emerald-700">Economia de {brl.format(saving)} por ano</p>
          )}
        </div>
        <ul className="grid flex-1 grid-cols-1 gap-2 text-sm">
          {plan.features.map((f) => (
            <li key={f} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              {f}
            </li>
          ))}
        </ul>
        {visitorPath ? (
          <Button asChild variant={free ? "outline" : "default"}>
            <Link to={visitorPath} aria-label={`${free ? "Escolher" : "Assinar"} o plano ${plan.name}`}>
              {free ? "Escolher" : "Assinar"}
            </Link>
          </Button>
        ) : current ? (
          <Button variant="outline" disabled>
            Plano atual
          </Button>
        ) : free ? null : (
          <Button disabled title="O pagamento online ainda não está disponível">
            Assinatura online em breve
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
