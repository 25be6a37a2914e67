import { describe, expect, it } from "vitest";
import { answerIsCorrect, attemptQuestions, gradeAttempt } from "./attempt.ts";

const q = (
  id: string,
  position: number,
  extra: Partial<{ firstVersionId: string; archived: boolean; type: string }> = {},
) => ({
  id,
  position,
  type: extra.type ?? "multipla_escolha",
  firstVersionId: extra.firstVersionId ?? null,
  archivedAt: extra.archived ? new Date() : null,
});

describe("the questions of an attempt", () => {
  const original = [q("a", 1), q("b", 2, { archived: true }), q("b2", 2, { firstVersionId: "b" }), q("c", 3)];

  it("is the current set for a new attempt", () => {
    expect(attemptQuestions(original, []).map((x) => x.id)).toEqual(["a", "b2", "c"]);
  });

  it("keeps the version a student answered, and a removed question they answered", () => {
    expect(attemptQuestions(original, [{ questionId: "b" }]).map((x) => x.id)).toEqual(["a", "b", "c"]);
    const removed = [q("a", 1), q("b", 2, { archived: true }), q("c", 2)];
    expect(attemptQuestions(removed, [{ questionId: "b" }]).map((x) => x.id)).toEqual(["a", "b", "c"]);
    expect(attemptQuestions(removed, [{ questionId: "a" }]).map((x) => x.id)).toEqual(["a", "c"]);
  });

  it("follows a question edited twice back to the version answered", () => {
    const twice = [
      q("a", 1, { archived: true }),
      q("a2", 1, { firstVersionId: "a", archived: true }),
      q("a3", 1, { firstVersionId: "a" }),
    ];
    expect(attemptQuestions(twice, [{ questionId: "a2" }]).map((x) => x.id)).toEqual(["a2"]);
  });
});

describe("grading", () => {
  it("leaves open answers out of the score", () => {
    const questions = [q("a", 1), q("b", 2), q("c", 3, { type: "dissertativa" })];
    const answers = new Map([
      ["a", { correct: true }],
      ["b", { correct: false }],
      ["c", { correct: false }],
    ]);
    expect(gradeAttempt(questions, answers)).toEqual({
      scorePercent: 50,
      correctCount: 1,
      gradedCount: 2,
      passed: false,
    });
    expect(gradeAttempt([q("c", 1, { type: "dissertativa" })], answers)).toMatchObject({
      scorePercent: 100,
      passed: true,
      gradedCount: 0,
    });
    expect(answerIsCorrect("dissertativa", "x", "x")).toBe(false);
    expect(answerIsCorrect("verdadeiro_falso", " verdadeiro ", "Verdadeiro")).toBe(true);
  });
});
