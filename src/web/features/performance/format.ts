/** pt-BR forms of the figures of the "Desempenho" page. */

const ONE_DECIMAL = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
const WHOLE = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** 75 → "75%", 66.7 → "66,7%", null → "—". */
export function percent(value: number | null): string {
  return value === null ? "—" : `${ONE_DECIMAL.format(value)}%`;
}

/** Percentage points: 12.5 → "+12,5 p.p.", −3 → "−3 p.p.", 0 → "0 p.p.", null → "—". */
export function trend(value: number | null): string {
  if (value === null) return "—";
  const sign = value > 0 ? "+" : value < 0 ? "−" : "";
  return `${sign}${ONE_DECIMAL.format(Math.abs(value))} p.p.`;
}

/** What a trend means, in words, for the sentence under the overall figure. */
export function trendSentence(value: number | null, previousAnswered: number): string {
  if (previousAnswered === 0) return "Sem respostas no período anterior para comparar.";
  if (value === null) return "Sem respostas neste período para comparar.";
  if (value === 0) return "O mesmo aproveitamento do período anterior.";
  return `${trend(value)} em relação ao período anterior.`;
}

/** An ENEM score as the page shows it: whole points ("642"). */
export function score(value: number): string {
  return WHOLE.format(value);
}

/** "642 ± 18". */
export function scoreWithMargin(value: number, margin: number): string {
  return `${score(value)} ± ${score(margin)}`;
}

const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];

/** "2026-11" or "2026-11-01" → "nov/26". */
export function monthLabel(key: string): string {
  const [year, month] = key.split("-");
  return `${MONTHS[Number(month) - 1]}/${year!.slice(2)}`;
}

/** "2026-11-23" → "23/11". */
export function dayLabel(day: string): string {
  const [, month, d] = day.split("-");
  return `${d}/${month}`;
}

/** A week bucket by the days it covers within the period: "23/11–25/11". */
export function weekLabel(bucket: { from: string; to: string }): string {
  return bucket.from === bucket.to
    ? dayLabel(bucket.from)
    : `${dayLabel(bucket.from)}–${dayLabel(bucket.to)}`;
}

/** "12 respostas" / "1 resposta". */
export function counted(n: number, one: string, many: string): string {
  return `${WHOLE.format(n)} ${n === 1 ? one : many}`;
}

export const AREA_SHORT = {
  linguagens: "Linguagens",
  humanas: "Humanas",
  natureza: "Natureza",
  matematica: "Matemática",
} as const;
export type Area = keyof typeof AREA_SHORT;
export const AREA_COLORS: Record<Area, string> = {
  linguagens: "#6366f1",
  humanas: "#f59e0b",
  natureza: "#10b981",
  matematica: "#ef4444",
};
