import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import {
  ANALYTICS_DEFINITIONS,
  type AnalyticsReport,
  formatCount,
  formatRate,
  longMonthLabel,
  shortMonthLabel,
} from "#domain/admin/analytics";
import { ChartCard, FiguresTable } from "./chart-card.tsx";
import { CHART_COLORS, LABELLED_MONTHS } from "./chart-colors.ts";

/** Month-over-month retention: of last month's active students, the share active this month. */
export function RetentionChart({ months }: { months: AnalyticsReport["retention"] }) {
  const data = months.map((m) => ({
    ...m,
    label: shortMonthLabel(m.month),
    percent: m.rate === null ? 0 : m.rate * 100,
  }));
  const labelled = months.length <= LABELLED_MONTHS;
  const detail = (m: (typeof months)[number]) =>
    `${formatRate(m.rate)} (${formatCount(m.retained)} de ${formatCount(m.previousActive)})`;
  return (
    <ChartCard
      testId="chart-retention"
      title="Retenção mensal"
      definition={ANALYTICS_DEFINITIONS.retention}
      summary={months.map((m) => `${longMonthLabel(m.month)}: ${detail(m)}.`).join(" ")}
      chart={
        <div className="h-64 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={data}
              accessibilityLayer={false}
              margin={{ top: 18, right: 4, bottom: 0, left: -12 }}
            >
              <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
              <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={{ fontSize: 11 }} unit="%" />
              <Tooltip
                formatter={(_, __, item) => [detail(item.payload as (typeof months)[number]), "Retenção"]}
                labelFormatter={(_, payload) => {
                  const m = payload?.[0]?.payload as (typeof data)[number] | undefined;
                  return m ? longMonthLabel(m.month) : "";
                }}
              />
              <Bar dataKey="percent" name="Retenção" fill={CHART_COLORS.secondary} isAnimationActive={false}>
                {labelled && (
                  <LabelList
                    dataKey="rate"
                    position="top"
                    fontSize={10}
                    formatter={(v: unknown) => formatRate(typeof v === "number" ? v : null)}
                  />
                )}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      }
      table={
        <FiguresTable
          caption="Retenção mensal"
          head={["Mês", "Ativos", "Ativos no mês anterior", "Seguiram ativos", "Retenção"]}
          rows={months.map((m) => [
            longMonthLabel(m.month),
            formatCount(m.active),
            formatCount(m.previousActive),
            formatCount(m.retained),
            formatRate(m.rate),
          ])}
        />
      }
    />
  );
}
