import { tz } from "@date-fns/tz";
import { addMonths, format } from "date-fns";
import { ENEM_AREAS, type EnemArea } from "#domain/practice/enem-matrix";
import { startOfLocalMonth } from "#domain/shared/calendar";
import { type ItemParams, priorParams, type ScoredItem, scoreSimuladoArea } from "#domain/simulados/scoring";
import { skillNumber } from "./rules.ts";

/** The Nerd plan's analyses (docs/desempenho.md#analises-avancadas): pure parts, shared and tested. */

export const AREAS = Object.keys(ENEM_AREAS) as EnemArea[];

/** Months the analyses look back on: the current one and the 11 before. */
export const ANALYTICS_MONTHS = 12;
/** A practice estimate reads the latest answers of the area, at most this many… */
export const PRACTICE_WINDOW = 90;
/** …and needs at least this many. */
export const PRACTICE_MIN_ANSWERS = 10;
/** A skill needs this many answers to be called weak. */
export const WEAK_SKILL_MIN_ANSWERS = 3;
export const WEAK_SKILLS_SHOWN = 5;
export const EXERCISES_PER_SKILL = 3;

export interface MonthSlot {
  /** "2026-11" */
  key: string;
  start: Date;
  /** Start of the next month, or `now` for the current one: the estimate reads answers before it. */
  end: Date;
}

/** The analytics window's months, oldest first, on the calendar of `timeZone`. */
export function analyticsMonths(now: Date, timeZone: string, count = ANALYTICS_MONTHS): MonthSlot[] {
  const zone = tz(timeZone);
  const current = startOfLocalMonth(now, timeZone);
  const slots: MonthSlot[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const start = new Date(startOfLocalMonth(addMonths(current, -i, { in: zone }), timeZone).getTime());
    const next = new Date(startOfLocalMonth(addMonths(current, -i + 1, { in: zone }), timeZone).getTime());
    slots.push({ key: format(start, "yyyy-MM", { in: zone }), start, end: i === 0 ? now : next });
  }
  return slots;
}

/** One graded practice answer of an area, as the estimate reads it. */
export interface PracticeAnswer {
  questionId: string;
  key: string;
  correct: boolean;
  at: Date;
  /** coalesce(question's, exercise's) difficulty label. */
  difficulty: string;
  /** Calibrated parameters (parametros_itens), null when the item has none yet. */
  params: ItemParams | null;
}

export interface PracticeEstimate {
  nota: number;
  erroPadrao: number;
  answers: number;
  rightCount: number;
  /** The newest answer it read. */
  lastAnswerAt: Date;
}

/**
 * The area's TRI estimate from practice: its latest `PRACTICE_WINDOW` answers (a right answer is the
 * key, a wrong one a blank), scored like a simulado; null under `PRACTICE_MIN_ANSWERS`.
 * `answers` must be sorted oldest first.
 */
export function practiceEstimate(
  area: EnemArea,
  answers: readonly PracticeAnswer[],
): PracticeEstimate | null {
  if (answers.length < PRACTICE_MIN_ANSWERS) return null;
  const latest = answers.slice(-PRACTICE_WINDOW);
  // Scoring reads each item once: the same question answered twice becomes two items.
  const items: ScoredItem[] = latest.map((a, i) => ({
    questionId: `${a.questionId}#${i}`,
    key: a.key,
    answer: a.correct ? a.key : null,
    params: a.params ?? priorParams(a.difficulty),
  }));
  const result = scoreSimuladoArea(area, items);
  return {
    nota: result.nota,
    erroPadrao: result.erroPadrao,
    answers: latest.length,
    rightCount: result.rightCount,
    lastAnswerAt: latest.at(-1)!.at,
  };
}

/**
 * The estimate at the end of each month: the answers given before `slot.end`. Months with no new
 * answer repeat the estimate they inherit (it is still what the answers say), computed once.
 */
