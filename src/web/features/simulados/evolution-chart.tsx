import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { SimuladoSummary } from "#domain/simulados/api";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { AREA_SHORT, type Area, points, scoreWithMargin, shortDate } from "./format.ts";

const AREA_COLORS: Record<Area, string> = {
  linguagens: "#6366f1",
  humanas: "#f59e0b",
  natureza: "#10b981",
  matematica: "#ef4444",
};
const AREAS = Object.keys(AREA_SHORT) as Area[];

/**
 * The score of each area across the finished simulados, oldest first: a chart for the eye and the
 * same numbers in a table (the chart is hidden from screen readers).
 */
export function EvolutionChart({ finished }: { finished: readonly SimuladoSummary[] }) {
  const chronological = [...finished].filter((s) => s.areas.length > 0).reverse();
  const present = AREAS.filter((a) => chronological.some((s) => s.areas.some((x) => x.area === a)));
  const data = chronological.map((s, i) => ({
    name: `${i + 1}º · ${shortDate(s.finishedAt ?? s.startedAt).slice(0, 5)}`,
    ...Object.fromEntries(s.areas.map((a) => [a.area, Math.round(a.nota * 10) / 10])),
  }));
  // ENEM's scale has no fixed floor: the axis starts at 200 unless a score falls below it.
  const lowest = Math.min(...chronological.flatMap((s) => s.areas.map((a) => a.nota)));
  const floor = Math.min(200, Math.floor(lowest / 100) * 100);
  const ticks = [floor, ...[200, 400, 600, 800, 1000].filter((t) => t > floor)];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg" id="simulados-evolucao">
          Sua evolução
        </CardTitle>
        <CardDescription>
          Nota de cada área nos simulados entregues, do mais antigo ao mais recente.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="h-64 w-full overflow-hidden" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -8 }}>
              <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
              <XAxis dataKey="name" tick={{ fontSize: 11 }} padding={{ left: 16, right: 16 }} />
              <YAxis domain={[floor, 1000]} ticks={ticks} tick={{ fontSize: 11 }} />
              <Tooltip formatter={(value) => (typeof value === "number" ? points(value) : String(value))} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {present.map((area) => (
                <Line
                  key={area}
                  type="monotone"
                  dataKey={area}
                  name={AREA_SHORT[area]}
                  stroke={AREA_COLORS[area]}
                  strokeWidth={2.5}
                  dot
                  connectNulls
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm" aria-labelledby="simulados-evolucao">
            <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Simulado
                </th>
                {present.map((area) => (
                  <th key={area} scope="col" className="px-3 py-2">
                    {AREA_SHORT[area]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chronological.map((s, i) => (
                <tr key={s.id} className="border-t">
                  <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
                    {i + 1}º · {shortDate(s.finishedAt ?? s.startedAt)}
                  </th>
                  {present.map((area) => {
                    const score = s.areas.find((a) => a.area === area);
                    return (
                      <td key={area} className="px-3 py-2 whitespace-nowrap tabular-nums">
                        {score ? scoreWithMargin(score.nota, score.erroPadrao) : "—"}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
