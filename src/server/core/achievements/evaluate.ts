import type { AchievementDto } from "#domain/achievements/api";
import { ACHIEVEMENTS, isEarned } from "#domain/achievements/catalogue";
import type { Queryable } from "#server/db/client";
import { loadAchievementFacts } from "./facts.ts";
import { findUserAchievements, upsertUserAchievements } from "./repository.ts";

export type NewAchievement = { type: string; name: string; description: string };

/**
 * Evaluates the whole catalogue after an event: stores every achievement (locked or earned), marks
 * the newly earned ones with their date, and never takes one back. Returns those just earned.
 */
export async function evaluateAchievements(
  db: Queryable,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<{ newlyEarned: NewAchievement[]; list: AchievementDto[] }> {
  const facts = await loadAchievementFacts(db, userId, now, timeZone);
  const stored = new Map((await findUserAchievements(db, userId)).map((r) => [r.type, r]));
  const newlyEarned: NewAchievement[] = [];
  const rows = ACHIEVEMENTS.map((a) => {
    const before = stored.get(a.type);
    const earnedNow = before?.earned || isEarned(a, facts);
    if (earnedNow && !before?.earned)
      newlyEarned.push({ type: a.type, name: a.name, description: a.description });
    return {
      userId,
      type: a.type,
      name: a.name,
      description: a.description,
      earned: earnedNow,
      earnedAt: before?.earnedAt ?? (earnedNow ? now : null),
      updatedAt: now,
    };
  });
  const changed = rows.filter((r) => {
    const before = stored.get(r.type);
    return (
      !before || before.earned !== r.earned || before.name !== r.name || before.description !== r.description
    );
  });
  if (changed.length > 0) await upsertUserAchievements(db, changed);

  const list: AchievementDto[] = ACHIEVEMENTS.map((a, i) => {
    const row = rows[i]!;
    const progress = a.progress(facts);
    return {
      type: a.type,
      name: a.name,
      description: a.description,
      icon: a.icon,
      earned: row.earned,
      earnedAt: row.earnedAt?.toISOString() ?? null,
      // An achievement once earned stays complete even if the fact behind it later drops (a broken streak).
      progress: row.earned ? { current: progress.target, target: progress.target } : progress,
    };
  });
  return { newlyEarned, list };
}
