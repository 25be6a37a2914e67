import type { Dashboard, SubjectActivity } from "#domain/dashboard/api";
import type { ExerciseCard } from "#domain/practice/api";
import type { dashboardRows } from "./repository.ts";

type NewsRow = ReturnType<typeof dashboardRows>["news"][number];
type ProfileRow = ReturnType<typeof dashboardRows>["profile"];

/** A suggested exercise, with the reason the dashboard gives for it. */
export function nextExerciseDto(
  c: ExerciseCard,
  attention: SubjectActivity[],
): Dashboard["nextExercises"][number] {
  return {
    id: c.id,
    title: c.title,
    subjectName: c.subject.name,
    subjectColor: c.subject.color,
    difficulty: c.difficulty,
    estimatedMinutes: c.estimatedMinutes,
    reason:
      (c.attempt?.answered ?? 0) > 0
        ? "Você começou e não terminou"
        : attention.some((s) => s.slug === c.subject.slug)
          ? "Para reforçar uma matéria com erros"
          : "Para variar os estudos",
  };
}

export function newsDto(n: NewsRow): Dashboard["news"][number] {
  return { ...n, url: n.url ?? null, publishedAt: n.publishedAt.toISOString() };
}

/** The student's goals as the objectives dialog fills them in; unanswered ones are null. */
export function objectivesDto(profile: ProfileRow, weeklyGoal: number): Dashboard["objectives"] {
  return {
    dreamCourse: profile?.dreamCourse ?? null,
    university: profile?.university ?? null,
    preparationYears: profile?.preparationYears ?? null,
    examYear: profile?.examYear ?? null,
    studyHoursPerDay: profile?.studyHoursPerDay ?? null,
    weeklyGoal,
  };
}
