/**
 * Pure rules of the essay area (docs/product.md#writing-room, #competencies): word and line counts,
 * ENEM levels, the room's constants and the labels shown for topics and essays.
 */
import type { EssayCategory } from "./topic-content.ts";

/** Minimum words to submit, and the goal the progress bar runs to (docs/product.md#writing-room). */
export const MIN_WORDS = 200;
export const WORD_GOAL = 300;
/** Ideal writing time: 90 minutes. */
export const IDEAL_SECONDS = 5400;
/** The ENEM answer sheet has 30 lines; a text of 7 lines or fewer is "texto insuficiente" (nota zero). */
export const MAX_LINES = 30;
export const INSUFFICIENT_LINES = 7;
/**
 * Characters a handwritten line of the ENEM answer sheet holds, on average. The sheet's lines are
 * about 17 cm long and a student's handwriting fits 60 to 80 characters on one (10 to 12 words), so
 * 70 is the middle of that range; it makes a 300-word essay (≈ 1 900 characters) take about 28 lines,
 * which is what teachers observe. The count is an estimate: the official one is the handwritten sheet.
 */
export const CHARS_PER_LINE = 70;
/** Each paragraph starts with an indentation of about this many characters on the sheet. */
export const PARAGRAPH_INDENT_CHARS = 4;
export const MAX_ESSAY_CHARS = 20_000;
export const MAX_TITLE_CHARS = 200;

/** Words split on whitespace, as the spec counts them. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** Paragraphs: the non-blank lines the student typed. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** Estimated handwritten lines of one paragraph (indentation included). */
export function paragraphLines(paragraph: string): number {
  const length = paragraph.trim().length;
  return length === 0 ? 0 : Math.ceil((length + PARAGRAPH_INDENT_CHARS) / CHARS_PER_LINE);
}

/** Estimated lines the text would take on the ENEM answer sheet. */
export function estimateLines(text: string): number {
  return paragraphsOf(text).reduce((sum, p) => sum + paragraphLines(p), 0);
}

/** The word progress bar: percent of the 300-word goal, capped at 100. */
export function wordProgress(words: number): number {
  return Math.min(100, Math.round((words / WORD_GOAL) * 100));
}

export type LineStatus = "insufficient" | "ok" | "over";
export function lineStatus(lines: number): LineStatus {
  if (lines <= INSUFFICIENT_LINES) return "insufficient";
  return lines > MAX_LINES ? "over" : "ok";
}

/** The levels every ENEM competency is scored in. */
export const ENEM_LEVELS = [0, 40, 80, 120, 160, 200] as const;
export type EnemLevel = (typeof ENEM_LEVELS)[number];

/** The nearest ENEM level (ties go up), for scores a model returns off the scale. */
export function snapToEnemLevel(score: number): EnemLevel {
  if (!Number.isFinite(score)) return 0;
  const clamped = Math.min(200, Math.max(0, score));
  return (Math.round(clamped / 40) * 40) as EnemLevel;
}

/** "1 palavra", "300 palavras". */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "1:05:09" or "42:07" for a stopwatch; "1h 05min" style lives in formatSpent. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(sec)}` : `${two(m)}:${two(sec)}`;
}

/** Time spent as a student reads it: "45 min", "1h 32min", "menos de 1 min". */
export function formatSpent(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 1) return "menos de 1 min";
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)}h${rest ? ` ${String(rest).padStart(2, "0")}min` : ""}`;
}

/**
 * The ideal-structure card. The original hints (introduction 20–25, each development 35–40,
 * conclusion 25–30) add up to 115–135, more than the 30 lines ENEM allows; they are kept as
 * proportions and scaled to the 30-line sheet (docs/decisions/010-ideal-structure-lines.md).
 */
export const IDEAL_STRUCTURE = [
  { part: "Introdução", lines: "5 a 6 linhas", hint: "Contextualize o tema e apresente sua tese." },
  { part: "Desenvolvimento 1", lines: "8 a 9 linhas", hint: "Primeiro argumento, com repertório." },
  { part: "Desenvolvimento 2", lines: "8 a 9 linhas", hint: "Segundo argumento, aprofundado." },
  {
    part: "Conclusão",
    lines: "6 a 7 linhas",
    hint: "Retome a tese e proponha a intervenção: ação, agente, meio, finalidade e detalhamento.",
  },
] as const;

export const ESSAY_CATEGORY_LABELS: Record<EssayCategory, string> = {
  tecnologia_sociedade: "Tecnologia e Sociedade",
  meio_ambiente: "Meio Ambiente",
  desigualdade_social: "Desigualdade Social",
  educacao: "Educação",
  saude_publica: "Saúde Pública",
  direitos_humanos: "Direitos Humanos",
  trabalho_economia: "Trabalho e Economia",
  diversidade_cultural: "Diversidade Cultural",
};

export const DIFFICULTY_LABELS: Record<string, string> = {
  facil: "Fácil",
  medio: "Médio",
  dificil: "Difícil",
};

export const APPLICATION_LABELS: Record<string, string> = {
  regular: "Aplicação regular",
  segunda_aplicacao: "2ª aplicação",
  ppl: "PPL",
  digital: "Enem Digital",
  reaplicacao_ppl: "Reaplicação/PPL",
};

export type EssayStatus = "em_andamento" | "finalizada" | "corrigida";
export const STATUS_LABELS: Record<EssayStatus, string> = {
  em_andamento: "Em andamento",
  finalizada: "Finalizada",
  corrigida: "Corrigida",
};

/** docs/product.md#my-essays: corrigida default, finalizada secondary, anything else destructive. */
export function statusBadgeVariant(status: string): "default" | "secondary" | "destructive" {
  if (status === "corrigida") return "default";
  if (status === "finalizada") return "secondary";
  return "destructive";
}

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as EssayStatus] ?? status;
}
