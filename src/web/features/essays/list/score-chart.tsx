import { useState } from "react";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ScorePoint } from "#domain/essays/api";
import { ENEM_LEVELS } from "#domain/essays/rules";
import { EmptyState, ErrorState } from "#web/components/page-states.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useEssayScores } from "#web/features/essays/api/essays.ts";
import { errorMessage } from "#web/lib/api-client.ts";

const COMPETENCY_COLORS = ["#6366f1", "#0ea5e9", "#10b981", "#f59e0b", "#ef4444"];
const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString("pt-BR", { day: "2-digit", month: "2-digit" });

export function scoreSummary(points: ScorePoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return "";
  const best = Math.max(...points.map((p) => p.total));
  const diff = last.total - first.total;
  const trend = diff > 0 ? `subiu ${diff} pontos` : diff < 0 ? `caiu ${-diff} pontos` : "se manteve";
  return `Em ${points.length} redações corrigidas, sua nota ${trend}: de ${first.total} para ${last.total}. Melhor nota: ${best}.`;
}

/** The student's corrected essays over time: the final score, or the five competencies. */
export function ScoreChart() {
  const query = useEssayScores();
  const [view, setView] = useState<"total" | "competencies">("total");
  if (query.isPending) return <Skeleton className="h-72 w-full" />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error)}
        onRetry={() => query.refetch()}
        title="Não foi possível carregar sua evolução"
      />
    );
  const points = query.data.points;
  const data = points.map((p, i) => ({
    name: `${i + 1}ª · ${shortDate(p.date)}`,
    total: p.total,
    ...Object.fromEntries(p.competencies.map((c, j) => [`C${j + 1}`, c])),
  }));
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle className="text-lg">Sua evolução</CardTitle>
          <CardDescription>
            {points.length >= 2 ? scoreSummary(points) : "Notas das redações corrigidas, em ordem."}
          </CardDescription>
        </div>
        {points.length >= 2 && (
          <fieldset className="flex gap-1 rounded-lg bg-muted p-1">
            <legend className="sr-only">O que mostrar no gráfico</legend>
            {(["total", "competencies"] as const).map((v) => (
              <Button
                key={v}
                size="sm"
                variant={view === v ? "outline" : "ghost"}
                aria-pressed={view === v}
                onClick={() => setView(v)}
              >
                {v === "total" ? "Nota final" : "Competências"}
              </Button>
            ))}
          </fieldset>
        )}
      </CardHeader>
      <CardContent>
        {points.length < 2 ? (
          <EmptyState
            title="Sua evolução aparece aqui"
            message="Corrija pelo menos duas redações para acompanhar suas notas ao longo do tempo."
          />
        ) : (
          <figure>
            <div className="h-64 w-full" aria-hidden="true">
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
                  <XAxis dataKey="name" tick={{ fontSize: 11 }} padding={{ left: 24, right: 24 }} />
                  <YAxis
                    domain={[0, view === "total" ? 1000 : 200]}
                    ticks={view === "total" ? [0, 200, 400, 600, 800, 1000] : [...ENEM_LEVELS]}
                    tick={{ fontSize: 11 }}
                  />
                  <Tooltip />
                  <Legend wrapperStyle={{ fontSize: 12 }} />
                  {view === "total" ? (
                    <Line
                      type="monotone"
                      dataKey="total"
                      name="Nota final"
                      stroke="#4f46e5"
                      strokeWidth={3}
                      dot
                      isAnimationActive={false}
                    />
                  ) : (
                    COMPETENCY_COLORS.map((color, i) => (
                      <Line
                        key={color}
                        type="monotone"
                        dataKey={`C${i + 1}`}
                        name={`C${i + 1}`}
                        stroke={color}
                        strokeWidth={2}
                        dot
                        isAnimationActive={false}
                      />
                    ))
                  )}
                </LineChart>
              </ResponsiveContainer>
            </div>
            <figcaption className="sr-only">
              {scoreSummary(points)}{" "}
              {points
                .map(
                  (p, i) =>
                    `Redação ${i + 1}: ${p.total} pontos (${p.competencies.map((c, j) => `C${j + 1} ${c ?? "sem nota"}`).join(", ")}).`,
                )
                .join(" ")}
            </figcaption>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
