import {
  ANALYTICS_MONTHS,
  AREAS,
  analyticsMonths,
  EXERCISES_PER_SKILL,
  latestAreaPart,
  PART_NAMES,
  PRACTICE_WINDOW,
  type PracticeAnswer,
  type PredictionPart,
  practiceByMonth,
  practiceEstimate,
  predictEnemScore,
  weakestSkills,
} from "#domain/performance/analytics";
import type { AnalyticsReport, PerformanceReport, Tally } from "#domain/performance/api";
import {
  PERFORMANCE_MESSAGES as M,
  type Period,
  percentRight,
  periodWindow,
  skillNumber,
  trendPoints,
  weakestFirst,
} from "#domain/performance/rules";
import { ENEM_AREAS, type EnemArea, SUBJECT_AREA } from "#domain/practice/enem-matrix";
import { loadEntitlements } from "#server/core/entitlements/entitlements";
import { requireModule } from "#server/core/guards";
import type { Database } from "#server/db/client";
import {
  type ReportRow,
  readLatestEssayGrade,
  readPerformance,
  readPracticeAnswers,
  readSimuladoScores,
  readSkillTallies,
  readTrainingExercises,
} from "./repository.ts";

const tally = (answered: number, right: number): Tally => ({
  answered,
  right,
  percent: percentRight(right, answered),
});
const EMPTY = tally(0, 0);
const iso = (d: Date | string) => new Date(d).toISOString();

function compare(current: Tally, previous: Tally) {
  return { ...current, previous, trend: trendPoints(current.percent, previous.percent) };
}

