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
  /** Study hours a day from the objectives; the study friend's plan starts from them. */
  studyHoursPerDay: number | null;
  /** Latest wrong answers in the tutor's subject (every subject for the study friend), newest first. */
  recentMistakes: RecentMistake[];
};

/** How many of the latest mistakes the tutor is told about. */
export const RECENT_MISTAKES = 5;

export async function loadStudentContext(
  db: Queryable,
  userId: string,
  subjectId: string | null,
  mistakes = RECENT_MISTAKES,
): Promise<StudentContext> {
  const [row, wrong] = await Promise.all([
    studentRow(db, userId),
    mistakes <= 0 ? [] : recentMistakes(db, userId, subjectId, mistakes),
  ]);
  return studentContextFrom(row ? { ...row.profile, email: row.email } : undefined, wrong);
}

/** The context from the student's row (e-mail and profile fields) and latest mistakes. */
export function studentContextFrom(
  profile:
    | {
        email: string;
        fullName?: string | null;
        dreamCourse?: string | null;
        university?: string | null;
        examYear?: number | null;
        preparationYears?: number | null;
        studyHoursPerDay?: number | null;
      }
    | undefined,
  wrong: RecentMistake[],
): StudentContext {
  return {
    fullName: displayName(profile?.fullName, profile?.email),
    firstName: firstName(profile?.fullName, profile?.email),
    dreamCourse: profile?.dreamCourse?.trim() || null,
    university: profile?.university?.trim() || null,
    examYear: profile?.examYear ?? null,
    preparationYears: profile?.preparationYears ?? null,
    studyHoursPerDay: profile?.studyHoursPerDay ?? null,
    recentMistakes: wrong,
  };
}