export function practiceByMonth(
  area: EnemArea,
  answers: readonly PracticeAnswer[],
  months: readonly MonthSlot[],
): Map<string, PracticeEstimate> {
  const out = new Map<string, PracticeEstimate>();
  let count = 0;
  let scoredCount = -1;
  let estimate: PracticeEstimate | null = null;
  for (const slot of months) {
    while (count < answers.length && answers[count]!.at.getTime() < slot.end.getTime()) count++;
    if (scoredCount !== count) {
      estimate = practiceEstimate(area, answers.slice(0, count));
      scoredCount = count;
    }
    if (estimate) out.set(slot.key, estimate);
  }
  return out;
}

export type PartKey = EnemArea | "redacao";
export const PART_NAMES: Record<PartKey, string> = {
  linguagens: ENEM_AREAS.linguagens.name,
  humanas: ENEM_AREAS.humanas.name,
  natureza: ENEM_AREAS.natureza.name,
  matematica: ENEM_AREAS.matematica.name,
  redacao: "Redação",
};
export const PARTS: readonly PartKey[] = [...AREAS, "redacao"];

export interface PredictionPart {
  part: PartKey;
  nota: number;
  /** 0 for the essay: its grade is what it is. */
  erroPadrao: number;
  source: "simulado" | "pratica" | "redacao";
  /** When the evidence was given (the simulado handed in, the latest answer, the correction). */
  at: Date;
}

export interface Prediction {
  /** ENEM's mean over the 5 parts, one decimal; null while a part is missing. */
  score: number | null;
  /** sqrt(Σ sd²) / 5: the areas' standard errors combined (the essay adds none). */
  margin: number | null;
  /** The mean of the parts there are, with their combined margin: shown while some are missing. */
  partialMean: number | null;
  partialMargin: number | null;
  parts: PredictionPart[];
  missing: PartKey[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The ENEM mean of the four areas and the essay, with its margin. */
export function predictEnemScore(parts: readonly PredictionPart[]): Prediction {
  const byPart = new Map(parts.map((p) => [p.part, p]));
  const used = PARTS.flatMap((k) => (byPart.has(k) ? [byPart.get(k)!] : []));
  const missing = PARTS.filter((k) => !byPart.has(k));
  const mean = used.length ? round1(used.reduce((s, p) => s + p.nota, 0) / used.length) : null;
  const margin = used.length
    ? round1(Math.sqrt(used.reduce((s, p) => s + p.erroPadrao ** 2, 0)) / used.length)
    : null;
  const complete = missing.length === 0;
  return {
    score: complete ? mean : null,
    margin: complete ? margin : null,
    partialMean: complete ? null : mean,
    partialMargin: complete ? null : margin,
    parts: used,
    missing,
  };
}

/**
 * The area's latest estimate: the simulado's when it was handed in after the student's latest
 * practice answer in the area, otherwise the practice estimate (which already reads any answer
 * given after the simulado).
 */
export function latestAreaPart(
  area: EnemArea,
  simulado: { nota: number; erroPadrao: number; at: Date } | null,
  practice: PracticeEstimate | null,
): PredictionPart | null {
  if (simulado && (!practice || simulado.at.getTime() >= practice.lastAnswerAt.getTime()))
    return {
      part: area,
      nota: simulado.nota,
      erroPadrao: simulado.erroPadrao,
      source: "simulado",
      at: simulado.at,
    };
  if (practice)
    return {
      part: area,
      nota: practice.nota,
      erroPadrao: practice.erroPadrao,
      source: "pratica",
      at: practice.lastAnswerAt,
    };
  return null;
}

export interface SkillTally {
  area: EnemArea;
  competency: string | null;
  skill: string;
  answered: number;
  right: number;
}

/** The weakest skills: lowest % right among those with enough answers; ties: more answers, then H-order. */
export function weakestSkills<T extends SkillTally>(rows: readonly T[], count = WEAK_SKILLS_SHOWN): T[] {
  return rows
    .filter((r) => r.answered >= WEAK_SKILL_MIN_ANSWERS)
    .sort(
      (a, b) =>
        a.right / a.answered - b.right / b.answered ||
        b.answered - a.answered ||
        AREAS.indexOf(a.area) - AREAS.indexOf(b.area) ||
        skillNumber(a.skill) - skillNumber(b.skill),
    )
    .slice(0, count);
}
