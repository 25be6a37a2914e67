import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { PerformanceReport } from "#domain/performance/api";
import { monthLabel, percent, weekLabel } from "./format.ts";

const FALLBACK_COLORS = ["#4f46e5", "#0ea5e9", "#10b981", "#f59e0b", "#ef4444", "#8b5cf6", "#14b8a6"];

/** Subject colours are hex in the catalogue; anything else falls back to the palette. */
const colorOf = (color: string, i: number) =>
  /^#[0-9a-f]{3,8}$/i.test(color) ? color : FALLBACK_COLORS[i % FALLBACK_COLORS.length]!;

export function bucketLabel(report: PerformanceReport, i: number): string {
  const bucket = report.buckets[i]!;
  return report.period.granularity === "month" ? monthLabel(bucket.key) : weekLabel(bucket);
}

/**
 * % right per subject in each week or month of the period: a line per subject answered in it; a
 * week without answers leaves a gap. The same numbers are in a table for screen readers.
 */
export function SubjectChart({ report }: { report: PerformanceReport }) {
  const shown = report.subjects.filter((s) => s.answered > 0);
  const data = report.buckets.map((_, i) => ({
    name: bucketLabel(report, i),
    ...Object.fromEntries(shown.map((s) => [s.id, s.series[i]?.percent ?? null])),
  }));
  return (
    <figure className="grid min-w-0 gap-2">
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
            <XAxis dataKey="name" tick={{ fontSize: 11 }} padding={{ left: 12, right: 12 }} minTickGap={8} />
            <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={{ fontSize: 11 }} unit="%" />
            <Tooltip formatter={(value) => (typeof value === "number" ? percent(value) : "—")} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {shown.map((s, i) => (
              <Line
                key={s.id}
                type="monotone"
                dataKey={s.id}
                name={s.name}
                stroke={colorOf(s.color, i)}
                strokeWidth={2.5}
                dot
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">
        % de acerto por matéria. Cada ponto é{" "}
        {report.period.granularity === "month"
          ? "um mês em que você respondeu questões da matéria."
          : "uma semana (de segunda a domingo) em que você respondeu questões da matéria."}
      </figcaption>
      <table className="sr-only">
        <caption>% de acerto por matéria ao longo do período</caption>
        <thead>
          <tr>
            <th scope="col">{report.period.granularity === "month" ? "Mês" : "Semana"}</th>
            {shown.map((s) => (
              <th key={s.id} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.buckets.map((b, i) => (
            <tr key={b.key}>
              <th scope="row">{bucketLabel(report, i)}</th>
              {shown.map((s) => (
                <td key={s.id}>
                  {s.series[i]!.answered > 0
                    ? `${percent(s.series[i]!.percent)} (${s.series[i]!.right} de ${s.series[i]!.answered})`
                    : "sem respostas"}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
