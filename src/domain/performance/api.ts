import { z } from "zod";
import { PERFORMANCE_MESSAGES as M, PERIODS } from "./rules.ts";

/** The contract of /api/relatorios (docs/desempenho.md); the screens read the same types. */

const bankArea = z.enum(["linguagens", "humanas", "natureza", "matematica"]);
const part = z.enum(["linguagens", "humanas", "natureza", "matematica", "redacao"]);

export const performanceQuerySchema = z.object({
  periodo: z.enum(PERIODS, { error: M.periodInvalid }).default("30d"),
});
export type PerformanceQuery = z.input<typeof performanceQuerySchema>;

/** Answers given, right ones, and % right (one decimal; null without answers). */
const tally = z.object({ answered: z.number(), right: z.number(), percent: z.number().nullable() });
export type Tally = z.infer<typeof tally>;

const compared = tally.extend({
  previous: tally,
  /** Percentage points gained on the previous period; null unless both periods have answers. */
  trend: z.number().nullable(),
});

export const performanceReportSchema = z.object({
  period: z.object({
    periodo: z.enum(PERIODS),
    granularity: z.enum(["week", "month"]),
    /** ISO instants: the period [from, to] and the previous one [previousFrom, from). */
    from: z.string(),
    to: z.string(),
    previousFrom: z.string(),
  }),
  /** Every week (Monday first) or month of the period, in order; `from`/`to` are calendar days within it. */
  buckets: z.array(z.object({ key: z.string(), from: z.string(), to: z.string() })),
  overall: compared,
  /** Subjects answered in this period or the previous one, by name. */
  subjects: z.array(
    compared.extend({
      id: z.string(),
      name: z.string(),
      slug: z.string(),
      color: z.string(),
      area: bankArea.nullable(),
      /** One entry per bucket, aligned with `buckets`. */
      series: z.array(tally),
    }),
  ),
  /** Topics answered in this period, weakest first. */
  topics: z.array(tally.extend({ id: z.string(), name: z.string(), subject: z.string() })),
  /** ENEM matrix skills answered in this period (area, competency, skill), weakest first. */
  skills: z.array(
    tally.extend({
      area: bankArea,
      areaName: z.string(),
      competency: z.string().nullable(),
      skill: z.string(),
    }),
  ),
});
export type PerformanceReport = z.infer<typeof performanceReportSchema>;

const estimate = z.object({ nota: z.number(), erroPadrao: z.number() });

export const analyticsReportSchema = z.object({
  /** The months shown ("2026-11"), oldest first: the current one and the 11 before. */
  months: z.array(z.string()),
  areas: z.array(
    z.object({
      area: bankArea,
      name: z.string(),
      /** One entry per month, aligned with `months`. */
      points: z.array(
        z.object({
          month: z.string(),
          /** The latest simulado handed in that month (its area score as computed then). */
          simulado: estimate.extend({ finishedAt: z.string() }).nullable(),
          /** From the latest 90 practice answers of the area given before the month ended (≥ 10). */
          pratica: estimate.extend({ answers: z.number(), rightCount: z.number() }).nullable(),
        }),
      ),
    }),
  ),
  prediction: z.object({
    score: z.number().nullable(),
    margin: z.number().nullable(),
    partialMean: z.number().nullable(),
    partialMargin: z.number().nullable(),
    parts: z.array(
      estimate.extend({
        part,
        name: z.string(),
        source: z.enum(["simulado", "pratica", "redacao"]),
        at: z.string(),
      }),
    ),
    missing: z.array(z.object({ part, name: z.string() })),
  }),
  /** Up to 5 skills with the lowest % right (≥ 3 answers in the 12 months), each with exercises to train it. */
  weakSkills: z.array(
    tally.extend({
      area: bankArea,
      areaName: z.string(),
      competency: z.string().nullable(),
      skill: z.string(),
      exercises: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          subject: z.string(),
          topic: z.string(),
          /** Questions of this skill in the exercise. */
          questions: z.number(),
        }),
      ),
    }),
  ),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
