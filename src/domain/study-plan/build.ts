import { SUBJECT_AREA } from "#domain/practice/enem-matrix";
import type { PlanRequest } from "./request.ts";

/** A subject with the student's record in it, for weighting the plan. */
export type PlanSubject = { slug: string; name: string; answers: number; errors: number };

export type PlanBlock = { subject: string; name: string; minutes: number };
export type PlanDay = { weekday: number; blocks: PlanBlock[] };

export type WeeklyPlan = {
  hoursPerDay: number;
  /** The hours came from the student (message or profile), or are the default. */
  hoursGiven: boolean;
  days: PlanDay[];
  /** Subjects given more time because the student errs most in them (3 at most). */
  needingAttention: string[];
  weeksLeft: number;
  examDate: Date;
  phase: "base" | "exercicios" | "revisao";
};

const BLOCK = 30;
const DEFAULT_HOURS = 2;
/** Monday to Saturday: Sunday to rest, unless the student says otherwise. */
const DEFAULT_DAYS = [1, 2, 3, 4, 5, 6];
export const ESSAY = { slug: "redacao", name: "Redação" } as const;
export const REVIEW = { slug: "revisao", name: "Revisão da semana (erros e fichas)" } as const;

/** Each ENEM area has 45 items: its subjects share its weight (Portuguese holds most of Linguagens). */
const AREA_SHARE: Record<string, number> = { portugues: 2, literatura: 1, ingles: 1 };
function baseWeight(slug: string): number {
  const area = SUBJECT_AREA[slug];
  if (!area) return 0;
  const siblings = Object.keys(SUBJECT_AREA).filter((s) => SUBJECT_AREA[s] === area);
  const share = AREA_SHARE[slug] ?? 1;
  const total = siblings.reduce((n, s) => n + (AREA_SHARE[s] ?? 1), 0);
  return (4 * share) / total;
}

/** The subjects the student errs most in: at least 5 answers, error rate above their average. */
function attentionOf(subjects: PlanSubject[]): string[] {
  const answered = subjects.filter((s) => s.answers >= 5);
  const rate = (s: PlanSubject) => s.errors / s.answers;
  const average = answered.reduce((n, s) => n + rate(s), 0) / Math.max(1, answered.length);
  return answered
    .filter((s) => rate(s) > average)
    .sort((a, b) => rate(b) - rate(a))
    .slice(0, 3)
    .map((s) => s.slug);
}

/** ENEM is held on two Sundays of November: the first Sunday of November of the exam year. */
export function enemDate(today: Date, examYear: number | null): Date {
  const year = examYear && examYear >= today.getUTCFullYear() ? examYear : today.getUTCFullYear();
  const firstSunday = (y: number) => {
    const d = new Date(Date.UTC(y, 10, 1));
    d.setUTCDate(1 + ((7 - d.getUTCDay()) % 7));
    return d;
  };
  const date = firstSunday(year);
  return date.getTime() > today.getTime() ? date : firstSunday(year + 1);
}

/** Splits whole blocks by weight, the largest remainders getting the spare blocks. */
function apportion(total: number, weights: Map<string, number>): Map<string, number> {
  const sum = [...weights.values()].reduce((a, b) => a + b, 0);
  const exact = [...weights].map(([k, w]) => ({ k, exact: (total * w) / sum }));
  const out = new Map(exact.map(({ k, exact: e }) => [k, Math.floor(e)]));
  let left = total - [...out.values()].reduce((a, b) => a + b, 0);
  for (const { k } of [...exact].sort((a, b) => (b.exact % 1) - (a.exact % 1))) {
    if (left-- <= 0) break;
    out.set(k, out.get(k)! + 1);
  }
  return out;
}

/**
 * A weekly plan in 30-minute blocks: every ENEM area weighted by its 45 items, the subjects the
 * student errs most in and those they ask for given more time, those they ask for less given less,
 * and a weekly essay (an hour to write one) on the last study day.
 */
