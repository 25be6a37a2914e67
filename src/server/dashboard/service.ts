import { type Dashboard, OBJECTIVES_SKIP_DAYS, type SubjectActivity } from "#domain/dashboard/api";
import type { ExerciseCard } from "#domain/practice/api";
import { scorePercent, weeklyProgress } from "#domain/practice/rules";
import { firstName } from "#domain/profile/display-name";
import { startOfLocalDayAgo } from "#domain/shared/calendar";
import { streakToday } from "#server/core/activity/activity";
import { entitlementsFrom, usageParams } from "#server/core/entitlements/entitlements";
import { usageFromRow } from "#server/core/entitlements/repository";
import { loadExerciseCards } from "#server/core/exercise-cards/exercise-cards";
import type { SessionUser } from "#server/core/session";
import type { Database } from "#server/db/client";
import { newsDto, nextExerciseDto, objectivesDto } from "./dto.ts";
import { dashboardRows, readDashboard, type SubjectActivityRow } from "./repository.ts";

const DAY_MS = 86_400_000;

/** Top 3 subjects above zero by `count`, ties in alphabetical order. */
function topBy(rows: SubjectActivityRow[], count: "useCount" | "errorCount"): SubjectActivity[] {
  return rows
    .filter((r) => r[count] > 0)
    .sort((a, b) => b[count] - a[count] || a.name.localeCompare(b.name, "pt-BR"))
    .slice(0, 3)
    .map(({ useCount, errorCount, ...subject }) => ({
      ...subject,
      count: count === "useCount" ? useCount : errorCount,
    }));
}

/** Up to 3 exercises to do next: subjects needing attention first, one per subject, never blocked or done. */
function recommend(cards: ExerciseCard[], attention: SubjectActivity[], favourites: SubjectActivity[]) {
  const open = cards.filter((c) => !c.attempt?.completed && !c.attempt?.blockedUntil);
  const order = [...attention.map((s) => s.slug), ...favourites.map((s) => s.slug)];
  const rank = (c: ExerciseCard) => {
    const i = order.indexOf(c.subject.slug);
    return i === -1 ? order.length : i;
  };
  const picked: ExerciseCard[] = [];
  for (const card of [...open].sort(
    (a, b) => rank(a) - rank(b) || (b.attempt?.answered ?? 0) - (a.attempt?.answered ?? 0),
  )) {
    if (picked.length === 3) break;
    if (picked.some((p) => p.subject.slug === card.subject.slug)) continue;
    picked.push(card);
  }
  return picked.map((c) => nextExerciseDto(c, attention));
}

async function buildDashboard(
  db: Database,
  user: SessionUser,
  now: Date,
  timeZone: string,
): Promise<Dashboard> {
  // One round trip; lifetime figures come from the aggregates the triggers keep, so the cost is
  // the same for a student of one day and one of a year. Nothing here writes.
  const [row] = await readDashboard(db, {
    ...usageParams(user.id, now, timeZone),
    weekStart: startOfLocalDayAgo(now, 6, timeZone).toISOString(),
  });
  const { profile, progress, news } = dashboardRows(row!);
  const entitlements = entitlementsFrom(usageFromRow(row!), now);
  const { cards } = await loadExerciseCards(db, user.id, now, row!);
  const solvedThisWeek = row!.weekSolved;
  const rankings = {
    favourites: topBy(row!.subjects, "useCount"),
    attention: topBy(row!.subjects, "errorCount"),
  };
  const weeklyGoal = progress?.weeklyGoal ?? 10;
  const goalsMissing = !profile?.dreamCourse || !profile?.university || !profile?.preparationYears;
  const skippedRecently =
    profile?.objectivesDialogSkippedAt !== null &&
    profile?.objectivesDialogSkippedAt !== undefined &&
    now.getTime() - profile.objectivesDialogSkippedAt.getTime() < OBJECTIVES_SKIP_DAYS * DAY_MS;
  const { exerciseIds: _ids, ...exercisesToday } = entitlements.exercisesToday;
  return {
    firstName: firstName(profile?.fullName, user.email),
    planName: entitlements.plan.name,
    stats: {
      knowledgePoints: progress?.knowledgePoints ?? 0,
      streakDays: streakToday(progress, now, timeZone),
      exercisesCompleted: progress?.exercisesCompleted ?? 0,
      accuracyPercent: scorePercent(progress?.answersCorrect ?? 0, progress?.answersGiven ?? 0),
      answersGiven: progress?.answersGiven ?? 0,
      messagesSent: progress?.messagesSent ?? 0,
    },
    usage: { chat: entitlements.chatMessagesToday, exercises: exercisesToday },
    weekly: weeklyProgress(solvedThisWeek, weeklyGoal),
    favouriteSubjects: rankings.favourites,
    attentionSubjects: rankings.attention,
    nextExercises: recommend(cards, rankings.attention, rankings.favourites),
    news: news.map(newsDto),
    objectives: objectivesDto(profile, weeklyGoal),
    showObjectivesDialog: goalsMissing && !skippedRecently,
  };
}

export function createDashboardService(deps: { db: Database; timeZone: string }) {
  return {
    build: (user: SessionUser, now: Date) => buildDashboard(deps.db, user, now, deps.timeZone),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
