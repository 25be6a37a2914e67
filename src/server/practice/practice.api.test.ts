import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExerciseDetail, ExerciseList, SubmitAnswerResponse } from "#domain/practice/api";
import { exerciseCompletions, exercises, questions, userProgress } from "#server/db/schema/index";
import { createStudent, subscribe } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function allExercises() {
  return t.database.db.select().from(exercises).orderBy(asc(exercises.title));
}

async function keyOf(exerciseId: string) {
  return t.database.db
    .select()
    .from(questions)
    .where(eq(questions.exerciseId, exerciseId))
    .orderBy(asc(questions.position));
}

async function answer(cookie: string, exerciseId: string, questionId: string, value: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/exercises/${exerciseId}/answers`,
    headers: { cookie },
    payload: { questionId, answer: value, secondsSpent: 30 },
  });
}

/** Answers every question; `wrong` of them with a wrong option. */
async function takeExercise(cookie: string, exerciseId: string, wrong = 0): Promise<SubmitAnswerResponse> {
  const qs = await keyOf(exerciseId);
  let last: SubmitAnswerResponse | undefined;
  for (const [i, q] of qs.entries()) {
    const value = i < wrong ? q.options.find((o) => o !== q.correctAnswer)! : q.correctAnswer;
    const res = await answer(cookie, exerciseId, q.id, value);
    expect(res.statusCode, res.body).toBe(200);
    last = res.json();
  }
  return last!;
}

/** Answers the first question of each exercise (right), which starts it for the day. */
async function startEach(cookie: string, list: { id: string }[]) {
  for (const e of list) {
    const q = (await keyOf(e.id))[0]!;
    expect((await answer(cookie, e.id, q.id, q.correctAnswer)).statusCode).toBe(200);
  }
}

const list = async (cookie?: string) =>
  (
    await t.app.inject({ method: "GET", url: "/api/exercises", headers: cookie ? { cookie } : {} })
  ).json() as ExerciseList;

describe("exercise list", () => {
  it("is open to visitors, with no personal data", async () => {
    const data = await list();
    expect(data.signedIn).toBe(false);
    expect(data.exercises.length).toBeGreaterThanOrEqual(33);
    expect(data.exercises.every((e) => e.attempt === null)).toBe(true);
    expect(data.summary).toMatchObject({ completed: 0, averageScore: 0 });
    const first = data.exercises[0]!;
    expect(first.questionCount).toBeGreaterThanOrEqual(5);
    expect(["Fácil", "Médio", "Difícil"]).toContain(first.difficulty);
    expect(first.subject.name).toBeTruthy();
  });
});

describe("taking an exercise", () => {
  it("needs a session", async () => {
    const [exercise] = await allExercises();
    expect((await t.app.inject(`/api/exercises/${exercise!.id}`)).statusCode).toBe(401);
    const q = (await keyOf(exercise!.id))[0]!;
    const res = await t.app.inject({
      method: "POST",
      url: `/api/exercises/${exercise!.id}/answers`,
      payload: { questionId: q.id, answer: q.correctAnswer },
    });
    expect(res.statusCode).toBe(401);
  });

  it("hides the key until the end, then shows score, keys and explanations, and awards points once a day", async () => {
    const student = await createStudent(t);
    const [exercise] = await allExercises();
    const before = (
      await t.app.inject({ url: `/api/exercises/${exercise!.id}`, headers: { cookie: student.cookie } })
    ).json() as ExerciseDetail;
    expect(before.status).toBe("not_started");
    expect(before.result).toBeNull();
    const keys = await keyOf(exercise!.id);
    expect(JSON.stringify(before)).not.toContain(keys[0]!.explanation!);

    const final = await takeExercise(student.cookie, exercise!.id);
    expect(final.completed).toBe(true);
    expect(final.result).toMatchObject({ scorePercent: 100, passed: true, correctCount: keys.length });
    expect(final.result?.questions[0]?.explanation).toBe(keys[0]!.explanation);
    expect(final.pointsEarned).toBe(5);
    expect(final.newAchievements.map((a) => a.type)).toEqual(
      expect.arrayContaining(["first_exercise", "perfect_score"]),
    );

    const reopened = (
      await t.app.inject({ url: `/api/exercises/${exercise!.id}`, headers: { cookie: student.cookie } })
    ).json() as ExerciseDetail;
    expect(reopened.status).toBe("completed");
    expect(reopened.result?.scorePercent).toBe(100);

    // No answer changes a finished attempt.
    const late = await answer(student.cookie, exercise!.id, keys[0]!.id, keys[0]!.correctAnswer);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("ALREADY_COMPLETED");

    // Redoing the same exercise the same day gives no new points.
    await t.app.inject({
      method: "DELETE",
      url: `/api/exercises/${exercise!.id}/attempt`,
      headers: { cookie: student.cookie },
    });
    const again = await takeExercise(student.cookie, exercise!.id);
    expect(again.pointsEarned).toBe(0);
    const [progress] = await t.database.db
      .select()
      .from(userProgress)
      .where(eq(userProgress.userId, student.id));
    expect(progress).toMatchObject({ knowledgePoints: 5, streakDays: 1 });
  });

  it("tags each question with INEP's matrix and, only in the results, explains every option", async () => {
    const student = await createStudent(t);
    const [exercise] = await allExercises();
    const [first] = await keyOf(exercise!.id);
    const notes = first!.options.map((o) =>
      o === first!.correctAnswer ? `Correta: ${o} resolve o problema.` : `Engano comum que leva a ${o}.`,
    );
    await t.database.db
      .update(questions)
      .set({ optionNotes: null })
      .where(eq(questions.exerciseId, exercise!.id));
    await t.database.db
      .update(questions)
      .set({ competency: "C1", skill: "H3", optionNotes: notes, source: "Texto escrito para o Rumo." })
      .where(eq(questions.id, first!.id));
    const second = (await keyOf(exercise!.id))[1]!;
    // Notes left from other options (fewer than the question has) describe other words: not shown.
    await t.database.db
      .update(questions)
      .set({ optionNotes: ["Uma nota só, de uma versão antiga."] })
      .where(eq(questions.id, second.id));

    const before = (
      await t.app.inject({ url: `/api/exercises/${exercise!.id}`, headers: { cookie: student.cookie } })
    ).json() as ExerciseDetail;
    expect(before.questions[0]).toMatchObject({
      competency: "C1",
      skill: "H3",
      source: "Texto escrito para o Rumo.",
    });
    // The notes name the key: never before the attempt is over.
    expect(JSON.stringify(before)).not.toContain("Engano comum");

    const wrong = first!.options.find((o) => o !== first!.correctAnswer)!;
    expect((await answer(student.cookie, exercise!.id, first!.id, wrong)).statusCode).toBe(200);
    for (const q of (await keyOf(exercise!.id)).slice(1))
      expect((await answer(student.cookie, exercise!.id, q.id, q.correctAnswer)).statusCode).toBe(200);
    const detail = (
      await t.app.inject({ url: `/api/exercises/${exercise!.id}`, headers: { cookie: student.cookie } })
    ).json() as ExerciseDetail;
    const item = detail.result?.questions.find((q) => q.questionId === first!.id);
    expect(detail.status).toBe("completed");
    expect(item?.answer).toBe(wrong);
    expect(item?.optionNotes).toEqual(first!.options.map((option, i) => ({ option, note: notes[i] })));
    // A question without notes, or with notes that no longer match its options, shows none.
    for (const other of detail.result?.questions.filter((q) => q.questionId !== first!.id) ?? [])
      expect(other.optionNotes).toEqual([]);
  });

  it("refuses an option that is not in the question and a question of another exercise", async () => {
    const student = await createStudent(t);
    const [a, b] = await allExercises();
    const qa = (await keyOf(a!.id))[0]!;
    const qb = (await keyOf(b!.id))[0]!;
    const invalid = await answer(student.cookie, a!.id, qa.id, "uma alternativa inventada");
    expect(invalid.statusCode).toBe(400);
    const foreign = await answer(student.cookie, a!.id, qb.id, qb.correctAnswer);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Erro: Questão não encontrada");
  });

  it("blocks a failed exercise for 24 hours, and a reset keeps the block and the results", async () => {
    const student = await createStudent(t);
    const exercise = (await allExercises())[1]!;
    const outcome = await takeExercise(student.cookie, exercise.id, 3);
    expect(outcome.result?.passed).toBe(false);

    const card = (await list(student.cookie)).exercises.find((e) => e.id === exercise.id)!;
    expect(card.attempt?.completed).toBe(true);
    expect(card.attempt?.blockedHours).toBe(24);
    expect(card.attempt?.blockedUntil).toBeTruthy();

    // Bypassing the browser: another answer to the blocked exercise is refused with the spec's words.
    const [first] = await keyOf(exercise.id);
    const again = await answer(student.cookie, exercise.id, first!.id, first!.correctAnswer);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "EXERCISE_BLOCKED",
      message: "Você errou este exercício. Tente novamente em 24 horas.",
    });

    // Neither '↺' nor 'Refazer' lifts the block: the results stay to be reviewed.
    for (const url of [
      `/api/exercises/${exercise.id}/attempt`,
      `/api/exercises/${exercise.id}/attempt?redo=1`,
    ]) {
      const reset = await t.app.inject({ method: "DELETE", url, headers: { cookie: student.cookie } });
      expect(reset.statusCode).toBe(409);
      expect(reset.json()).toEqual({
        code: "EXERCISE_BLOCKED",
        message: "Você errou este exercício. Tente novamente em 24 horas.",
      });
    }
    const kept = (
      await t.app.inject({ url: `/api/exercises/${exercise.id}`, headers: { cookie: student.cookie } })
    ).json() as ExerciseDetail;
    expect(kept.status).toBe("completed");
    expect(kept.blockedHours).toBe(24);
    expect(kept.result?.questions.every((q) => q.explanation !== undefined)).toBe(true);
    const stillBlocked = (await list(student.cookie)).exercises.find((e) => e.id === exercise.id)!;
    expect(stillBlocked.attempt).toMatchObject({ completed: true, blockedHours: 24 });

    // Once the 24 hours are over, a reset frees it.
    await t.database.db.execute(
      sql`update user_answers set created_at = created_at - interval '25 hours' where user_id = ${student.id}`,
    );
    const reset = await t.app.inject({
      method: "DELETE",
      url: `/api/exercises/${exercise.id}/attempt`,
      headers: { cookie: student.cookie },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe("Agora você pode refazer o exercício");
    const after = (await list(student.cookie)).exercises.find((e) => e.id === exercise.id)!;
    expect(after.attempt).toMatchObject({ answered: 0, completed: false, blockedUntil: null });
  });

  it("gives no points or achievements for a retry completed inside the block window", async () => {
    const student = await createStudent(t);
    const exercise = (await allExercises())[4]!;
    expect((await takeExercise(student.cookie, exercise.id, 3)).result?.passed).toBe(false);
    // An attempt discarded while blocked (as a reset did before the block survived resets), a day later.
    await t.database.db.execute(
      sql`update user_answers set created_at = created_at - interval '20 hours',
            descartada_em = now() - interval '19 hours' where user_id = ${student.id}`,
    );
    await t.database.db
      .update(exerciseCompletions)
      .set({ completedAt: sql`concluido_em - interval '20 hours'` })
      .where(eq(exerciseCompletions.userId, student.id));
    const retry = await takeExercise(student.cookie, exercise.id);
    expect(retry.result).toMatchObject({ scorePercent: 100, passed: true });
    expect(retry.pointsEarned).toBe(0);
    expect(retry.newAchievements).toEqual([]);
    const achievements = (
      await t.app.inject({ url: "/api/achievements", headers: { cookie: student.cookie } })
    ).json();
    const perfect = achievements.achievements.find((a: { type: string }) => a.type === "perfect_score");
    expect(perfect.earned).toBe(false);
  });

  it("keeps each student's attempts to themselves", async () => {
    const ana = await createStudent(t);
    const bruno = await createStudent(t);
    const exercise = (await allExercises())[2]!;
    await takeExercise(ana.cookie, exercise.id);
    const seenByBruno = (
      await t.app.inject({ url: `/api/exercises/${exercise.id}`, headers: { cookie: bruno.cookie } })
    ).json() as ExerciseDetail;
    expect(seenByBruno.status).toBe("not_started");
    expect(seenByBruno.answers).toHaveLength(0);
    expect((await list(bruno.cookie)).summary.completed).toBe(0);
    expect((await list(ana.cookie)).summary.completed).toBe(1);

    // Bruno's reset of the same exercise leaves Ana's attempt alone.
    const reset = await t.app.inject({
      method: "DELETE",
      url: `/api/exercises/${exercise.id}/attempt`,
      headers: { cookie: bruno.cookie },
    });
    expect(reset.statusCode).toBe(200);
    const anas = (
      await t.app.inject({ url: `/api/exercises/${exercise.id}`, headers: { cookie: ana.cookie } })
    ).json() as ExerciseDetail;
    expect(anas.status).toBe("completed");
    expect(anas.result?.scorePercent).toBe(100);
  });
});

describe("daily exercise limit", () => {
  it("holds the free plan to 3 distinct exercises a day, even after a reset", async () => {
    const student = await createStudent(t);
    const [e1, e2, e3, e4] = await allExercises();
    await startEach(student.cookie, [e1!, e2!, e3!]);
    // Continuing an exercise already counted today is fine.
    const q1b = (await keyOf(e1!.id))[1]!;
    expect((await answer(student.cookie, e1!.id, q1b.id, q1b.correctAnswer)).statusCode).toBe(200);

    const q4 = (await keyOf(e4!.id))[0]!;
    const refused = await answer(student.cookie, e4!.id, q4.id, q4.correctAnswer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "DAILY_LIMIT_REACHED", details: { limit: 3, used: 3 } });

    await t.app.inject({
      method: "DELETE",
      url: `/api/exercises/${e2!.id}/attempt`,
      headers: { cookie: student.cookie },
    });
    expect((await answer(student.cookie, e4!.id, q4.id, q4.correctAnswer)).statusCode).toBe(403);

    const usage = (
      await t.app.inject({ url: "/api/me/entitlements", headers: { cookie: student.cookie } })
    ).json();
    expect(usage.plan.slug).toBe("gratuito");
    expect(usage.exercisesToday).toEqual({ used: 3, limit: 3, remaining: 0 });
  });

  it("refuses a new exercise at the start, before any question is shown", async () => {
    const student = await createStudent(t);
    const all = await allExercises();
    const [e1, e2, e3, e4] = all.slice(12, 16);
    await takeExercise(student.cookie, e1!.id);
    await startEach(student.cookie, [e2!, e3!]);

    const refused = await t.app.inject({
      url: `/api/exercises/${e4!.id}`,
      headers: { cookie: student.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: "DAILY_LIMIT_REACHED",
      message: "Você atingiu o limite diário de exercícios do seu plano. Faça upgrade para continuar.",
      details: { limit: 3, used: 3 },
    });
    // Exercises already counted today open: one in progress and one finished (its results).
    const inProgress = await t.app.inject({
      url: `/api/exercises/${e2!.id}`,
      headers: { cookie: student.cookie },
    });
    expect(inProgress.statusCode).toBe(200);
    expect((inProgress.json() as ExerciseDetail).status).toBe("in_progress");
    const finished = await t.app.inject({
      url: `/api/exercises/${e1!.id}`,
      headers: { cookie: student.cookie },
    });
    expect((finished.json() as ExerciseDetail).status).toBe("completed");

    // An exercise finished on an earlier day still shows its results, but one left in progress
    // then would count as new today, so it is refused at the start too.
    const other = await createStudent(t);
    await takeExercise(other.cookie, e1!.id);
    await startEach(other.cookie, [e2!]);
    await t.database.db.execute(
      sql`update user_answers set created_at = created_at - interval '1 day' where user_id = ${other.id}`,
    );
    await startEach(other.cookie, all.slice(16, 19));
    const oldResults = await t.app.inject({
      url: `/api/exercises/${e1!.id}`,
      headers: { cookie: other.cookie },
    });
    expect((oldResults.json() as ExerciseDetail).status).toBe("completed");
    const oldProgress = await t.app.inject({
      url: `/api/exercises/${e2!.id}`,
      headers: { cookie: other.cookie },
    });
    expect(oldProgress.statusCode).toBe(403);
    expect(oldProgress.json().code).toBe("DAILY_LIMIT_REACHED");
  });

  it("keeps a finished attempt when 'Refazer' could not start it again today", async () => {
    const student = await createStudent(t);
    const all = await allExercises();
    const done = all[5]!;
    await takeExercise(student.cookie, done.id);
    await startEach(student.cookie, all.slice(6, 8));
    // The limit is used up, but the finished exercise was started today: redoing it is allowed.
    const redoToday = await t.app.inject({
      method: "DELETE",
      url: `/api/exercises/${done.id}/attempt?redo=1`,
      headers: { cookie: student.cookie },
    });
    expect(redoToday.statusCode, redoToday.body).toBe(200);

    // The next day, with three other exercises answered, 'Refazer' is refused and nothing is lost.
    await takeExercise(student.cookie, done.id);
    await t.database.db.execute(
      sql`update user_answers set created_at = created_at - interval '1 day' where user_id = ${student.id}`,
    );
    await startEach(student.cookie, all.slice(8, 11));
    const refused = await t.app.inject({
      method: "DELETE",
      url: `/api/exercises/${done.id}/attempt?redo=1`,
      headers: { cookie: student.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("DAILY_LIMIT_REACHED");
    const kept = (
      await t.app.inject({ url: `/api/exercises/${done.id}`, headers: { cookie: student.cookie } })
    ).json() as ExerciseDetail;
    expect(kept.status).toBe("completed");
    expect(kept.result?.scorePercent).toBe(100);
  });

  it("follows the plan in force: a Nerd subscription lifts it, an expired one does not", async () => {
    const student = await createStudent(t);
    await subscribe(t, student.id, "nerd", { endsAt: new Date(Date.now() - 60_000) });
    let usage = (
      await t.app.inject({ url: "/api/me/entitlements", headers: { cookie: student.cookie } })
    ).json();
    expect(usage.plan.slug).toBe("gratuito");

    await subscribe(t, student.id, "nerd", { endsAt: new Date(Date.now() + 30 * 86_400_000) });
    usage = (await t.app.inject({ url: "/api/me/entitlements", headers: { cookie: student.cookie } })).json();
    expect(usage).toMatchObject({
      plan: { slug: "nerd" },
      hasActiveSubscription: true,
      exercisesToday: { limit: 40, remaining: 40 },
    });
    expect(usage.features.redacao_autoral).toBe(true);

    const some = (await allExercises()).slice(0, 5);
    await startEach(student.cookie, some);
  });
});

describe("achievements", () => {
  it("lists the catalogue with points, streak and what was earned", async () => {
    const student = await createStudent(t);
    await takeExercise(student.cookie, (await allExercises())[3]!.id);
    const res = await t.app.inject({ url: "/api/achievements", headers: { cookie: student.cookie } });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data).toMatchObject({ knowledgePoints: 5, streakDays: 1 });
    const earned = data.achievements
      .filter((a: { earned: boolean }) => a.earned)
      .map((a: { type: string }) => a.type);
    expect(earned).toEqual(expect.arrayContaining(["first_login", "first_exercise"]));
    const points = data.achievements.find((a: { type: string }) => a.type === "points_100");
    expect(points).toMatchObject({ earned: false, progress: { current: 5, target: 100 } });
    expect(data.totalCount).toBeGreaterThanOrEqual(11);
    expect((await t.app.inject("/api/achievements")).statusCode).toBe(401);
  });
});
