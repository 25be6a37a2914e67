import { z } from "zod";

const limitUsage = z.object({ used: z.number(), limit: z.number().nullable(), remaining: z.number() });
const subjectActivity = z.object({
  name: z.string(),
  slug: z.string(),
  color: z.string(),
  icon: z.string(),
  emoji: z.string(),
  count: z.number(),
});
export type SubjectActivity = z.infer<typeof subjectActivity>;

export const dashboardSchema = z.object({
  firstName: z.string(),
  planName: z.string(),
  stats: z.object({
    knowledgePoints: z.number(),
    streakDays: z.number(),
    exercisesCompleted: z.number(),
    accuracyPercent: z.number(),
    answersGiven: z.number(),
    messagesSent: z.number(),
  }),
  usage: z.object({ chat: limitUsage, exercises: limitUsage }),
  weekly: z.object({ solved: z.number(), goal: z.number(), percent: z.number(), message: z.string() }),
  favouriteSubjects: z.array(subjectActivity),
  attentionSubjects: z.array(subjectActivity),
  nextExercises: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      subjectName: z.string(),
      subjectColor: z.string(),
      difficulty: z.string(),
      estimatedMinutes: z.number(),
      reason: z.string(),
    }),
  ),
  news: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      summary: z.string(),
      category: z.string(),
      url: z.string().nullable(),
      /** ISO timestamp; the strip shows its date. */
      publishedAt: z.string(),
    }),
  ),
  objectives: z.object({
    dreamCourse: z.string().nullable(),
    university: z.string().nullable(),
    preparationYears: z.number().nullable(),
    examYear: z.number().nullable(),
    studyHoursPerDay: z.number().nullable(),
    weeklyGoal: z.number(),
  }),
  showObjectivesDialog: z.boolean(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The objectives dialog comes back this many days after 'Pular' while goals are still missing. */
export const OBJECTIVES_SKIP_DAYS = 7;
