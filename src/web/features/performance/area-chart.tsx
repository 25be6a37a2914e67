import {
  CartesianGrid,
  ErrorBar,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { AnalyticsReport } from "#domain/performance/api";
import { type Column, FiguresTable } from "./figures-table.tsx";
import { AREA_COLORS, AREA_SHORT, monthLabel, scoreWithMargin } from "./format.ts";

type Point = AnalyticsReport["areas"][number]["points"][number];

/** The month's estimate the chart draws: the simulado's when there was one, otherwise practice's. */
export function monthEstimate(point: Point): { nota: number; erroPadrao: number } | null {
  return point.simulado ?? point.pratica;
}

function cellOf(point: Point | undefined) {
  if (!point || (!point.simulado && !point.pratica)) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="grid gap-0.5 whitespace-nowrap">
      {point.simulado && (
        <span>{scoreWithMargin(point.simulado.nota, point.simulado.erroPadrao)} (simulado)</span>
      )}
      {point.pratica && (
        <span className={point.simulado ? "text-xs text-muted-foreground" : undefined}>
          {scoreWithMargin(point.pratica.nota, point.pratica.erroPadrao)} (exercícios)
        </span>
      )}
    </span>
  );
}

/** Each area's TRI estimate per month, with its margin: chart (error bars) and table. */
export function AreaChart({ report }: { report: AnalyticsReport }) {
  const present = report.areas.filter((a) => a.points.some((p) => monthEstimate(p)));
  const monthIndexes = report.months
    .map((_, i) => i)
    .filter((i) => present.some((a) => monthEstimate(a.points[i]!)));
  const data = monthIndexes.map((i) => ({
    name: monthLabel(report.months[i]!),
    ...Object.fromEntries(
      present.flatMap((a) => {
        const e = monthEstimate(a.points[i]!);
        return [
          [a.area, e ? Math.round(e.nota) : null],
          [`${a.area}Margem`, e ? Math.round(e.erroPadrao) : null],
        ];
      }),
    ),
  }));
  const values = present.flatMap((a) =>
    a.points.flatMap((p) => (monthEstimate(p) ? [monthEstimate(p)!] : [])),
  );
  const floor = Math.max(0, Math.floor(Math.min(...values.map((v) => v.nota - v.erroPadrao)) / 100) * 100);
  const ceiling = Math.min(
    1000,
    Math.ceil(Math.max(...values.map((v) => v.nota + v.erroPadrao)) / 100) * 100,
  );

  type Row = (typeof monthIndexes)[number];
  const columns: Column<Row>[] = [
    { header: "Mês", rowHeader: true, cell: (i) => monthLabel(report.months[i]!) },
    ...present.map((a) => ({ header: AREA_SHORT[a.area], cell: (i: Row) => cellOf(a.points[i]) })),
  ];

  return (
    <div className="grid min-w-0 gap-4">
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -8 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
            <XAxis dataKey="name" tick={{ fontSize: 11 }} padding={{ left: 16, right: 16 }} />
            <YAxis domain={[floor, ceiling]} tick={{ fontSize: 11 }} allowDecimals={false} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {present.map((a) => (
              <Line
                key={a.area}
                type="monotone"
                dataKey={a.area}
                name={AREA_SHORT[a.area]}
                stroke={AREA_COLORS[a.area]}
                strokeWidth={2.5}
                dot
                connectNulls
                isAnimationActive={false}
              >
                <ErrorBar
                  dataKey={`${a.area}Margem`}
                  width={4}
                  strokeWidth={1.5}
                  stroke={AREA_COLORS[a.area]}
                />
              </Line>
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <FiguresTable
        caption="Estimativa TRI de cada área por mês, com a margem"
        columns={columns}
        rows={[...monthIndexes].reverse()}
        rowKey={(i) => report.months[i]!}
        initial={12}
      />
    </div>
  );
}
