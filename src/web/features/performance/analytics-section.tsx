import { BookOpenCheck, PenLine, Target, Timer } from "lucide-react";
import { Link } from "react-router";
import type { AnalyticsReport } from "#domain/performance/api";
import { APP_ROUTES } from "#domain/shared/routes";
import { EmptyState, ErrorState } from "#web/components/page-states.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useAnalytics } from "./api.ts";
import { AreaChart, monthEstimate } from "./area-chart.tsx";
import { counted, percent, score, scoreWithMargin } from "./format.ts";

type Prediction = AnalyticsReport["prediction"];
type Part = Prediction["parts"][number];

const exercisePath = (id: string) => APP_ROUTES.exercise.replace(":id", id);
const localDay = (iso: string) =>
  new Date(iso).toLocaleDateString("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric" });

function sourceOf(part: Part, report: AnalyticsReport): string {
  if (part.source === "redacao") return `redação corrigida em ${localDay(part.at)}`;
  if (part.source === "simulado") return `simulado entregue em ${localDay(part.at)}`;
  const latest = report.areas.find((a) => a.area === part.part)?.points.at(-1)?.pratica;
  return latest
    ? `suas últimas ${latest.answers} respostas de exercícios (${latest.rightCount} certas)`
    : "suas respostas de exercícios";
}

function MissingPart({ part, name }: Prediction["missing"][number]) {
  if (part === "redacao")
    return (
      <li className="flex flex-wrap items-center justify-between gap-2">
        <span>Redação: nenhuma redação corrigida ainda.</span>
        <Button asChild size="sm" variant="outline">
          <Link to={APP_ROUTES.writingRoom}>
            <PenLine aria-hidden="true" /> Escrever uma redação
          </Link>
        </Button>
      </li>
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2">
      <span>{name}: faça um simulado da área ou responda pelo menos 10 questões dela.</span>
      <Button asChild size="sm" variant="outline">
        <Link to={APP_ROUTES.simulados}>
          <Timer aria-hidden="true" /> Fazer um simulado
        </Link>
      </Button>
    </li>
  );
}

function PredictionCard({ report }: { report: AnalyticsReport }) {
  const p = report.prediction;
  return (
    <Card data-testid="predicted-score">
      <CardHeader>
        <CardTitle className="text-lg">Nota prevista no ENEM</CardTitle>
        <CardDescription>
          A média das quatro provas objetivas e da redação, como o ENEM calcula, com a margem das estimativas.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {p.score !== null && p.margin !== null ? (
          <p className="text-3xl font-bold tabular-nums">
            Nota prevista no ENEM: {scoreWithMargin(p.score, p.margin)}
          </p>
        ) : (
          <div>
            <p className="font-semibold">
              Ainda falta{p.missing.length > 1 ? "m" : ""} {p.missing.length} de 5 partes para prever sua
              nota.
            </p>
            {p.partialMean !== null && p.partialMargin !== null && (
              <p className="text-sm text-muted-foreground">
                {p.parts.length === 1 ? "Nota da parte" : `Média das ${p.parts.length} partes`} que você já
                tem:{" "}
                <span className="font-semibold text-foreground">
                  {scoreWithMargin(p.partialMean, p.partialMargin)}
                </span>{" "}
                (não é a nota do ENEM, que conta as 5).
              </p>
            )}
          </div>
        )}
        {p.parts.length > 0 && (
          <div>
            <h4 className="mb-1 text-sm font-medium">Partes usadas</h4>
            <ul className="grid gap-1 text-sm">
              {p.parts.map((part) => (
                <li key={part.part} className="flex flex-wrap justify-between gap-x-3">
                  <span>{part.name}</span>
                  <span className="tabular-nums">
                    <span className="font-semibold">
                      {part.source === "redacao"
                        ? score(part.nota)
                        : scoreWithMargin(part.nota, part.erroPadrao)}
                    </span>{" "}
                    <span className="text-muted-foreground">· {sourceOf(part, report)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {p.missing.length > 0 && (
          <div>
            <h4 className="mb-1 text-sm font-medium">O que falta</h4>
            <ul className="grid gap-2 text-sm">
              {p.missing.map((m) => (
                <MissingPart key={m.part} {...m} />
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function WeakSkills({ report }: { report: AnalyticsReport }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Habilidades para treinar</CardTitle>
        <CardDescription>
          As habilidades do ENEM com menor % de acerto nos últimos 12 meses (com pelo menos 3 respostas) e
          exercícios que você ainda não concluiu para treiná-las.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {report.weakSkills.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Responda pelo menos 3 questões de uma mesma habilidade para ver aqui as que precisam de mais
            treino.
          </p>
        ) : (
          <ol className="grid gap-3">
            {report.weakSkills.map((s) => (
              <li key={`${s.area}-${s.skill}`} className="grid gap-2 rounded-md border p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium">
                    {s.skill}
                    {s.competency && <span className="text-muted-foreground"> · {s.competency}</span>}
                    <span className="block text-sm font-normal text-muted-foreground">{s.areaName}</span>
                  </p>
                  <Badge variant={s.percent !== null && s.percent < 50 ? "danger" : "warning"}>
                    {percent(s.percent)} · {s.right} de {s.answered}
                  </Badge>
                </div>
                {s.exercises.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    Você já concluiu todos os exercícios com questões desta habilidade.
                  </p>
                ) : (
                  <ul className="grid gap-1">
                    {s.exercises.map((e) => (
                      <li key={e.id}>
                        <Link
                          to={exercisePath(e.id)}
                          className="inline-flex items-start gap-2 rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                        >
                          <BookOpenCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                          <span>
                            {e.title}{" "}
                            <span className="text-muted-foreground">
                              ({e.subject} · {counted(e.questions, "questão", "questões")} desta habilidade)
                            </span>
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/** "Análises avançadas" (Nerd): TRI estimates over time, the predicted score and the weakest skills. */
export function AnalyticsSection() {
  const query = useAnalytics(true);
  if (query.isPending)
    return (
      <div className="grid gap-4" aria-busy="true">
        <span role="status" className="sr-only">
          Carregando as análises...
        </span>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <ErrorState
        title="Não foi possível carregar as análises"
        message={errorMessage(query.error)}
        onRetry={() => query.refetch()}
      />
    );
  const report = query.data;
  const hasEstimates = report.areas.some((a) => a.points.some((p) => monthEstimate(p)));
  return (
    <div className="grid min-w-0 gap-6">
      <PredictionCard report={report} />
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="text-lg">Estimativa TRI por área</CardTitle>
          <CardDescription>
            Mês a mês, nos últimos 12 meses: a nota do simulado entregue no mês ou, sem simulado, a estimativa
            pelas suas últimas 90 respostas de exercícios da área (com pelo menos 10). A margem (±) é o erro
            padrão da estimativa.
          </CardDescription>
        </CardHeader>
        <CardContent className="min-w-0">
          {hasEstimates ? (
            <AreaChart report={report} />
          ) : (
            <EmptyState
              icon={<Target className="size-8" aria-hidden="true" />}
              title="Sem estimativas ainda"
              message="Responda pelo menos 10 questões de uma área, ou entregue um simulado, para ver sua nota estimada."
            />
          )}
        </CardContent>
      </Card>
      <WeakSkills report={report} />
    </div>
  );
}
