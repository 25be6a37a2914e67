import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
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
import { ChartCard, FiguresTable, legendText } from "./chart-card.tsx";
import { CHART_COLORS, LABELLED_MONTHS } from "./chart-colors.ts";

/** Sign-ups of each month and how many of them have paid. */
export function ConversionChart({ months }: { months: AnalyticsReport["conversion"] }) {
  const data = months.map((m) => ({ ...m, label: shortMonthLabel(m.month) }));
  const labelled = months.length <= LABELLED_MONTHS;
  return (
    <ChartCard
      testId="chart-conversion"
      title="Conversão mensal"
      definition={ANALYTICS_DEFINITIONS.conversion}
      summary={months
        .map(
          (m) =>
            `${longMonthLabel(m.month)}: ${formatCount(m.signups)} cadastros, ${formatCount(m.converted)} pagaram (${formatRate(m.rate)}).`,
        )
        .join(" ")}
      chart={
        <div className="h-64 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={data}
              accessibilityLayer={false}
              margin={{ top: 18, right: 4, bottom: 0, left: -20 }}
            >
              <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} tick={{ fontSize: 11 }} tickFormatter={formatCount} />
              <Tooltip
                formatter={(value, name) => [formatCount(Number(value)), name]}
                labelFormatter={(_, payload) => {
                  const m = payload?.[0]?.payload as (typeof data)[number] | undefined;
                  return m ? `${longMonthLabel(m.month)} · conversão ${formatRate(m.rate)}` : "";
                }}
              />
              <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
              <Bar
                dataKey="signups"
                name="Cadastros"
                fill={CHART_COLORS.primaryLight}
                isAnimationActive={false}
              >
                {labelled && (
                  <LabelList dataKey="signups" position="top" fontSize={10} formatter={formatLabel} />
                )}
              </Bar>
              <Bar dataKey="converted" name="Pagaram" fill={CHART_COLORS.primary} isAnimationActive={false}>
                {labelled && (
                  <LabelList dataKey="converted" position="top" fontSize={10} formatter={formatLabel} />
                )}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      }
      table={
        <FiguresTable
          caption="Conversão mensal"
          head={["Mês", "Cadastros", "Pagaram", "Conversão"]}
          rows={months.map((m) => [
            longMonthLabel(m.month),
            formatCount(m.signups),
            formatCount(m.converted),
            formatRate(m.rate),
          ])}
        />
      }
    />
  );
}

function formatLabel(value: unknown): string {
  return typeof value === "number" ? formatCount(value) : "";
}
