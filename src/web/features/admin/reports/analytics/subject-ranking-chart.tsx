import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ANALYTICS_DEFINITIONS, type AnalyticsReport, formatCount } from "#domain/admin/analytics";
import { ChartCard, FiguresTable, legendText } from "./chart-card.tsx";
import { CHART_COLORS } from "./chart-colors.ts";

/** Subjects by tutor messages plus answers in the period, stacked, most used first. */
export function SubjectRankingChart({ subjects }: { subjects: AnalyticsReport["subjects"] }) {
  return (
    <ChartCard
      testId="chart-subjects"
      title="Ranking de acesso às matérias"
      definition={ANALYTICS_DEFINITIONS.subjects}
      summary={
        subjects.length === 0
          ? "Nenhuma matéria acessada no período."
          : subjects
              .map(
                (s, i) =>
                  `${i + 1}º ${s.name}: ${formatCount(s.total)} (${formatCount(s.messages)} mensagens, ${formatCount(s.answers)} respostas).`,
              )
              .join(" ")
      }
      chart={
        subjects.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            Nenhuma matéria acessada no período.
          </p>
        ) : (
          <div className="w-full" style={{ height: 56 + subjects.length * 34 }}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={subjects}
                layout="vertical"
                accessibilityLayer={false}
                margin={{ top: 0, right: 12, bottom: 0, left: 0 }}
              >
                <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
                <XAxis
                  type="number"
                  allowDecimals={false}
                  tick={{ fontSize: 11 }}
                  tickFormatter={formatCount}
                />
                <YAxis type="category" dataKey="name" width={104} tick={{ fontSize: 11 }} />
                <Tooltip formatter={(value, name) => [formatCount(Number(value)), name]} />
                <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
                <Bar
                  dataKey="messages"
                  name="Mensagens ao tutor"
                  stackId="uso"
                  fill={CHART_COLORS.primary}
                  isAnimationActive={false}
                />
                <Bar
                  dataKey="answers"
                  name="Respostas a exercícios"
                  stackId="uso"
                  fill={CHART_COLORS.primaryLight}
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          </div>
        )
      }
      table={
        <FiguresTable
          caption="Ranking de acesso às matérias"
          head={["Matéria", "Mensagens ao tutor", "Respostas a exercícios", "Total"]}
          rows={subjects.map((s, i) => [
            `${i + 1}º ${s.name}`,
            formatCount(s.messages),
            formatCount(s.answers),
            formatCount(s.total),
          ])}
        />
      }
    />
  );
}