/** Relatórios (Estudante, Nerd) and análises avançadas (Nerd): docs/desempenho.md. */
export function createPerformanceService(deps: { db: Database; timeZone: string }) {
  const { db, timeZone } = deps;

  async function report(userId: string, period: Period, now: Date): Promise<PerformanceReport> {
    requireModule(await loadEntitlements(db, userId, now, timeZone), "relatorios", M.reportsPlanRequired);
    const window = periodWindow(period, now, timeZone);
    const rows = await readPerformance(db, {
      userId,
      from: window.from,
      previousFrom: window.previousFrom,
      granularity: window.granularity,
      timeZone,
    });
    const of = (g: number, cur?: boolean) =>
      rows.filter((r) => r.g === g && (cur === undefined || r.cur === cur));

    const bucketIndex = new Map(window.buckets.map((b, i) => [b.key, i]));
    const series = new Map<string, Tally[]>();
    for (const r of of(3, true)) {
      const i = bucketIndex.get(r.bucket ?? "");
      if (i === undefined) continue;
      const list = series.get(r.subject_id!) ?? window.buckets.map(() => EMPTY);
      list[i] = tally(r.answered, r.right);
      series.set(r.subject_id!, list);
    }

    const subjects = new Map<string, { row: ReportRow; current: Tally; previous: Tally }>();
    for (const r of of(7)) {
      const entry = subjects.get(r.subject_id!) ?? { row: r, current: EMPTY, previous: EMPTY };
      entry[r.cur ? "current" : "previous"] = tally(r.answered, r.right);
      subjects.set(r.subject_id!, entry);
    }
    const sum = (key: "current" | "previous") =>
      [...subjects.values()].reduce(
        (t, s) => tally(t.answered + s[key].answered, t.right + s[key].right),
        EMPTY,
      );

    const skills = new Map<string, PerformanceReport["skills"][number]>();
    for (const r of of(6, true)) {
      const area = SUBJECT_AREA[r.subject_slug ?? ""];
      if (!area || !r.skill) continue;
      const key = `${area}|${r.skill}`;
      const prev = skills.get(key);
      const answered = (prev?.answered ?? 0) + r.answered;
      const right = (prev?.right ?? 0) + r.right;
      skills.set(key, {
        area,
        areaName: ENEM_AREAS[area].name,
        competency: prev?.competency ?? r.competency,
        skill: r.skill,
        ...tally(answered, right),
      });
    }

    return {
      period: {
        periodo: period,
        granularity: window.granularity,
        from: window.from.toISOString(),
        to: window.to.toISOString(),
        previousFrom: window.previousFrom.toISOString(),
      },
      buckets: window.buckets,
      overall: compare(sum("current"), sum("previous")),
      subjects: [...subjects.values()]
        .sort((a, b) => a.row.subject_name!.localeCompare(b.row.subject_name!, "pt-BR"))
        .map(({ row, current, previous }) => ({
          id: row.subject_id!,
          name: row.subject_name!,
          slug: row.subject_slug!,
          color: row.color!,
          area: SUBJECT_AREA[row.subject_slug!] ?? null,
          ...compare(current, previous),
          series: series.get(row.subject_id!) ?? window.buckets.map(() => EMPTY),
        })),
      topics: weakestFirst(
        of(5, true).map((r) => ({
          id: r.topic_id!,
          name: r.topic_name!,
          subject: r.subject_name!,
          label: r.topic_name!,
          ...tally(r.answered, r.right),
        })),
      ).map(({ label: _label, ...t }) => t),
      skills: weakestFirst(
        [...skills.values()]
          .sort(
            (a, b) =>
              AREAS.indexOf(a.area) - AREAS.indexOf(b.area) || skillNumber(a.skill) - skillNumber(b.skill),
          )
          .map((s) => ({ ...s, label: "" })),
      ).map(({ label: _label, ...s }) => s),
    };
  }

  async function analytics(userId: string, now: Date): Promise<AnalyticsReport> {
    requireModule(await loadEntitlements(db, userId, now, timeZone), "analytics", M.analyticsPlanRequired);
    const months = analyticsMonths(now, timeZone, ANALYTICS_MONTHS);
    const from = months[0]!.start;
    const [answerRows, simulados, essay, skillRows] = await Promise.all([
      readPracticeAnswers(db, { userId, from, window: PRACTICE_WINDOW }),
      readSimuladoScores(db, userId),
      readLatestEssayGrade(db, userId),
      readSkillTallies(db, userId, from),
    ]);

    const answersOf = new Map<EnemArea, PracticeAnswer[]>(AREAS.map((a) => [a, []]));
    for (const r of answerRows) {
      answersOf.get(r.area)?.push({
        questionId: r.questao_id,
        key: r.key,
        correct: r.correct,
        at: new Date(r.at),
        difficulty: r.difficulty,
        params: r.a !== null && r.b !== null && r.c !== null ? { a: r.a, b: r.b, c: r.c } : null,
      });
    }
    const monthOf = (d: Date) => months.findLast((m) => m.start.getTime() <= d.getTime())?.key;

    const parts: PredictionPart[] = [];
    const areas = AREAS.map((area) => {
      const answers = answersOf.get(area)!;
      const practice = practiceByMonth(area, answers, months);
      const simuladoByMonth = new Map<string, { nota: number; erroPadrao: number; finishedAt: string }>();
      let latestSimulado: { nota: number; erroPadrao: number; at: Date } | null = null;
      for (const s of simulados) {
        const score = s.scores.find((x) => x.area === area);
        if (!score) continue;
        const at = new Date(s.finished_at);
        latestSimulado = { nota: score.nota, erroPadrao: score.erroPadrao, at };
        const month = monthOf(at);
        if (month)
          simuladoByMonth.set(month, {
            nota: score.nota,
            erroPadrao: score.erroPadrao,
            finishedAt: at.toISOString(),
          });
      }
      const part = latestAreaPart(area, latestSimulado, practiceEstimate(area, answers));
      if (part) parts.push(part);
      return {
        area,
        name: ENEM_AREAS[area].name,
        points: months.map((m) => {
          const p = practice.get(m.key);
          return {
            month: m.key,
            simulado: simuladoByMonth.get(m.key) ?? null,
            pratica: p
              ? { nota: p.nota, erroPadrao: p.erroPadrao, answers: p.answers, rightCount: p.rightCount }
              : null,
          };
        }),
      };
    });
    if (essay)
      parts.push({
        part: "redacao",
        nota: essay.grade,
        erroPadrao: 0,
        source: "redacao",
        at: new Date(essay.corrected_at),
      });
    const prediction = predictEnemScore(parts);

    const weak = weakestSkills(skillRows);
    const exercises = await readTrainingExercises(db, userId, weak, EXERCISES_PER_SKILL);

    return {
      months: months.map((m) => m.key),
      areas,
      prediction: {
        ...prediction,
        parts: prediction.parts.map((p) => ({
          part: p.part,
          name: PART_NAMES[p.part],
          nota: p.nota,
          erroPadrao: p.erroPadrao,
          source: p.source,
          at: iso(p.at),
        })),
        missing: prediction.missing.map((part) => ({ part, name: PART_NAMES[part] })),
      },
      weakSkills: weak.map((s) => ({
        area: s.area,
        areaName: ENEM_AREAS[s.area].name,
        competency: s.competency,
        skill: s.skill,
        ...tally(s.answered, s.right),
        exercises: exercises
          .filter((e) => e.area === s.area && e.skill === s.skill)
          .map(({ id, title, subject, topic, questions }) => ({ id, title, subject, topic, questions })),
      })),
    };
  }

  return { report, analytics };
}
