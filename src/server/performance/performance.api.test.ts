import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsReport, PerformanceReport } from "#domain/performance/api";
import { PERFORMANCE_MESSAGES as M } from "#domain/performance/rules";
import { exercises, questions, simulados, subjects, topics, userEssays } from "#server/db/schema/index";
import { createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Question = typeof questions.$inferSelect;

/** The current exercises of a subject (by slug), each with its questions in order. */
async function exercisesOf(slug: string) {
  const rows = await t.database.db
    .select({ exercise: exercises, topic: topics.name, question: questions })
    .from(questions)
    .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
    .innerJoin(topics, eq(topics.id, exercises.topicId))
    .innerJoin(subjects, eq(subjects.id, topics.subjectId))
    .where(and(eq(subjects.slug, slug), isNull(questions.archivedAt), isNull(exercises.archivedAt)))
    .orderBy(asc(exercises.title), asc(questions.position));
  const byId = new Map<string, { id: string; title: string; topic: string; questions: Question[] }>();
  for (const r of rows) {
    const entry = byId.get(r.exercise.id) ?? {
      id: r.exercise.id,
      title: r.exercise.title,
      topic: r.topic,
      questions: [],
    };
    entry.questions.push(r.question);
    byId.set(r.exercise.id, entry);
  }
  return [...byId.values()];
}

const wrongOption = (q: Question) => q.options.find((o) => o !== q.correctAnswer)!;

/** Answers through the practice API, as the exercise screen does. */
async function answer(student: Student, exerciseId: string, q: Question, right: boolean) {
  const res = await student.post(`/api/exercises/${exerciseId}/answers`, {
    questionId: q.id,
    answer: right ? q.correctAnswer : wrongOption(q),
    secondsSpent: 20,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Moves the student's answers to questions `ids` `days` days into the past. */
async function backdate(student: Student, ids: string[], days: number) {
  await t.database.db.execute(
    sql`update user_answers set created_at = created_at - make_interval(days => ${days})
      where user_id = ${student.id} and questao_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
}

const report = async (s: Student, periodo = "30d") => s.get(`/api/relatorios/desempenho?periodo=${periodo}`);

describe("/api/relatorios", () => {
  it("refuses the reports to Gratuito and the analyses to Estudante, with the plan's message", async () => {
    const free = await createStudent(t);
    for (const url of ["/api/relatorios/desempenho", "/api/relatorios/analises"]) {
      const res = await free.get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("MODULE_DISABLED");
    }
    expect((await free.get("/api/relatorios/desempenho")).json().message).toBe(M.reportsPlanRequired);
    expect((await free.get("/api/relatorios/analises")).json().message).toBe(M.analyticsPlanRequired);

    const estudante = await createStudent(t, { plan: "estudante" });
    expect((await report(estudante)).statusCode).toBe(200);
    const analyses = await estudante.get("/api/relatorios/analises");
    expect(analyses.statusCode).toBe(403);
    expect(analyses.json()).toMatchObject({ code: "MODULE_DISABLED", message: M.analyticsPlanRequired });

    expect((await report(estudante, "7d")).statusCode).toBe(400);
    expect((await t.app.inject("/api/relatorios/desempenho")).statusCode).toBe(401);
  });

  it("is empty, not zero, before any answer", async () => {
    const ana = await createStudent(t, { plan: "estudante" });
    const body: PerformanceReport = (await report(ana, "90d")).json();
    expect(body.overall).toMatchObject({ answered: 0, right: 0, percent: null, trend: null });
    expect(body.subjects).toEqual([]);
    expect(body.topics).toEqual([]);
    expect(body.skills).toEqual([]);
    expect(body.period.granularity).toBe("week");
    expect(body.buckets.length).toBeGreaterThanOrEqual(13);
    expect(body.buckets.length).toBeLessThanOrEqual(14);
  });

  it("counts what the student answered per subject, topic and skill, with the series and the trend", async () => {
    const bia = await createStudent(t, { plan: "estudante" });
    const [math] = await exercisesOf("matematica");
    const [bio] = await exercisesOf("biologia");
    const [q1, q2, q3, q4] = math!.questions;
    // Matemática: 3 right of 4.
    await answer(bia, math!.id, q1!, true);
    await answer(bia, math!.id, q2!, true);
    await answer(bia, math!.id, q3!, false);
    await answer(bia, math!.id, q4!, true);
    // Biologia: 1 right of 2, then the attempt is reset and 2 right: all 4 answers count.
    const [b1, b2] = bio!.questions;
    await answer(bia, bio!.id, b1!, true);
    await answer(bia, bio!.id, b2!, false);
    expect((await bia.delete(`/api/exercises/${bio!.id}/attempt`)).statusCode).toBeLessThan(300);
    await answer(bia, bio!.id, b1!, true);
    await answer(bia, bio!.id, b2!, true);

    const body: PerformanceReport = (await report(bia)).json();
    const matematica = body.subjects.find((s) => s.slug === "matematica")!;
    expect(matematica).toMatchObject({ answered: 4, right: 3, percent: 75, area: "matematica", trend: null });
    expect(matematica.previous).toEqual({ answered: 0, right: 0, percent: null });
    expect(body.subjects.find((s) => s.slug === "biologia")).toMatchObject({
      answered: 4,
      right: 3,
      percent: 75,
    });
    expect(body.overall).toMatchObject({ answered: 8, right: 6, percent: 75 });

    // The series: this week holds the 4 answers, the other weeks are empty.
    expect(matematica.series).toHaveLength(body.buckets.length);
    expect(matematica.series.at(-1)).toEqual({ answered: 4, right: 3, percent: 75 });
    expect(matematica.series.slice(0, -1).every((b) => b.answered === 0 && b.percent === null)).toBe(true);

    expect(body.topics.find((x) => x.name === math!.topic)).toMatchObject({
      subject: "Matemática",
      answered: 4,
      right: 3,
      percent: 75,
    });

    // Skills: the matrix tags of the questions answered, summed per area and skill.
    const expected = new Map<string, { answered: number; right: number }>();
    for (const [q, right] of [
      [q1, true],
      [q2, true],
      [q3, false],
      [q4, true],
    ] as const) {
      const e = expected.get(q!.skill!) ?? { answered: 0, right: 0 };
      expected.set(q!.skill!, { answered: e.answered + 1, right: e.right + (right ? 1 : 0) });
    }
    const mathSkills = body.skills.filter((s) => s.area === "matematica");
    expect(mathSkills).toHaveLength(expected.size);
    for (const s of mathSkills) {
      expect(s.areaName).toBe("Matemática e suas Tecnologias");
      expect({ answered: s.answered, right: s.right }).toEqual(expected.get(s.skill));
    }
    // Weakest first.
    const percents = body.skills.map((s) => s.percent!);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));

    // Two of the Matemática answers move to 40 days ago: the previous 30 days, and still in 90 days.
    await backdate(bia, [q1!.id, q3!.id], 40);
    const later: PerformanceReport = (await report(bia)).json();
    expect(later.subjects.find((s) => s.slug === "matematica")).toMatchObject({
      answered: 2,
      right: 2,
      percent: 100,
      previous: { answered: 2, right: 1, percent: 50 },
      trend: 50,
    });
    const quarter: PerformanceReport = (await report(bia, "90d")).json();
    expect(quarter.subjects.find((s) => s.slug === "matematica")).toMatchObject({ answered: 4, percent: 75 });
    const year: PerformanceReport = (await report(bia, "12m")).json();
    expect(year.period.granularity).toBe("month");
    expect(year.buckets).toHaveLength(12);
    expect(year.overall).toMatchObject({ answered: 8, right: 6 });

    // Another student sees none of it.
    const other = await createStudent(t, { plan: "nerd" });
    expect((await report(other)).json().subjects).toEqual([]);
  });

  it("estimates each area from practice, predicts the ENEM score and names the weakest skills", async () => {
    const caio = await createStudent(t, { plan: "nerd" });
    const empty: AnalyticsReport = (await caio.get("/api/relatorios/analises")).json();
    expect(empty.months).toHaveLength(12);
    expect(empty.prediction).toMatchObject({ score: null, partialMean: null, parts: [] });
    expect(empty.prediction.missing.map((m) => m.part)).toEqual([
      "linguagens",
      "humanas",
      "natureza",
      "matematica",
      "redacao",
    ]);
    expect(empty.weakSkills).toEqual([]);

    // A simulado of the three other areas handed in a week ago, and one of Matemática.
    const weekAgo = new Date(Date.now() - 7 * 86_400_000);
    const score = (area: string, nota: number, erroPadrao: number) => ({
      area,
      nota,
      erroPadrao,
      rightCount: 20,
      questionCount: 45,
      sameCountEasiest: null,
      sameCountHardest: null,
      swings: {},
    });
    await t.database.db.insert(simulados).values({
      userId: caio.id,
      kind: "dia1",
      mode: "treino",
      questionIds: [],
      startedAt: weekAgo,
      deadline: weekAgo,
      finishedAt: weekAgo,
      scores: [
        score("linguagens", 580, 20),
        score("humanas", 610, 24),
        score("natureza", 540, 30),
        score("matematica", 500, 40),
      ],
    });

    // 12 Matemática answers today (after the simulado): the practice estimate is the latest one.
    const maths = await exercisesOf("matematica");
    const given: Array<{ exercise: string; q: Question; right: boolean }> = [];
    for (const ex of maths) {
      for (const q of ex.questions) {
        if (given.length === 12) break;
        given.push({ exercise: ex.id, q, right: given.length % 3 !== 0 });
      }
      if (given.length === 12) break;
    }
    for (const g of given) await answer(caio, g.exercise, g.q, g.right);

    let body: AnalyticsReport = (await caio.get("/api/relatorios/analises")).json();
    const mat = body.areas.find((a) => a.area === "matematica")!;
    const thisMonth = mat.points.at(-1)!;
    expect(thisMonth.pratica).toMatchObject({ answers: 12, rightCount: 8 });
    expect(thisMonth.pratica!.nota).toBeGreaterThan(300);
    expect(thisMonth.pratica!.erroPadrao).toBeGreaterThan(0);
    const lc = body.areas.find((a) => a.area === "linguagens")!;
    const simuladoMonth = lc.points.find((p) => p.simulado)!;
    expect(simuladoMonth.simulado).toMatchObject({ nota: 580, erroPadrao: 20 });
    expect(lc.points.every((p) => p.pratica === null)).toBe(true);

    const partOf = (k: string) => body.prediction.parts.find((p) => p.part === k)!;
    expect(partOf("matematica")).toMatchObject({ source: "pratica", nota: thisMonth.pratica!.nota });
    expect(partOf("linguagens")).toMatchObject({ source: "simulado", nota: 580 });
    expect(body.prediction.missing).toEqual([{ part: "redacao", name: "Redação" }]);
    expect(body.prediction.score).toBeNull();
    const four = [580, 610, 540, thisMonth.pratica!.nota];
    expect(body.prediction.partialMean).toBeCloseTo(four.reduce((s, n) => s + n, 0) / 4, 1);

    // A corrected essay completes the five parts: ENEM's mean, and the areas' errors combined.
    await t.database.db.insert(userEssays).values({
      userId: caio.id,
      content: "…",
      status: "corrigida",
      finalScore: 800,
      submittedAt: new Date(),
      correctedAt: new Date(),
    });
    body = (await caio.get("/api/relatorios/analises")).json();
    const sd = thisMonth.pratica!.erroPadrao;
    expect(body.prediction.missing).toEqual([]);
    expect(body.prediction.parts.find((p) => p.part === "redacao")).toMatchObject({
      nota: 800,
      source: "redacao",
    });
    expect(body.prediction.score).toBeCloseTo((580 + 610 + 540 + thisMonth.pratica!.nota + 800) / 5, 1);
    expect(body.prediction.margin).toBeCloseTo(Math.sqrt(20 ** 2 + 24 ** 2 + 30 ** 2 + sd ** 2) / 5, 1);
    expect(body.prediction.partialMean).toBeNull();

    // Weakest skills: ≥ 3 answers, lowest % right first, with exercises the student has not finished.
    const tallies = new Map<string, { answered: number; right: number; competency: string | null }>();
    for (const g of given) {
      const e = tallies.get(g.q.skill!) ?? { answered: 0, right: 0, competency: g.q.competency };
      tallies.set(g.q.skill!, { ...e, answered: e.answered + 1, right: e.right + (g.right ? 1 : 0) });
    }
    const eligible = [...tallies.entries()].filter(([, v]) => v.answered >= 3);
    expect(body.weakSkills).toHaveLength(Math.min(5, eligible.length));
    const lowest = Math.min(...eligible.map(([, v]) => v.right / v.answered));
    const [weakest] = body.weakSkills;
    expect(weakest!.right / weakest!.answered).toBeCloseTo(lowest);
    expect(weakest).toMatchObject({
      area: "matematica",
      areaName: "Matemática e suas Tecnologias",
      competency: tallies.get(weakest!.skill)!.competency,
      answered: tallies.get(weakest!.skill)!.answered,
    });
    expect(weakest!.exercises.length).toBeGreaterThan(0);
    expect(weakest!.exercises.length).toBeLessThanOrEqual(3);
    const trainIds = weakest!.exercises.map((e) => e.id);
    const withSkill = await t.database.db
      .select({ exerciseId: questions.exerciseId })
      .from(questions)
      .where(and(inArray(questions.exerciseId, trainIds), eq(questions.skill, weakest!.skill)));
    expect(new Set(withSkill.map((r) => r.exerciseId)).size).toBe(trainIds.length);
  });

  it("leaves out an exercise the student finished from the exercises to train a skill", async () => {
    const davi = await createStudent(t, { plan: "nerd" });
    const [first] = await exercisesOf("matematica");
    // The whole first exercise, all wrong: its skills are weak, and it is finished.
    for (const q of first!.questions) await answer(davi, first!.id, q, false);
    const body: AnalyticsReport = (await davi.get("/api/relatorios/analises")).json();
    expect(body.weakSkills.length).toBeGreaterThan(0);
    for (const s of body.weakSkills) {
      expect(s.percent).toBe(0);
      expect(s.exercises.map((e) => e.id)).not.toContain(first!.id);
    }
  });
});
