import { z } from "zod";
import { notificationSettingsSchema, storedProfileSchema } from "#domain/profile/schemas";

const isoDate = z.string().nullable();

/**
 * "Baixar meus dados" (LGPD art. 18): everything Rumo keeps about the caller, as an allow-list.
 * Password hashes, session tokens and other students' data are never selected, so they cannot leak.
 */
export const dataExportSchema = z.object({
  format: z.literal("rumo-meus-dados/1"),
  exportedAt: z.string(),
  account: z.object({
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
  }),
  profile: storedProfileSchema.extend({
    objectivesDialogSkippedAt: isoDate,
    updatedAt: isoDate,
  }),
  settings: notificationSettingsSchema,
  progress: z.object({
    weeklyGoal: z.number(),
    knowledgePoints: z.number(),
    streakDays: z.number(),
    lastActivityDay: z.string().nullable(),
  }),
  subscriptions: z.array(
    z.object({
      plan: z.string(),
      status: z.string(),
      billingType: z.string(),
      amount: z.number(),
      startsAt: z.string(),
      endsAt: isoDate,
      createdAt: z.string(),
    }),
  ),
  answers: z.array(
    z.object({
      exercise: z.string(),
      question: z.string(),
      answer: z.string(),
      correct: z.boolean(),
      secondsSpent: z.number(),
      answeredAt: z.string(),
      /** Set when a reset took the answer out of the current attempt (it still counts for that day). */
      discardedAt: isoDate,
    }),
  ),
  /** Every time an exercise was finished, with its score: the log behind points and weekly goals. */
  completedExercises: z.array(
    z.object({
      exercise: z.string(),
      correctCount: z.number(),
      questionCount: z.number(),
      scorePercent: z.number(),
      completedAt: z.string(),
    }),
  ),
  chatMessages: z.array(
    z.object({ subject: z.string(), sender: z.string(), message: z.string(), createdAt: z.string() }),
  ),
  essays: z.array(
    z.object({
      topic: z.string().nullable(),
      title: z.string().nullable(),
      content: z.string(),
      status: z.string(),
      finalScore: z.number().nullable(),
      feedback: z.record(z.string(), z.unknown()).nullable(),
      secondsSpent: z.number(),
      submittedAt: isoDate,
      correctedAt: isoDate,
      createdAt: z.string(),
    }),
  ),
  achievements: z.array(
    z.object({
      type: z.string(),
      name: z.string(),
      description: z.string(),
      earned: z.boolean(),
      earnedAt: isoDate,
    }),
  ),
  /** Where the account is signed in (device and address), without the tokens. */
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      expiresAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;
