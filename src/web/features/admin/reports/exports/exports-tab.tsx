import { BookOpen, TrendingUp, Users, Zap } from "lucide-react";
import { useId, useState } from "react";
import { PERIOD_CHOICES } from "#domain/admin/report-exports";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { usePlanOptions } from "#web/features/admin/plans/plans-api.ts";
import { ExportButton, ReportCard } from "./export-cards.tsx";
import { useStartExport } from "./exports-api.ts";
import { GeneratedFiles } from "./generated-files.tsx";

const PERIOD_LABELS: Record<(typeof PERIOD_CHOICES)[number], string> = {
  1: "Mês atual",
  3: "Últimos 3 meses",
  6: "Últimos 6 meses",
  12: "Últimos 12 meses",
};

function PlanSelect({ value, onChange }: { value: string; onChange: (plan: string) => void }) {
  const id = useId();
  const plans = usePlanOptions();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Plano</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={plans.isError}>
        <option value="todos">Todos os planos</option>
        {(plans.data ?? []).map((p) => (
          <option key={p.slug} value={p.slug}>
            {p.name}
          </option>
        ))}
      </NativeSelect>
      {plans.isError && (
        <p className="text-xs text-destructive">Não foi possível carregar os planos: exporta todos.</p>
      )}
    </div>
  );
}

function QuickExports({ start }: { start: ReturnType<typeof useStartExport> }) {
  const id = useId();
  const titleId = useId();
  const [months, setMonths] = useState<number>(12);
  const params = { months };
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2 text-base">
          <Zap className="size-5 text-primary" aria-hidden="true" /> Exportações rápidas
        </CardTitle>
        <CardDescription>
          Indicadores da plataforma no período escolhido, por mês do calendário.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5 sm:max-w-xs">
          <Label htmlFor={id}>Período</Label>
          <NativeSelect id={id} value={months} onChange={(e) => setMonths(Number(e.target.value))}>
            {PERIOD_CHOICES.map((m) => (
              <option key={m} value={m}>
                {PERIOD_LABELS[m]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <ExportButton
            start={start}
            report="full_report"
            format="pdf"
            params={params}
            label="Relatório completo (PDF)"
          />
          <ExportButton
            start={start}
            report="monthly"
            format="xlsx"
            params={params}
            label="Dados mensais (Excel)"
          />
          <ExportButton
            start={start}
            report="engagement"
            format="csv"
            params={params}
            label="Análise de engajamento (CSV)"
          />
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * Relatórios › Exportações: each button asks the server for a file, built in the background from
 * the database; 'Arquivos gerados' follows it and offers the download when it is ready.
 */
export function ExportsTab() {
  const start = useStartExport();
  const [plan, setPlan] = useState("todos");
  const both = (report: "users" | "exercises" | "progress", params?: { plan: string }) => (
    <>
      <ExportButton start={start} report={report} format="csv" params={params} />
      <ExportButton start={start} report={report} format="xlsx" params={params} />
    </>
  );
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 lg:grid-cols-3">
        <ReportCard
          icon={Users}
          title="Usuários"
          description="Nome, e-mail, celular, faculdade, plano, status, cadastro e último acesso de cada estudante."
          actions={both("users")}
        />
        <ReportCard
          icon={BookOpen}
          title="Exercícios"
          description="O banco de questões: matéria, assunto, dificuldade, pontos, respostas e % de acerto."
          actions={both("exercises")}
        />
        <ReportCard
          icon={TrendingUp}
          title="Progresso por plano"
          description="Por estudante: exercícios, acertos, mensagens ao tutor, redações, pontos e sequência."
          actions={both("progress", { plan })}
        >
          <PlanSelect value={plan} onChange={setPlan} />
        </ReportCard>
      </div>
      <QuickExports start={start} />
      <GeneratedFiles />
    </div>
  );
}
