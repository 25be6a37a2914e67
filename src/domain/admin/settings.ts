import { z } from "zod";

/**
 * Configurações do Sistema (/admin/settings): the API contract and pt-BR texts of the Webhook,
 * API Keys and Stripe tabs, shared by the server and the page. Secrets go in, never out: the
 * server answers only whether one is saved and its last four characters.
 */

export const SETTINGS_MESSAGES = {
  loadFailed: "Erro ao carregar configurações",
  saveFailed: "Erro ao salvar configuração",
  saved: "Configuração salva",
  invalidUrl: "Informe um endereço que comece com http:// ou https://.",
  urlTooLong: "O endereço pode ter no máximo 2000 caracteres.",
  webhook: {
    globalSaved: "Webhook global salvo",
    globalRemoved: "Webhook global removido",
    required: "Selecione uma matéria e informe a URL do webhook",
    added: "Webhook adicionado",
    updated: "Webhook atualizado",
    removed: "Webhook removido",
    addFailed: "Erro ao adicionar webhook",
    updateFailed: "Erro ao atualizar webhook",
    removeFailed: "Erro ao remover webhook",
    loadFailed: "Não foi possível carregar os webhooks.",
    emptyList: "Nenhum webhook configurado por matéria",
    allConfigured: "Todas as matérias já possuem webhooks configurados",
    notFound: "Webhook não encontrado.",
    subjectNotFound: "Matéria não encontrada.",
    alreadyConfigured: "Esta matéria já possui um webhook configurado. Edite o existente ou remova-o antes.",
    urlRequired: "URL do webhook é obrigatória.",
  },
  ai: {
    saved: "API Key salva",
    keyRemoved: "Chave removida",
    modelRequired: "Informe o modelo junto com a URL base.",
    baseUrlRequired: "Informe a URL base junto com o modelo.",
    notConfigured: "Configure a URL base e o modelo antes de testar.",
    testOk: "O provedor respondeu corretamente.",
    testFailed: "O provedor não respondeu corretamente.",
  },
  stripe: {
    saved: "Configuração Stripe salva",
    saveFailed: "Erro ao salvar configuração do Stripe",
    prefix: (label: string, prefix: string) => `${label} deve começar com ${prefix}`,
  },
  keyTooLong: "A chave pode ter no máximo 500 caracteres.",
} as const;

const MAX_URL = 2000;
const MAX_KEY = 500;

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** An http(s) address; "" when `optional` (an empty value removes the setting). */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(MAX_URL, SETTINGS_MESSAGES.urlTooLong)
  .refine(isHttpUrl, SETTINGS_MESSAGES.invalidUrl);
const optionalHttpUrl = z
  .string()
  .trim()
  .max(MAX_URL, SETTINGS_MESSAGES.urlTooLong)
  .refine((v) => v === "" || isHttpUrl(v), SETTINGS_MESSAGES.invalidUrl);

/** A saved secret as the browser sees it. */
export const secretStateSchema = z.object({ saved: z.boolean(), last4: z.string().nullable() });
export type SecretState = z.infer<typeof secretStateSchema>;

/** The last four characters a page may show of a secret ("•••• 1a2b"). */
export function lastFour(secret: string): string {
  return secret.slice(-4);
}

// ── Global chat webhook ────────────────────────────────────────────────────
export const globalWebhookInputSchema = z.object({ url: optionalHttpUrl });
export type GlobalWebhookInput = z.infer<typeof globalWebhookInputSchema>;

// ── AI provider (OpenAI-compatible) ────────────────────────────────────────
export const aiSettingsInputSchema = z
  .object({
    baseUrl: optionalHttpUrl,
    model: z.string().trim().max(200, "O modelo pode ter no máximo 200 caracteres."),
    /** Blank keeps the saved key. */
    apiKey: z.string().trim().max(MAX_KEY, SETTINGS_MESSAGES.keyTooLong).optional(),
    /** Removes the saved key ('Remover chave'). */
    clearApiKey: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.baseUrl && !value.model)
      ctx.addIssue({ code: "custom", path: ["model"], message: SETTINGS_MESSAGES.ai.modelRequired });
    if (value.model && !value.baseUrl)
      ctx.addIssue({ code: "custom", path: ["baseUrl"], message: SETTINGS_MESSAGES.ai.baseUrlRequired });
  });
export type AiSettingsInput = z.infer<typeof aiSettingsInputSchema>;

export const aiTestResultSchema = z.object({
  ok: z.boolean(),
  /** The provider's HTTP status; null when no answer came (timeout, refused connection). */
  status: z.number().nullable(),
  ms: z.number(),
  model: z.string(),
  message: z.string(),
});
export type AiTestResult = z.infer<typeof aiTestResultSchema>;

// ── Stripe ─────────────────────────────────────────────────────────────────
export const STRIPE_ENVIRONMENTS = ["sandbox", "production"] as const;
export type StripeEnvironment = (typeof STRIPE_ENVIRONMENTS)[number];

