import { z } from "zod";

export const achievementSchema = z.object({
  type: z.string(),
  name: z.string(),
  description: z.string(),
  /** lucide icon name shown on the card. */
  icon: z.string(),
  earned: z.boolean(),
  earnedAt: z.string().nullable(),
  /** Progress towards the rule, e.g. { current: 60, target: 100 }. */
  progress: z.object({ current: z.number(), target: z.number() }),
});
export type AchievementDto = z.infer<typeof achievementSchema>;

export const achievementsResponseSchema = z.object({
  knowledgePoints: z.number(),
  streakDays: z.number(),
  earnedCount: z.number(),
  totalCount: z.number(),
  achievements: z.array(achievementSchema),
});
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;
