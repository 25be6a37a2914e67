import type { AchievementsResponse } from "#domain/achievements/api";
import { evaluateAchievements } from "#server/core/achievements/evaluate";
import { streakToday } from "#server/core/activity/activity";
import type { Database } from "#server/db/client";
import { findProgress } from "./repository.ts";

export function createAchievementService(deps: { db: Database; timeZone: string }) {
  const { db, timeZone } = deps;
  return {
    /** Points, streak and every achievement, earned ones first; evaluating first awards any now due. */
    async overview(userId: string, now: Date): Promise<AchievementsResponse> {
      const { list } = await evaluateAchievements(db, userId, now, timeZone);
      const progress = await findProgress(db, userId);
      const ordered = [...list.filter((a) => a.earned), ...list.filter((a) => !a.earned)];
      return {
        knowledgePoints: progress?.knowledgePoints ?? 0,
        streakDays: streakToday(progress, now, timeZone),
        earnedCount: list.filter((a) => a.earned).length,
        totalCount: list.length,
        achievements: ordered,
      };
    },
  };
}

export type AchievementService = ReturnType<typeof createAchievementService>;