export function buildWeeklyPlan(input: {
  request: PlanRequest;
  profileHours: number | null;
  examYear: number | null;
  subjects: PlanSubject[];
  today: Date;
}): WeeklyPlan {
  const { request } = input;
  const hoursGiven = request.hoursPerDay !== null || input.profileHours !== null;
  const hoursPerDay = request.hoursPerDay ?? input.profileHours ?? DEFAULT_HOURS;
  const hoursOn = request.hoursOn ?? {};
  // A weekday given its own hours ("5h no sábado") is a study day even outside the range given.
  const weekdays = [...new Set([...(request.days ?? DEFAULT_DAYS), ...Object.keys(hoursOn).map(Number)])];
  const blocksOn = (weekday: number) =>
    Math.max(1, Math.round(((hoursOn[weekday] ?? hoursPerDay) * 60) / BLOCK));
  const ordered = weekdays.sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  // The review day is the last one; the essay goes to the day before it.
  const review = request.reviewDay && ordered.length > 1 ? ordered.at(-1)! : null;
  const essayDay = ordered.length - (review === null ? 1 : 2);
  const perDay = blocksOn(ordered[essayDay]!);
  const totalBlocks = ordered.reduce((n, d) => n + (d === review ? 0 : blocksOn(d)), 0);
  const essayBlocks = Math.min(perDay, request.more.includes(ESSAY.slug) ? 4 : totalBlocks >= 12 ? 2 : 1);
  const needingAttention = attentionOf(input.subjects);
  const weights = new Map<string, number>();
  for (const s of input.subjects) {
    let w = baseWeight(s.slug);
    if (needingAttention.includes(s.slug)) w *= 1.5;
    if (request.more.includes(s.slug)) w *= 2;
    if (request.less.includes(s.slug)) w *= 0.5;
    if (w > 0) weights.set(s.slug, w);
  }
  const blocks = apportion(totalBlocks - essayBlocks, weights);
  const names = new Map(input.subjects.map((s) => [s.slug, s.name]));
  const capacity = ordered.map((d, i) =>
    d === review ? 0 : blocksOn(d) - (i === essayDay ? essayBlocks : 0),
  );
  const placed = ordered.map(() => new Map<string, number>());
  // Subjects with most blocks first; each block goes to the day with the fewest of that subject
  // (then the emptiest), so a subject is spread over the week instead of piling up on one day.
  for (const [slug, count] of [...blocks].sort((a, b) => b[1] - a[1]))
    for (let n = 0; n < count; n++) {
      const free = placed.map((day, i) => ({ i, load: [...day.values()].reduce((a, b) => a + b, 0) }));
      const open = free.filter(({ i, load }) => load < capacity[i]!);
      const best = open.sort(
        (a, b) =>
          (placed[a.i]!.get(slug) ?? 0) - (placed[b.i]!.get(slug) ?? 0) || a.load - b.load || a.i - b.i,
      )[0];
      if (!best) break;
      placed[best.i]!.set(slug, (placed[best.i]!.get(slug) ?? 0) + 1);
    }
  const days: PlanDay[] = ordered.map((weekday, i) => {
    const dayBlocks = [...placed[i]!].map(([subject, count]) => ({
      subject,
      name: names.get(subject) ?? subject,
      minutes: count * BLOCK,
    }));
    if (i === essayDay)
      dayBlocks.push({ subject: ESSAY.slug, name: ESSAY.name, minutes: essayBlocks * BLOCK });
    if (weekday === review)
      dayBlocks.push({ subject: REVIEW.slug, name: REVIEW.name, minutes: blocksOn(weekday) * BLOCK });
    return { weekday, blocks: dayBlocks };
  });
  const examDate = enemDate(input.today, input.examYear);
  const weeksLeft = Math.max(0, Math.floor((examDate.getTime() - input.today.getTime()) / (7 * 86_400_000)));
  const phase = weeksLeft > 16 ? "base" : weeksLeft > 6 ? "exercicios" : "revisao";
  return { hoursPerDay, hoursGiven, days, needingAttention, weeksLeft, examDate, phase };
}
