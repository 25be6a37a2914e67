import { CheckCircle2, ClipboardList, Target } from "lucide-react";
import { Link } from "react-router";
import { LIMIT_MESSAGES } from "#domain/plans/limit-messages";
import type { ExerciseList } from "#domain/practice/api";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useEntitlements } from "#web/lib/api/entitlements.ts";
import { cn } from "#web/lib/cn.ts";
import { useUpgradePath } from "#web/lib/upgrade-path.ts";

const CARDS = [
  { key: "total", label: "Total de exercícios", icon: ClipboardList, tone: "bg-indigo-100 text-indigo-700" },
  { key: "completed", label: "Concluídos", icon: CheckCircle2, tone: "bg-emerald-100 text-emerald-700" },
  { key: "averageScore", label: "Média de acertos", icon: Target, tone: "bg-amber-100 text-amber-700" },
] as const;

/** Total exercises, completed and the average score of the completed ones. */
export function ExerciseSummary({ summary }: { summary: ExerciseList["summary"] | undefined }) {
  return (
    <section aria-label="Resumo" className="grid grid-cols-3 gap-2 sm:gap-3">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <Card key={key} className="flex">
          <CardContent className="flex flex-1 flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
            <span
              className={cn("hidden size-11 shrink-0 items-center justify-center rounded-lg sm:flex", tone)}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="flex flex-1 flex-col justify-between">
              <p className="text-xs leading-tight text-muted-foreground sm:text-sm">{label}</p>
              {summary ? (
                <p className="mt-1 text-xl font-bold sm:text-2xl" data-testid={`summary-${key}`}>
                  {summary[key]}
                  {key === "averageScore" && "%"}
                </p>
              ) : (
                <Skeleton className="mt-1 h-7 w-14" />
              )}
            </div>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}

/** "Exercícios hoje: 2 de 3" for a signed-in student, from the plan's daily limit. */
export function DailyUsageLine() {
  const entitlements = useEntitlements();
  const upgradeTo = useUpgradePath();
  const usage = entitlements.data?.exercisesToday;
  if (!usage) return null;
  const unlimited = usage.limit === null || usage.remaining === -1;
  const reached = !unlimited && usage.remaining === 0;
  return (
    <p
      className={cn("text-sm", reached ? "font-medium text-amber-700" : "text-muted-foreground")}
      data-testid="daily-usage"
    >
      Exercícios hoje: {unlimited ? `${usage.used} (ilimitado)` : `${usage.used} de ${usage.limit}`}
      {reached && (
        <>
          {" — limite diário atingido. "}
          <Link to={upgradeTo} className="underline underline-offset-2 hover:text-amber-900">
            {LIMIT_MESSAGES.upgrade}
          </Link>
        </>
      )}
    </p>
  );
}
