import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { annualSaving, type BillingType, priceOf } from "#domain/billing/rules";
import type { PlanDto } from "#domain/plans/api";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { formatMoney } from "#web/lib/billing-format.ts";
import { cn } from "#web/lib/cn.ts";

export type Billing = BillingType;

/** One plan: its price on the chosen tab and what its data promises, nothing more. */
export function PlanCard({
  plan,
  billing,
  current,
  highlighted = false,
  action,
}: {
  plan: PlanDto;
  billing: Billing;
  current: boolean;
  /** The plan a 'Fazer upgrade' pointed to (?plano=<slug>). */
  highlighted?: boolean;
  action?: ReactNode;
}) {
  const free = plan.monthlyPrice === 0;
  const price = priceOf(plan, billing);
  const saving = annualSaving(plan.monthlyPrice, plan.annualPrice);
  const titleId = `plano-${plan.slug}-titulo`;
  return (
    <Card
      id={`plano-${plan.slug}`}
      role="region"
      aria-labelledby={titleId}
      aria-current={current ? "true" : undefined}
      data-highlighted={highlighted || undefined}
      tabIndex={highlighted ? -1 : undefined}
      className={cn(
        "relative flex min-w-0 flex-col scroll-mt-24 outline-none",
        plan.mostPopular && "border-primary shadow-md",
        current && "ring-2 ring-emerald-500",
        highlighted && !current && "ring-4 ring-amber-400",
      )}
    >
      {plan.mostPopular && <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">Mais popular</Badge>}
      <CardHeader>
        <CardTitle id={titleId} className="flex flex-wrap items-center justify-between gap-2 text-xl">
          {plan.name}
          {current ? (
            <Badge variant="success">Seu plano</Badge>
          ) : highlighted ? (
            <Badge variant="warning">Próximo passo</Badge>
          ) : null}
        </CardTitle>
        {plan.description && <p className="text-sm text-muted-foreground">{plan.description}</p>}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <div>
          <p className="text-3xl font-bold tabular-nums">
            {free ? "Grátis" : formatMoney(price)}
            {!free && (
              <span className="text-base font-normal text-muted-foreground">
                {billing === "monthly" ? "/mês" : "/ano"}
              </span>
            )}
          </p>
          {!free && billing === "annual" && saving > 0 && (
            <p className="text-sm font-medium text-emerald-700">Economize {formatMoney(saving)}</p>
          )}
        </div>
        <ul className="grid flex-1 grid-cols-1 content-start gap-2 text-sm">
          {plan.features.map((f) => (
            <li key={f} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              {f}
            </li>
          ))}
        </ul>
        {action}
      </CardContent>
    </Card>
  );
}
