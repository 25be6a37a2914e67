import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "#domain/dashboard/api";
import {
  chatMessages,
  exercises,
  favouriteSubjects,
  profiles,
  questions,
  subjects,
  topics,
} from "#server/db/schema/index";
import { createStudent } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const dashboard = async (cookie: string) =>
  (await t.app.inject({ url: "/api/dashboard", headers: { cookie } })).json() as Dashboard;

async function exerciseOf(subjectSlug: string) {
  const [row] = await t.database.db
    .select({ id: exercises.id })
    .from(exercises)
    .innerJoin(topics, eq(topics.id, exercises.topicId))
    .innerJoin(subjects, eq(subjects.id, topics.subjectId))
    .where(eq(subjects.slug, subjectSlug))
    .orderBy(asc(exercises.title))
    .limit(1);
  return row!.id;
}

async function take(cookie: string, exerciseId: string, wrong: number) {
  const qs = await t.database.db
    .select()
    .from(questions)
    .where(eq(questions.exerciseId, exerciseId))
    .orderBy(asc(questions.position));
  for (const [i, q] of qs.entries()) {
    const answer = i < wrong ? q.options.find((o) => o !== q.correctAnswer)! : q.correctAnswer;
    const res = await t.app.inject({
      method: "POST",
      url: `/api/exercises/${exerciseId}/answers`,
      headers: { cookie },
      payload: { questionId: q.id, answer },
    });
    expect(res.statusCode).toBe(200);
  }
  return qs.length;
}

describe("dashboard", () => {
  it("refuses a visitor", async () => {
    expect((await t.app.inject("/api/dashboard")).statusCode).toBe(401);
  });

  it("starts at zero for a new student, with the objectives dialog and the news", async () => {
    const student = await createStudent(t, { name: "Larissa Gomes" });
    const d = await dashboard(student.cookie);
    expect(d.firstName).toBe("Larissa");
    expect(d.planName).toBe("Gratuito");
    expect(d.stats).toEqual({
      knowledgePoints: 0,
      streakDays: 0,
      exercisesCompleted: 0,
      accuracyPercent: 0,
      answersGiven: 0,
      messagesSent: 0,
    });
    expect(d.usage.exercises).toEqual({ used: 0, limit: 3, remaining: 3 });
    expect(d.usage.chat).toEqual({ used: 0, limit: 10, remaining: 10 });
    expect(d.weekly).toEqual({ solved: 0, goal: 10, percent: 0, message: "Continue estudando" });
    expect(d.favouriteSubjects).toEqual([]);
    expect(d.attentionSubjects).toEqual([]);
    expect(d.showObjectivesDialog).toBe(true);
    expect(d.news.length).toBeGreaterThan(0);
    expect(d.nextExercises).toHaveLength(3);
  });

  it("moves every figure with the student's work", async () => {
    const student = await createStudent(t);
    const math = await exerciseOf("matematica");
    const history = await exerciseOf("historia");
    const mathCount = await take(student.cookie, math, 0);
    const historyCount = await take(student.cookie, history, 3);

    const d = await dashboard(student.cookie);
    expect(d.stats.knowledgePoints).toBe(10);
    expect(d.stats.streakDays).toBe(1);
    expect(d.stats.exercisesCompleted).toBe(2);
    expect(d.stats.answersGiven).toBe(mathCount + historyCount);
    expect(d.stats.accuracyPercent).toBe(
      Math.round(((mathCount + historyCount - 3) / (mathCount + historyCount)) * 100),
    );
    expect(d.usage.exercises).toMatchObject({ used: 2, remaining: 1 });
    expect(d.weekly).toMatchObject({ solved: 2, percent: 20 });
    expect(d.favouriteSubjects.map((s) => s.slug).sort()).toEqual(["historia", "matematica"]);
    expect(d.attentionSubjects).toEqual([expect.objectContaining({ slug: "historia", count: 3 })]);
    // The same figures under the spec's name, for reports and automations that read it.
    const rows = await t.database.db
      .select({ slug: subjects.slug, uso: favouriteSubjects.useCount, erro: favouriteSubjects.errorCount })
      .from(favouriteSubjects)
      .innerJoin(subjects, eq(subjects.id, favouriteSubjects.subjectId))
      .where(eq(favouriteSubjects.userId, student.id))
      .orderBy(asc(subjects.slug));
    expect(rows).toEqual([
      { slug: "historia", uso: historyCount, erro: 3 },
      { slug: "matematica", uso: mathCount, erro: 0 },
    ]);
    // A question to a tutor is use of its subject too; the study friend is no subject.
    await t.database.db.insert(chatMessages).values([
      { userId: student.id, subject: "quimica", message: "O que é pH?", sender: "user" },
      { userId: student.id, subject: "quimica", message: "Boa pergunta!", sender: "bot" },
      { userId: student.id, subject: "amiga-de-estudo", message: "Oi!", sender: "user" },
    ]);
    const favourites = (await dashboard(student.cookie)).favouriteSubjects;
    expect(favourites.map((s) => [s.slug, s.count])).toEqual(
      [
        ["historia", historyCount],
        ["matematica", mathCount],
      ]
        .sort((a, b) => Number(b[1]) - Number(a[1]))
        .concat([["quimica", 1]]),
    );
    // The failed exercise is blocked, the finished one is done: neither is recommended.
    expect(d.nextExercises.map((e) => e.id)).not.toContain(math);
    expect(d.nextExercises.map((e) => e.id)).not.toContain(history);
  });

  it("shows each student only their own figures, achievements and usage", async () => {
    const busy = await createStudent(t);
    const fresh = await createStudent(t);
    await take(busy.cookie, await exerciseOf("quimica"), 2);
    const get = async (url: string, cookie: string) =>
      (await t.app.inject({ url, headers: { cookie } })).json();

    const d = await dashboard(fresh.cookie);
    expect(d.stats).toMatchObject({ knowledgePoints: 0, exercisesCompleted: 0, answersGiven: 0 });
    expect(d.favouriteSubjects).toEqual([]);
    expect(d.attentionSubjects).toEqual([]);
    expect((await get("/api/me/entitlements", fresh.cookie)).exercisesToday).toMatchObject({ used: 0 });
    const achievements = await get("/api/achievements", fresh.cookie);
    expect(achievements.knowledgePoints).toBe(0);
    const earned = (list: { type: string; earned: boolean }[]) =>
      list.filter((a) => a.earned).map((a) => a.type);
    expect(earned(achievements.achievements)).toEqual(["first_login"]);

    // The busy student's own view did move.
    expect((await dashboard(busy.cookie)).stats.knowledgePoints).toBe(5);
    expect((await get("/api/me/entitlements", busy.cookie)).exercisesToday).toMatchObject({ used: 1 });
    expect(earned((await get("/api/achievements", busy.cookie)).achievements)).toContain("first_exercise");
  });

  it("stops opening the objectives dialog once goals are set or it was skipped", async () => {
    const student = await createStudent(t);
    await t.database.db
      .update(profiles)
      .set({ objectivesDialogSkippedAt: new Date() })
      .where(eq(profiles.userId, student.id));
    expect((await dashboard(student.cookie)).showObjectivesDialog).toBe(false);

    const other = await createStudent(t);
    await t.database.db
      .update(profiles)
      .set({ dreamCourse: "Medicina", university: "USP", preparationYears: 2 })
      .where(eq(profiles.userId, other.id));
    const d = await dashboard(other.cookie);
    expect(d.showObjectivesDialog).toBe(false);
    expect(d.objectives).toMatchObject({ dreamCourse: "Medicina", university: "USP", preparationYears: 2 });
  });
});
