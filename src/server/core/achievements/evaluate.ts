import { eq, sql } from "drizzle-orm";
import type { AchievementDto } from "#domain/achievements/api";
import { ACHIEVEMENTS, isEarned } from "#domain/achievements/catalogue";
import type { Queryable } from "#server/db/client";
import { userAchievements } from "#server/db/schema/index";
import { loadAchievementFacts } from "./facts.ts";

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
  const stored = new Map(
    (await db.select().from(userAchievements).where(eq(userAchievements.userId, userId))).map((r) => [
      r.type,
      r,
    ]),
  );
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
  if (changed.length > 0)
    await db
      .insert(userAchievements)
      .values(changed)
      .onConflictDoUpdate({
        target: [userAchievements.userId, userAchievements.type],
        set: {
          name: sql`excluded.achievement_name`,
          description: sql`excluded.achievement_description`,
          earned: sql`excluded.earned`,
          earnedAt: sql`excluded.earned_at`,
          updatedAt: sql`excluded.updated_at`,
        },
      });

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
