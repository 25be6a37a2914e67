import { z } from "zod";

const limitUsage = z.object({
  used: z.number(),
  /** null when unlimited. */
  limit: z.number().nullable(),
  /** -1 when unlimited. */
  remaining: z.number(),
});
export type LimitUsage = z.infer<typeof limitUsage>;

export const entitlementsSchema = z.object({
  plan: z.object({ slug: z.string(), name: z.string() }),
  hasActiveSubscription: z.boolean(),
  subscriptionEndsAt: z.string().nullable(),
  modules: z.object({
    chat: z.boolean(),
    exercises: z.boolean(),
    redacao: z.boolean(),
    simulados: z.boolean(),
    relatorios: z.boolean(),
    analytics: z.boolean(),
    turbo: z.boolean(),
  }),
  chatMessagesToday: limitUsage,
  exercisesToday: limitUsage,
  subjectsToday: limitUsage.extend({ subjects: z.array(z.string()) }),
  historyDays: z.number().nullable(),
  essaysThisMonth: limitUsage,
  autoralEssaysThisMonth: limitUsage,
  correctionsThisMonth: limitUsage,
  /** "Passo a passo" unlocked today. */
  stepByStepToday: limitUsage,
  features: z.record(z.string(), z.boolean()),
});
export type EntitlementsDto = z.infer<typeof entitlementsSchema>;

export const planSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  monthlyPrice: z.number(),
  annualPrice: z.number(),
  features: z.array(z.string()),
  mostPopular: z.boolean(),
  maxChatMessages: z.number().nullable(),
  maxExercises: z.number().nullable(),
});
export type PlanDto = z.infer<typeof planSchema>;
export const planListSchema = z.object({ plans: z.array(planSchema) });
