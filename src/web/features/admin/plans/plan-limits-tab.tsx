import { useEffect, useState } from "react";
import { type AdminPlan, PLAN_MESSAGES, planLimitsInputSchema } from "#domain/admin/plans";
import { ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useAdminPlans, useSetPlanLimits } from "./plans-api.ts";

type LimitKey = "maxChatMessages" | "maxExercises";

/** One plan's daily limit, saved when the field loses focus and only when it changed. */
function LimitField({ plan, field }: { plan: AdminPlan; field: LimitKey }) {
  const saved = plan[field] ?? 0;
  const [text, setText] = useState(String(saved));
  const [error, setError] = useState<string | null>(null);
  const save = useSetPlanLimits();
  const id = `limit-${field}-${plan.slug}`;

  // A save elsewhere (the plans table, another tab) shows here once the list refreshes.
  useEffect(() => setText(String(saved)), [saved]);

  const commit = () => {
    const value = text.trim() === "" ? 0 : Number(text);
    const parsed = planLimitsInputSchema.safeParse({ [field]: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? PLAN_MESSAGES.limitInvalid);
      return;
    }
    setError(null);
    if (value === saved) return;
    save.mutate(
      { id: plan.id, [field]: value },
      {
        onSuccess: () => toast.success(PLAN_MESSAGES.limitsSaved),
        onError: (e) => toast.error(PLAN_MESSAGES.limitsFailed, { description: errorMessage(e) }),
      },
    );
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{plan.name}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min="0"
        step="1"
        value={text}
        aria-invalid={error !== null}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
      />
      <p id={`${id}-hint`} className={error ? "text-xs text-destructive" : "text-xs text-muted-foreground"}>
        {error ?? (saved <= 0 ? "Ilimitado (∞)" : "0 = ilimitado")}
      </p>
    </div>
  );
}

function LimitCard({
  title,
  description,
  field,
  plans,
}: {
  title: string;
  description: string;
  field: LimitKey;
  plans: AdminPlan[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {plans.map((p) => (
          <LimitField key={p.id} plan={p} field={field} />
        ))}
      </CardContent>
    </Card>
  );
}

/**
 * Configurações › Planos: the daily chat and exercise limits of every plan. These are the plan rows'
 * own columns, the same the plans table shows and the limit checks read (decision 4).
 */
export function PlanLimitsTab() {
  const plans = useAdminPlans();
  if (plans.isPending) return <LoadingState />;
  if (plans.isError)
    return (
      <ErrorState
        title={PLAN_MESSAGES.loadFailed}
        message={errorMessage(plans.error)}
        onRetry={() => plans.refetch()}
      />
    );
  const items = plans.data.items;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <LimitCard
        title="Mensagens de chat por dia"
        description="Quantas mensagens ao tutor cada plano envia por dia. 0 = ilimitado."
        field="maxChatMessages"
        plans={items}
      />
      <LimitCard
        title="Exercícios por dia"
        description="Quantos exercícios cada plano resolve por dia. 0 = ilimitado."
        field="maxExercises"
        plans={items}
      />
    </div>
  );
}
