import { displayName, firstName } from "#domain/profile/display-name";
import type { Queryable } from "#server/db/client";
import { recentMistakes, studentRow } from "./repository.ts";

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
  const row = await studentRow(db, userId);
  const wrong = mistakes <= 0 ? [] : await recentMistakes(db, userId, subjectId, mistakes);
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
