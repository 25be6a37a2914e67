import { and, desc, eq } from "drizzle-orm";
import { displayName, firstName } from "#domain/profile/display-name";
import type { Queryable } from "#server/db/client";
import { exercises, profiles, questions, topics, userAnswers, users } from "#server/db/schema/index";

export type RecentMistake = { topic: string; question: string; answer: string; correctAnswer: string };

/** What a tutor knows about the student it talks to. */
export type StudentContext = {
  fullName: string;
  firstName: string;
  dreamCourse: string | null;
  university: string | null;
  examYear: number | null;
  preparationYears: number | null;
  /** Latest wrong answers in the tutor's subject (every subject for the study friend), newest first. */
  recentMistakes: RecentMistake[];
};

export async function loadStudentContext(
  db: Queryable,
  userId: string,
  subjectId: string | null,
  mistakes = 5,
): Promise<StudentContext> {
  const [row] = await db
    .select({ email: users.email, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  const wrong =
    mistakes <= 0
      ? []
      : await db
          .select({
            topic: topics.name,
            question: questions.prompt,
            answer: userAnswers.answer,
            correctAnswer: questions.correctAnswer,
          })
          .from(userAnswers)
          .innerJoin(questions, eq(questions.id, userAnswers.questionId))
          .innerJoin(exercises, eq(exercises.id, userAnswers.exerciseId))
          .innerJoin(topics, eq(topics.id, exercises.topicId))
          .where(
            and(
              eq(userAnswers.userId, userId),
              eq(userAnswers.correct, false),
              subjectId ? eq(topics.subjectId, subjectId) : undefined,
            ),
          )
          .orderBy(desc(userAnswers.createdAt))
          .limit(mistakes);
  const profile = row?.profile ?? null;
  return {
    fullName: displayName(profile?.fullName, row?.email),
    firstName: firstName(profile?.fullName, row?.email),
    dreamCourse: profile?.dreamCourse?.trim() || null,
    university: profile?.university?.trim() || null,
    examYear: profile?.examYear ?? null,
    preparationYears: profile?.preparationYears ?? null,
    recentMistakes: wrong,
  };
}
