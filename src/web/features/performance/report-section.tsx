import { ArrowDownRight, ArrowUpRight, ClipboardList, Minus } from "lucide-react";
import { Link } from "react-router";
import type { PerformanceReport } from "#domain/performance/api";
import { PERFORMANCE_MESSAGES as M, PERIOD_LABELS, type Period } from "#domain/performance/rules";
import { APP_ROUTES } from "#domain/shared/routes";
import { EmptyState, ErrorState } from "#web/components/page-states.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { usePerformance } from "./api.ts";
import { type Column, FiguresTable } from "./figures-table.tsx";
import { AREA_SHORT, percent, trend, trendSentence } from "./format.ts";
import { SubjectChart } from "./subject-chart.tsx";

type Subject = PerformanceReport["subjects"][number];
type Topic = PerformanceReport["topics"][number];
type Skill = PerformanceReport["skills"][number];

const counts = <T extends { answered: number; right: number; percent: number | null }>(): Column<T>[] => [
  { header: "Respondidas", numeric: true, cell: (r) => r.answered },
  { header: "Acertos", numeric: true, cell: (r) => r.right },
  { header: "% de acerto", numeric: true, cell: (r) => percent(r.percent) },
];

function TrendBadge({ value }: { value: number | null }) {
  if (value === null) return <span className="text-muted-foreground">—</span>;
  const Icon = value > 0 ? ArrowUpRight : value < 0 ? ArrowDownRight : Minus;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-0.5",
        value > 0 && "text-emerald-700",
        value < 0 && "text-red-700",
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {trend(value)}
    </span>
  );
}

const subjectColumns: Column<Subject>[] = [
  {
    header: "Matéria",
    rowHeader: true,
    cell: (s) => (
      <span className="inline-flex items-center gap-2 whitespace-nowrap">
        <span className="size-2.5 shrink-0 rounded-full" style={{ background: s.color }} aria-hidden="true" />
        {s.name}
      </span>
    ),
  },
  ...counts<Subject>(),
  { header: "Período anterior", numeric: true, cell: (s) => percent(s.previous.percent) },
  { header: "Tendência", numeric: true, cell: (s) => <TrendBadge value={s.trend} /> },
];

const topicColumns: Column<Topic>[] = [
  { header: "Assunto", rowHeader: true, cell: (t) => t.name },
  { header: "Matéria", cell: (t) => <span className="whitespace-nowrap">{t.subject}</span> },
  ...counts<Topic>(),
];

const skillColumns: Column<Skill>[] = [
  { header: "Habilidade", rowHeader: true, cell: (s) => s.skill },
  { header: "Competência", cell: (s) => s.competency ?? "—" },
  { header: "Área", cell: (s) => <span title={s.areaName}>{AREA_SHORT[s.area]}</span> },
  ...counts<Skill>(),
];

function ReportSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span role="status" className="sr-only">
        Carregando seu desempenho...
      </span>
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-80 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** The period's figures: overall, per subject (table and chart), per topic and per skill. */
export function ReportSection({ period }: { period: Period }) {
  const query = usePerformance(period, true);
  if (query.isPending) return <ReportSkeleton />;
  if (query.isError)
    return (
      <ErrorState
        title="Não foi possível carregar seu desempenho"
        message={errorMessage(query.error)}
        onRetry={() => query.refetch()}
      />
    );
  const report = query.data;
  const { overall } = report;
  const stale = query.isPlaceholderData;

  if (overall.answered === 0)
    return (
      <EmptyState
        icon={<ClipboardList className="size-8" aria-hidden="true" />}
        title={M.empty}
        message={
          overall.previous.answered > 0
            ? `Nenhuma resposta em: ${PERIOD_LABELS[period].toLowerCase()}. No período anterior, foram ${overall.previous.answered} (${percent(overall.previous.percent)} de acerto).`
            : "Cada questão que você responde entra aqui: acertos por matéria, assunto e habilidade do ENEM."
        }
        action={
          <Button asChild>
            <Link to={APP_ROUTES.exercises}>Ir para os exercícios</Link>
          </Button>
        }
      />
    );

  return (
    <div className={cn("grid min-w-0 gap-6 transition-opacity", stale && "opacity-60")} aria-busy={stale}>
      <Card>
        <CardContent className="flex flex-wrap items-end gap-x-8 gap-y-3 p-5">
          <div>
            <p className="text-sm text-muted-foreground">Acertos em: {PERIOD_LABELS[period].toLowerCase()}</p>
            <p className="text-3xl font-bold tabular-nums" data-testid="overall-percent">
              {percent(overall.percent)}
            </p>
            <p className="text-sm text-muted-foreground">
              {overall.right} de {overall.answered} questões
            </p>
          </div>
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">Tendência</p>
            <p className="text-lg font-semibold">
              <TrendBadge value={overall.trend} />
            </p>
            <p className="text-sm text-muted-foreground">
              {trendSentence(overall.trend, overall.previous.answered)}
            </p>
          </div>
        </CardContent>
      </Card>

      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="text-lg" id="desempenho-materias">
            Por matéria
          </CardTitle>
          <CardDescription>
            Questões respondidas no período (dissertativas ficam de fora) e a comparação com o período
            anterior, de mesma duração.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid min-w-0 gap-4">
          <FiguresTable
            caption="Desempenho por matéria"
            columns={subjectColumns}
            rows={report.subjects}
            rowKey={(s) => s.id}
            initial={20}
          />
          <SubjectChart report={report} />
        </CardContent>
      </Card>

      <div className="grid min-w-0 gap-6">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-lg">Por assunto</CardTitle>
            <CardDescription>Do mais fraco ao mais forte.</CardDescription>
          </CardHeader>
          <CardContent>
            <FiguresTable
              caption="Desempenho por assunto, do mais fraco ao mais forte"
              columns={topicColumns}
              rows={report.topics}
              rowKey={(t) => t.id}
            />
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-lg">Por habilidade do ENEM</CardTitle>
            <CardDescription>
              Competências (C) e habilidades (H) da matriz de referência do ENEM, da mais fraca à mais forte.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {report.skills.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                As questões que você respondeu neste período não indicam habilidade da matriz.
              </p>
            ) : (
              <FiguresTable
                caption="Desempenho por habilidade do ENEM, da mais fraca à mais forte"
                columns={skillColumns}
                rows={report.skills}
                rowKey={(s) => `${s.area}-${s.skill}`}
              />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
