import { TZDate, tz } from "@date-fns/tz";
import { format } from "date-fns";
import { z } from "zod";

/**
 * Relatórios › Analytics (/api/admin/reports/analytics): the period, the report's contract and its
 * pt-BR texts. Every figure is counted from the data over calendar months of the product's time
 * zone; staff accounts never count as students.
 */

export const ANALYTICS_MAX_MONTHS = 24;
export const ANALYTICS_DEFAULT_MONTHS = 6;
export const ANALYTICS_PRESETS = [3, 6, 12] as const;

export const ANALYTICS_MESSAGES = {
  monthInvalid: "Informe o mês no formato AAAA-MM (por exemplo, 2026-03).",
  rangeInverted: "O mês inicial deve ser igual ou anterior ao mês final.",
  rangeTooLong: `O período pode ter no máximo ${ANALYTICS_MAX_MONTHS} meses.`,
  rangeInFuture: "O período não pode incluir meses futuros.",
  empty: "Sem dados no período",
  emptyHint: "Nenhum cadastro, resposta, mensagem ou redação de estudantes nestes meses.",
  loadFailed: "Não foi possível carregar os indicadores",
} as const;

/** One line each, shown under every figure and chart (and in the PDF). */
export const ANALYTICS_DEFINITIONS = {
  conversion:
    "Dos estudantes que se cadastraram no mês, a parcela que já pagou uma assinatura ou passe (até hoje).",
  retention:
    "Dos estudantes ativos no mês anterior, a parcela que também esteve ativa no mês. Ativo: respondeu uma questão, conversou com um tutor ou escreveu uma redação.",
  cohorts:
    "Cada linha reúne os estudantes cadastrados no mês; cada coluna, a parcela deles ativa N meses depois (Mês 0 = o próprio mês do cadastro).",
  subjects: "Matérias ordenadas pela soma de mensagens aos tutores e respostas a exercícios no período.",
  tutorMessages: "Mensagens enviadas por estudantes aos tutores no período (sem as respostas).",
  conversionNoComparison:
    "Sem comparação com o período anterior: quem se cadastrou antes teve mais tempo para pagar.",
} as const;

export const monthKeySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, ANALYTICS_MESSAGES.monthInvalid);