/** The Stripe fields the page edits, with the prefix Stripe gives each and whether it is secret. */
export const STRIPE_FIELDS = {
  sandboxSecretKey: { label: "Chave secreta de teste", prefix: "sk_test_", secret: true },
  sandboxPublicKey: { label: "Chave pública de teste", prefix: "pk_test_", secret: false },
  sandboxWebhookSecret: { label: "Segredo do webhook de teste", prefix: "whsec_", secret: true },
  productionSecretKey: { label: "Chave secreta de produção", prefix: "sk_live_", secret: true },
  productionPublicKey: { label: "Chave pública de produção", prefix: "pk_live_", secret: false },
  productionWebhookSecret: { label: "Segredo do webhook de produção", prefix: "whsec_", secret: true },
} as const;
export type StripeField = keyof typeof STRIPE_FIELDS;
export const STRIPE_SECRET_FIELDS = [
  "sandboxSecretKey",
  "sandboxWebhookSecret",
  "productionSecretKey",
  "productionWebhookSecret",
] as const satisfies readonly StripeField[];
export type StripeSecretField = (typeof STRIPE_SECRET_FIELDS)[number];

/** A key field: blank, or the prefix Stripe gives that kind of key. */
const stripeKey = (field: StripeField) => {
  const { label, prefix } = STRIPE_FIELDS[field];
  return z
    .string()
    .trim()
    .max(MAX_KEY, SETTINGS_MESSAGES.keyTooLong)
    .refine((v) => v === "" || (v.startsWith(prefix) && v.length > prefix.length), {
      message: SETTINGS_MESSAGES.stripe.prefix(label, prefix),
    });
};

export const stripeSettingsInputSchema = z.object({
  environment: z.enum(STRIPE_ENVIRONMENTS, "Escolha o ambiente: sandbox ou produção."),
  /** Public keys are shown in full: blank removes one. */
  sandboxPublicKey: stripeKey("sandboxPublicKey"),
  productionPublicKey: stripeKey("productionPublicKey"),
  /** Secrets are never sent back: blank (or absent) keeps the saved one. */
  sandboxSecretKey: stripeKey("sandboxSecretKey").optional(),
  sandboxWebhookSecret: stripeKey("sandboxWebhookSecret").optional(),
  productionSecretKey: stripeKey("productionSecretKey").optional(),
  productionWebhookSecret: stripeKey("productionWebhookSecret").optional(),
  /** Saved secrets to remove. */
  clear: z.array(z.enum(STRIPE_SECRET_FIELDS)).max(STRIPE_SECRET_FIELDS.length).optional(),
});
export type StripeSettingsInput = z.infer<typeof stripeSettingsInputSchema>;

// ── What GET /api/admin/settings answers ───────────────────────────────────
export const adminSettingsSchema = z.object({
  globalWebhook: z.object({
    url: z.string().nullable(),
    /** CHAT_WEBHOOK_URL is set and wins over the saved URL. */
    envOverride: z.boolean(),
  }),
  ai: z.object({
    baseUrl: z.string().nullable(),
    model: z.string().nullable(),
    apiKey: secretStateSchema,
    /** AI_BASE_URL and AI_MODEL are set and win over the saved values. */
    envOverride: z.boolean(),
  }),
  stripe: z.object({
    environment: z.enum(STRIPE_ENVIRONMENTS),
    sandboxPublicKey: z.string().nullable(),
    productionPublicKey: z.string().nullable(),
    sandboxSecretKey: secretStateSchema,
    sandboxWebhookSecret: secretStateSchema,
    productionSecretKey: secretStateSchema,
    productionWebhookSecret: secretStateSchema,
    /** STRIPE_SECRET_KEY is set and wins over the saved keys. */
    envOverride: z.boolean(),
    /** The address to register at Stripe as the webhook endpoint. */
    webhookEndpoint: z.string(),
  }),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

// ── Per-subject tutor webhooks (materia_webhooks) ──────────────────────────
const subjectRef = z.object({ id: z.string(), name: z.string(), color: z.string() });

export const subjectWebhookSchema = z.object({
  id: z.string(),
  subject: subjectRef,
  url: z.string(),
  updatedAt: z.string(),
});
export type SubjectWebhook = z.infer<typeof subjectWebhookSchema>;

export const subjectWebhooksSchema = z.object({
  items: z.array(subjectWebhookSchema),
  /** Active subjects without an active webhook: the add form's choices. */
  available: z.array(subjectRef),
});
export type SubjectWebhooks = z.infer<typeof subjectWebhooksSchema>;

const requiredUrl = z
  .string(SETTINGS_MESSAGES.webhook.required)
  .trim()
  .min(1, SETTINGS_MESSAGES.webhook.required)
  .pipe(httpUrlSchema);

export const createSubjectWebhookSchema = z.object({
  subjectId: z
    .string(SETTINGS_MESSAGES.webhook.required)
    .trim()
    .min(1, SETTINGS_MESSAGES.webhook.required)
    .pipe(z.uuid(SETTINGS_MESSAGES.webhook.subjectNotFound)),
  url: requiredUrl,
});
export type CreateSubjectWebhookInput = z.infer<typeof createSubjectWebhookSchema>;

export const updateSubjectWebhookSchema = z.object({
  url: z
    .string(SETTINGS_MESSAGES.webhook.urlRequired)
    .trim()
    .min(1, SETTINGS_MESSAGES.webhook.urlRequired)
    .pipe(httpUrlSchema),
});

export const subjectWebhookParamsSchema = z.object({
  id: z.uuid(SETTINGS_MESSAGES.webhook.notFound),
});
