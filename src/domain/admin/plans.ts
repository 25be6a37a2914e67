import { z } from "zod";

/**
 * The back office's plans (/api/admin/plans): the contract, the form's rules and the pt-BR texts.
 * Limits live on the plan row (docs/decisions/013-plan-limits-on-the-plan-row.md); 0 or null means
 * unlimited and shows as ∞.
 */

export const PLAN_MESSAGES = {
  confirmDelete: "Tem certeza que deseja excluir este plano?",
  created: "Plano criado",
  updated: "Plano atualizado",
  deleted: "Plano excluído",
  archived:
    "Plano arquivado: há assinaturas que apontam para ele. Ele sai das listas e da venda; quem o assina mantém o plano até o fim da assinatura.",
  activated: "Plano ativado",
  deactivated: "Plano desativado",
  limitsSaved: "Configuração salva",
  limitsFailed: "Erro ao salvar configuração",
  loadFailed: "Erro ao carregar planos",
  saveFailed: "Erro ao salvar plano",
  deleteFailed: "Erro ao excluir plano",
  statusFailed: "Erro ao alterar status do plano",
  notFound: "Plano não encontrado",
  nameRequired: "Informe o nome do plano.",
  nameTaken: "Já existe um plano com este nome.",
  featureRequired: "Informe ao menos um recurso do plano.",
  priceInvalid: "O preço deve ser um número maior ou igual a 0, com até 2 casas decimais.",
  limitInvalid: "O limite deve ser um número inteiro maior ou igual a 0 (0 = ilimitado).",
  freePlanPrice: "O plano Gratuito não pode ter preço: os valores ficam em R$ 0,00.",
  freePlanDelete: "O plano Gratuito não pode ser excluído nem arquivado: é o plano de quem não assina.",
  freePlanDeactivate: "O plano Gratuito não pode ser desativado: é o plano de quem não assina.",
  limitsEmpty: "Informe ao menos um limite para salvar.",
} as const;

export const MAX_PLAN_PRICE = 99_999.99;
export const MAX_PLAN_LIMIT = 1_000_000;
export const MAX_FEATURES = 20;

/** A plan's stable key: seeded ones (gratuito, curioso…) and those made from a new plan's name. */
export const planSlugSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, PLAN_MESSAGES.notFound);

/** "Plano Família Plus!" → "plano-familia-plus" (at most 40 characters; "plano" when nothing is left). */
export function slugFromName(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return slug || "plano";
}

/** `base`, else `base-2`, `base-3`… the first one not in `taken`, still within 40 characters. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, 40 - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** True when the price has at most two decimals (the form's step 0.01). */
function inCents(n: number): boolean {
  return Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
}

const price = z
  .number({ error: PLAN_MESSAGES.priceInvalid })
  .min(0, PLAN_MESSAGES.priceInvalid)
  .max(MAX_PLAN_PRICE, PLAN_MESSAGES.priceInvalid)
  .refine(inCents, PLAN_MESSAGES.priceInvalid);

const limit = z
  .number({ error: PLAN_MESSAGES.limitInvalid })
  .int(PLAN_MESSAGES.limitInvalid)
  .min(0, PLAN_MESSAGES.limitInvalid)
  .max(MAX_PLAN_LIMIT, PLAN_MESSAGES.limitInvalid);

export const modulesSchema = z.object({
  chat: z.boolean(),
  exercises: z.boolean(),
  redacao: z.boolean(),
  simulados: z.boolean().default(false),
  relatorios: z.boolean().default(false),
  analytics: z.boolean().default(false),
  turbo: z.boolean().default(false),
});
export type PlanModules = z.infer<typeof modulesSchema>;