export const analyticsQuerySchema = z.object({
  from: monthKeySchema.optional(),
  to: monthKeySchema.optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

// ── Months ─────────────────────────────────────────────────────────────────

/** "2026-03" ↔ a running month number (year × 12 + month − 1), to step and compare months. */
export function monthNumber(key: string): number {
  const [year, month] = key.split("-").map(Number);
  return year! * 12 + month! - 1;
}

export function monthKey(n: number): string {
  const year = Math.floor(n / 12);
  return `${String(year).padStart(4, "0")}-${String((n % 12) + 1).padStart(2, "0")}`;
}

export function addMonthsToKey(key: string, months: number): string {
  return monthKey(monthNumber(key) + months);
}

/** The calendar months from `from` to `to`, both included. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let n = monthNumber(from); n <= monthNumber(to); n += 1) months.push(monthKey(n));
  return months;
}

/** The local month ("2026-03") `instant` falls in. */
export function monthOf(instant: Date, timeZone: string): string {
  return format(instant, "yyyy-MM", { in: tz(timeZone) });
}

/** The instant the local month `key` begins. */
export function monthStart(key: string, timeZone: string): Date {
  const [year, month] = key.split("-").map(Number);
  return new Date(new TZDate(year!, month! - 1, 1, timeZone).getTime());
}

const MONTH_NAMES = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

/** "mar/26" for axes and table headers. */
export function shortMonthLabel(key: string): string {
  const [year, month] = key.split("-");
  return `${MONTH_NAMES[Number(month) - 1]!.slice(0, 3)}/${year!.slice(2)}`;
}

/** "março de 2026". */
export function longMonthLabel(key: string): string {
  const [year, month] = key.split("-");
  return `${MONTH_NAMES[Number(month) - 1]} de ${year}`;
}

/** "janeiro a junho de 2026", "novembro de 2025 a abril de 2026", "março de 2026". */
export function periodLabel(from: string, to: string): string {
  if (from === to) return longMonthLabel(from);
  if (from.slice(0, 4) === to.slice(0, 4))
    return `${MONTH_NAMES[Number(from.slice(5)) - 1]} a ${longMonthLabel(to)}`;
  return `${longMonthLabel(from)} a ${longMonthLabel(to)}`;
}

// ── Period ─────────────────────────────────────────────────────────────────

export type AnalyticsPeriod = { from: string; to: string };

/**
 * The period asked for, with the defaults filled in (the last 6 months up to the current one; one
 * side alone keeps 6 months from or up to it), or the first rule it breaks.
 */
export function resolvePeriod(
  query: AnalyticsQuery,
  currentMonth: string,
): { ok: true; period: AnalyticsPeriod } | { ok: false; field: "from" | "to"; message: string } {
  const span = ANALYTICS_DEFAULT_MONTHS - 1;
  const to =
    query.to ??
    (query.from && monthNumber(query.from) + span < monthNumber(currentMonth)
      ? addMonthsToKey(query.from, span)
      : currentMonth);
  const from = query.from ?? addMonthsToKey(to, -span);
  if (monthNumber(to) > monthNumber(currentMonth))
    return { ok: false, field: "to", message: ANALYTICS_MESSAGES.rangeInFuture };
  if (monthNumber(from) > monthNumber(to))
    return { ok: false, field: "from", message: ANALYTICS_MESSAGES.rangeInverted };
  if (monthNumber(to) - monthNumber(from) + 1 > ANALYTICS_MAX_MONTHS)
    return { ok: false, field: "from", message: ANALYTICS_MESSAGES.rangeTooLong };
  return { ok: true, period: { from, to } };
}

// ── Report ─────────────────────────────────────────────────────────────────

const count = z.number().int().nonnegative();
/** A share from 0 to 1; null when there is nobody to divide by. */
const rate = z.number().min(0).max(1).nullable();

export const analyticsReportSchema = z.object({
  period: z.object({
    from: monthKeySchema,
    to: monthKeySchema,
    months: z.array(monthKeySchema),
    /** The instants the figures were counted between: the start of `from`, and the end of `to` or now. */
    startsAt: z.string(),
    endsAt: z.string(),
    /** The last month has not ended yet: its figures are partial. */
    inProgress: z.boolean(),
    timeZone: z.string(),
  }),
  /** As many months just before, cut at the same point when the period is still running. */
  previousPeriod: z.object({
    from: monthKeySchema,
    to: monthKeySchema,
    startsAt: z.string(),
    endsAt: z.string(),
  }),
  generatedAt: z.string(),
  summary: z.object({
    conversion: z.object({ signups: count, converted: count, rate }),
    retention: z.object({
      previousActive: count,
      retained: count,
      rate,
      previous: z.object({ previousActive: count, retained: count, rate }),
    }),
    tutorMessages: z.object({ count, previous: count }),
  }),
  conversion: z.array(z.object({ month: monthKeySchema, signups: count, converted: count, rate })),
  retention: z.array(
    z.object({ month: monthKeySchema, active: count, previousActive: count, retained: count, rate }),
  ),
  cohorts: z.array(
    z.object({
      month: monthKeySchema,
      size: count,
      /** Mês 0 (the sign-up month) up to the period's last month. */
      activity: z.array(z.object({ month: monthKeySchema, offset: count, active: count, rate })),
    }),
  ),
  subjects: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      color: z.string(),
      messages: count,
      answers: count,
      total: count,
    }),
  ),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

export function ratio(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

/** Nothing a student did in the period: no sign-up, no activity, no message. */
export function isEmptyReport(report: AnalyticsReport): boolean {
  return (
    report.conversion.every((m) => m.signups === 0) &&
    report.retention.every((m) => m.active === 0) &&
    report.summary.tutorMessages.count === 0 &&
    report.subjects.length === 0
  );
}

/** "12,5%" (one decimal at most); "—" when there is nothing to divide by. */
export function formatRate(value: number | null): string {
  if (value === null) return "—";
  return `${(value * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`;
}

/** "1.234". */
export function formatCount(n: number): string {
  return n.toLocaleString("pt-BR");
}

/** "+12,5%" / "-3%" / "igual": the change from `before` to `now`; null when before is 0. */
export function formatChange(now: number, before: number): string | null {
  if (before === 0) return null;
  const change = (now - before) / before;
  if (Math.abs(change) < 0.0005) return "igual";
  const text = (Math.abs(change) * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 });
  return `${change > 0 ? "+" : "-"}${text}%`;
}

export type SummaryCard = {
  key: "conversion" | "retention" | "tutorMessages";
  label: string;
  value: string;
  /** The figure's parts in words. */
  detail: string;
  /** The previous period's figure, or why there is none. */
  comparison: string;
  definition: string;
};

/** The three summary cards in words, the same on the page and in the PDF. */
export function summaryCards(report: AnalyticsReport): SummaryCard[] {
  const { conversion, retention, tutorMessages } = report.summary;
  const previous = report.previousPeriod;
  const before = `Período anterior (${periodLabel(previous.from, previous.to)}${report.period.inProgress ? ", até o mesmo dia" : ""})`;
  const change = (now: number, then: number) => {
    const text = formatChange(now, then);
    return text ? ` (${text})` : "";
  };
  return [
    {
      key: "conversion",
      label: "Taxa de conversão",
      value: formatRate(conversion.rate),
      detail: `${formatCount(conversion.converted)} de ${formatCount(conversion.signups)} cadastros do período já pagaram.`,
      comparison: ANALYTICS_DEFINITIONS.conversionNoComparison,
      definition: ANALYTICS_DEFINITIONS.conversion,
    },
    {
      key: "retention",
      label: "Retenção mensal",
      value: formatRate(retention.rate),
      detail: `Somando os meses: ${formatCount(retention.retained)} de ${formatCount(retention.previousActive)} ativos no mês anterior seguiram ativos.`,
      comparison: `${before}: ${formatRate(retention.previous.rate)}.`,
      definition: ANALYTICS_DEFINITIONS.retention,
    },
    {
      key: "tutorMessages",
      label: "Mensagens ao tutor",
      value: formatCount(tutorMessages.count),
      detail: `Enviadas por estudantes em ${report.period.months.length === 1 ? "1 mês" : `${report.period.months.length} meses`}.`,
      comparison: `${before}: ${formatCount(tutorMessages.previous)}${change(tutorMessages.count, tutorMessages.previous)}.`,
      definition: ANALYTICS_DEFINITIONS.tutorMessages,
    },
  ];
}
