import { eq } from "drizzle-orm";
import { examYearOptions } from "#domain/profile/schemas";
import {
  chatMessages,
  exerciseCompletions,
  exercises,
  questions,
  rateLimits,
  subscriptionPlans,
  userAnswers,
  userEssays,
} from "#server/db/schema/index";
import { subscribe } from "./factories.ts";
import type { TestApp } from "./test-app.ts";

/** Helpers shared by the profile API tests. */
export type Method = "GET" | "PUT" | "POST" | "DELETE";

export function client(t: TestApp) {
  return {
    call: (method: Method, url: string, cookie?: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} }),
    login: (email: string, password: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } }),
    /** Every test signs students up from the same address; the per-IP sign-up limit is not under test. */
    forgetRateLimits: async () => {
      await t.database.db.delete(rateLimits);
    },
  };
}

export const personalInfo = {
  fullName: "Mariana Costa Ribeiro",
  phone: "(31) 99123-4567",
  birthDate: "2007-03-15",
  bio: "Quero passar em Medicina na UFMG.",
};

export const objectives = (overrides: Record<string, unknown> = {}) => ({
  dreamCourse: "Medicina",
  university: "UFMG",
  preparationYears: 2,
  studyHoursPerDay: 4,
  examYear: examYearOptions()[1],
  weeklyGoal: 20,
  ...overrides,
});

/** An answer, a conversation, an essay and a subscription for the student. */
export async function giveStudyHistory(t: TestApp, userId: string) {
  const db = t.database.db;
  const [question] = await db
    .select({ id: questions.id, exerciseId: questions.exerciseId, title: exercises.title })
    .from(questions)
    .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
    .limit(1);
  await db.insert(userAnswers).values({
    userId,
    exerciseId: question!.exerciseId,
    questionId: question!.id,
    answer: "A",
    correct: true,
  });
  await db.insert(exerciseCompletions).values({
    userId,
    exerciseId: question!.exerciseId,
    correctCount: 1,
    questionCount: 1,
    scorePercent: 100,
  });
  await db.insert(chatMessages).values([
    { userId, subject: "matematica", message: "Meu nome é segredo, me ajuda com PA?", sender: "user" },
    { userId, subject: "matematica", message: "Claro! Uma PA é...", sender: "bot" },
  ]);
  await db
    .insert(userEssays)
    .values({ userId, title: "Minha redação", content: "Texto pessoal da redação." });
  await subscribe(t, userId, "estudante");
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, "estudante"));
  return { exerciseTitle: question!.title, planName: plan!.name };
}
