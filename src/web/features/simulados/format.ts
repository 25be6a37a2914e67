import type { SkillResult } from "#domain/simulados/api";

/** The areas' short names, for the chart, the table and the history. */
export const AREA_SHORT = {
  linguagens: "Linguagens",
  humanas: "Humanas",
  natureza: "Natureza",
  matematica: "Matemática",
} as const;
export type Area = keyof typeof AREA_SHORT;

const ONE_DECIMAL = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 612.4 → "612,4". */
export function points(value: number): string {
  return ONE_DECIMAL.format(value);
}

/** "612,4 ± 18,3" (the margin is the posterior standard deviation). */
export function scoreWithMargin(nota: number, erroPadrao: number): string {
  return `${points(nota)} ± ${points(erroPadrao)}`;
}

const two = (n: number) => String(n).padStart(2, "0");

/** 5025 → "01:23:45"; never negative. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

/** What a screen reader hears once a minute: "1 hora e 5 minutos", "42 minutos", "menos de 1 minuto". */
export function timeLeftSpoken(seconds: number): string {
  const minutes = Math.ceil(Math.max(0, seconds) / 60);
  if (seconds <= 0) return "tempo esgotado";
  if (seconds < 60) return "menos de 1 minuto";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 1 ? "1 hora" : `${h} horas`;
  const mins = m === 1 ? "1 minuto" : `${m} minutos`;
  if (h === 0) return mins;
  return m === 0 ? hours : `${hours} e ${mins}`;
}

/** 150 → "2 h 30 min", 90 → "1 h 30 min", 45 → "45 min", 300 → "5 h". */
export function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** "3 respondidas" / "1 respondida". */
export function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The pattern effect on the student's own count, made concrete; null when the server gives none
 * (no right answer, or all right).
 */
export function sameCountSentence(
  rightCount: number,
  easiest: number | null,
  hardest: number | null,
): string | null {
  if (easiest === null || hardest === null || rightCount <= 0) return null;
  if (rightCount === 1)
    return `Com o mesmo 1 acerto: na mais fácil, ${points(easiest)}; na mais difícil, ${points(hardest)}.`;
  return `Com os mesmos ${rightCount} acertos: nas ${rightCount} mais fáceis, ${points(easiest)}; nas ${rightCount} mais difíceis, ${points(hardest)}.`;
}

/** "Esta questão valeu 12,3 pontos" (what answering it right rather than wrong moved the score). */
export function swingSentence(swing: number): string {
  return `Esta questão valeu ${points(swing)} ${swing === 1 ? "ponto" : "pontos"}`;
}

/** "Competência 5 · Habilidade 21" from "C5" and "H21"; what is missing is said so. */
export function skillLabel(competency: string | null, skill: string | null): string {
  const c = competency ? `Competência ${competency.replace(/^C/, "")}` : null;
  const h = skill ? `Habilidade ${skill.replace(/^H/, "")}` : null;
  if (c && h) return `${c} · ${h}`;
  return c ?? h ?? "Sem habilidade indicada";
}

/** Weakest first: the lowest share right, then the most items (a surer weakness), then the matrix's order. */
export function weakestFirst(skills: readonly SkillResult[]): SkillResult[] {
  const share = (s: SkillResult) => (s.total === 0 ? 1 : s.right / s.total);
  const num = (v: string | null) => (v ? Number(v.replace(/^\D+/, "")) : Number.POSITIVE_INFINITY);
  return [...skills].sort(
    (a, b) =>
      share(a) - share(b) ||
      b.total - a.total ||
      a.area.localeCompare(b.area) ||
      num(a.competency) - num(b.competency) ||
      num(a.skill) - num(b.skill),
  );
}

const DATE = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "America/Sao_Paulo",
});
const DATE_TIME = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "America/Sao_Paulo",
});
const TIME = new Intl.DateTimeFormat("pt-BR", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "America/Sao_Paulo",
});

/** "12/05/2026". */
export const shortDate = (iso: string) => DATE.format(new Date(iso));
/** "12/05/2026, 14:30". */
export const dateTime = (iso: string) => DATE_TIME.format(new Date(iso));
/** "14:30". */
export const hourMinute = (iso: string) => TIME.format(new Date(iso));
