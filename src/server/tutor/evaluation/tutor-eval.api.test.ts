import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendChat } from "#server/test-support/chat-client";
import { createStudent } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { loadEvalQuestions, rateAnswer } from "./rating.ts";

/**
 * The offline tutor on questions written the way students type (content/tutor-eval), each answer
 * rated by the rubric written beside them. The shares rated 2 or 3 are in the README; the floors
 * keep them from dropping unnoticed.
 */
const SETS = [
  { name: "questions", usefulFloor: 0.9 },
  { name: "holdout", usefulFloor: 0.8 },
  { name: "blind", usefulFloor: 0.77 },
  { name: "blind-2", usefulFloor: 0.87 },
  { name: "blind-3", usefulFloor: 0.9 },
  { name: "blind-4", usefulFloor: 0.97 },
] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe.each(SETS)("the $name set", ({ name, usefulFloor }) => {
  it(`rates at least ${usefulFloor * 100}% of the answers useful (2 or 3)`, {
    timeout: 120_000,
  }, async () => {
    const questions = loadEvalQuestions(name);
    expect(questions).toHaveLength(30);
    const ratings: { id: number; rating: number; why: string }[] = [];
    const answers: { id: number; tutor: string; message: string; answer: string }[] = [];
    for (const q of questions) {
      // One fresh student per question: the free plan limits messages and subjects per day.
      const student = await createStudent(t, { name: "Bia Souza" });
      const res = await sendChat(t, student.cookie, q.tutor, q.message);
      expect(res.status).toBe(200);
      const answer = res.done!.message.message;
      answers.push({ id: q.id, tutor: q.tutor, message: q.message, answer });
      ratings.push({ id: q.id, ...rateAnswer(q, answer) });
    }
    const useful = ratings.filter((r) => r.rating >= 2).length / ratings.length;
    const mean = ratings.reduce((n, r) => n + r.rating, 0) / ratings.length;
    console.log(
      `tutor eval (${name}): ${(useful * 100).toFixed(0)}% useful; mean ${mean.toFixed(2)}\n` +
        ratings.map((r) => `#${r.id} ${r.rating} ${r.why}`).join("\n"),
    );
    // TUTOR_EVAL_ANSWERS=prefix keeps the answers (prefix-<set>.json), to read them when a share changes.
    if (process.env.TUTOR_EVAL_ANSWERS)
      writeFileSync(`${process.env.TUTOR_EVAL_ANSWERS}-${name}.json`, JSON.stringify(answers, null, 2));
    expect(useful).toBeGreaterThanOrEqual(usefulFloor);
  });
});