export const planLimitsShape = {
  maxChatMessages: limit,
  maxExercises: limit,
  maxEssaysVestibular: limit,
  maxEssaysAutoral: limit,
  maxEssayCorrections: limit,
  maxSubjectsPerDay: limit,
  historyDays: limit,
  maxStepByStep: limit,
};
export type PlanLimitKey = keyof typeof planLimitsShape;
export const PLAN_LIMIT_LABELS: Record<PlanLimitKey, string> = {
  maxChatMessages: "Mensagens de chat por dia",
  maxExercises: "Exercícios por dia",
  maxEssaysVestibular: "Redações ENEM por mês",
  maxEssaysAutoral: "Redações autorais por mês",
  maxEssayCorrections: "Correções por mês",
  maxSubjectsPerDay: "Matérias por dia no tutor",
  historyDays: "Dias de histórico do chat",
  maxStepByStep: "Passo a passo por dia",
};

/** The create/edit form: empty feature lines are dropped and at least one must remain. */
export const planInputSchema = z.object({
  name: z.string().trim().min(1, PLAN_MESSAGES.nameRequired).max(60),
  description: z.string().trim().max(300),
  monthlyPrice: price,
  annualPrice: price,
  features: z
    .array(z.string().trim().max(160))
    .max(MAX_FEATURES)
    .transform((lines) => lines.filter((l) => l.length > 0))
    .refine((lines) => lines.length > 0, PLAN_MESSAGES.featureRequired),
  modules: modulesSchema,
  ...planLimitsShape,
  mostPopular: z.boolean(),
  active: z.boolean(),
});
export type PlanInput = z.input<typeof planInputSchema>;
export type PlanValues = z.output<typeof planInputSchema>;

/** Configurações › Planos: the daily limits, one field at a time. */
export const planLimitsInputSchema = z
  .object({ maxChatMessages: limit.optional(), maxExercises: limit.optional() })
  .refine((v) => v.maxChatMessages !== undefined || v.maxExercises !== undefined, PLAN_MESSAGES.limitsEmpty);
export type PlanLimitsInput = z.infer<typeof planLimitsInputSchema>;

export const planActiveInputSchema = z.object({ active: z.boolean() });
export const planIdParamsSchema = z.object({ id: z.uuid(PLAN_MESSAGES.notFound) });

export const adminPlanSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  monthlyPrice: z.number(),
  annualPrice: z.number(),
  features: z.array(z.string()),
  modules: modulesSchema,
  maxChatMessages: z.number().nullable(),
  maxExercises: z.number().nullable(),
  maxEssaysVestibular: z.number().nullable(),
  maxEssaysAutoral: z.number().nullable(),
  maxEssayCorrections: z.number().nullable(),
  maxSubjectsPerDay: z.number().nullable(),
  historyDays: z.number().nullable(),
  maxStepByStep: z.number().nullable(),
  mostPopular: z.boolean(),
  active: z.boolean(),
  /** The Gratuito plan: never deleted, archived or deactivated, always free. */
  free: z.boolean(),
  /** Subscription rows (any status) that point at the plan: deleting it then archives it. */
  subscriptions: z.number(),
  updatedAt: z.string(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlansSchema = z.object({ items: z.array(adminPlanSchema) });
export type AdminPlans = z.infer<typeof adminPlansSchema>;

/** The plans staff may filter by and grant (every plan not archived). */
export const planOptionSchema = z.object({ slug: z.string(), name: z.string(), active: z.boolean() });
export type PlanOption = z.infer<typeof planOptionSchema>;
export const planOptionsSchema = z.object({ items: z.array(planOptionSchema) });

export const planSavedSchema = z.object({ plan: adminPlanSchema, message: z.string() });
export const planRemovedSchema = z.object({
  outcome: z.enum(["deleted", "archived"]),
  message: z.string(),
});
export type PlanRemoved = z.infer<typeof planRemovedSchema>;

/** A limit as the table shows it: ∞ for 0 or none. */
export function limitLabel(value: number | null): string {
  return value == null || value <= 0 ? "∞" : value.toLocaleString("pt-BR");
}

/** Figures of the summary cards, computed from the rows shown. */
export function planSummary(plans: readonly Pick<AdminPlan, "active" | "modules">[]) {
  return {
    total: plans.length,
    active: plans.filter((p) => p.active).length,
    withChat: plans.filter((p) => p.modules.chat).length,
    withEssay: plans.filter((p) => p.modules.redacao).length,
  };
}
