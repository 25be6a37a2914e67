import { z } from "zod";

/**
 * The essay automations (redacao_webhooks.tipo), the API contract of /api/admin/essay-webhooks and
 * its pt-BR texts. The essays feature calls the webhook of each type (ARCHITECTURE decision 7).
 */
export const ESSAY_WEBHOOK_TYPES = ["gerar_tema", "gerar_tema_autoral", "corrigir_redacao"] as const;
export type EssayWebhookType = (typeof ESSAY_WEBHOOK_TYPES)[number];

export const ESSAY_WEBHOOK_TYPE_LABELS: Record<EssayWebhookType, string> = {
  gerar_tema: "Gerar Tema",
  gerar_tema_autoral: "Gerar Tema Autoral",
  corrigir_redacao: "Corrigir Redação",
};

/** When the essays feature calls each type, as staff need to know it. */
export const ESSAY_WEBHOOK_TYPE_HINTS: Record<EssayWebhookType, string> = {
  gerar_tema: "Chamado em 'Gerar Tema Autoral' com a categoria Aleatória.",
  gerar_tema_autoral:
    "Chamado em 'Gerar Tema Autoral' com uma categoria escolhida (e na Aleatória sem um Gerar Tema).",
  corrigir_redacao: "Chamado para corrigir cada redação finalizada.",
};

export function essayWebhookTypeLabel(type: string): string {
  return (ESSAY_WEBHOOK_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

export function isEssayWebhookType(type: string): type is EssayWebhookType {
  return (ESSAY_WEBHOOK_TYPES as readonly string[]).includes(type);
}

/** A test call waits this long for an answer. */
export const ESSAY_WEBHOOK_TEST_TIMEOUT_MS = 10_000;
export const ESSAY_WEBHOOK_URL_MAX = 2000;

export const ESSAY_WEBHOOK_MESSAGES = {
  title: "Webhooks de Redação",
  description: "Integrações com o n8n que geram temas e corrigem redações.",
  empty: "Nenhum webhook configurado. Crie um webhook para começar a usar a integração com n8n.",
  emptyHint:
    "Enquanto isso, o Rumo gera temas e corrige redações com o modelo configurado ou com o corretor próprio.",
  loadFailed: "Não foi possível carregar os webhooks.",
  urlRequired: "URL do webhook é obrigatória.",
  urlInvalid: "Informe um endereço que comece com http:// ou https://.",
  urlTooLong: `A URL do webhook pode ter no máximo ${ESSAY_WEBHOOK_URL_MAX} caracteres.`,
  typeInvalid: "Escolha o tipo do webhook: Gerar Tema, Gerar Tema Autoral ou Corrigir Redação.",
  notFound: "Webhook não encontrado.",
  confirmDelete: "Tem certeza que deseja excluir este webhook?",
  success: "Sucesso",
  error: "Erro",
  created: "Webhook criado com sucesso!",
  updated: "Webhook atualizado com sucesso!",
  deleted: "Webhook excluído com sucesso!",
  activated: "Webhook ativado com sucesso!",
  deactivated: "Webhook desativado com sucesso!",
  saveFailed: "Não foi possível salvar o webhook.",
  deleteFailed: "Não foi possível excluir o webhook.",
  toggleFailed: "Não foi possível alterar o status do webhook.",
  testOkTitle: "Teste bem-sucedido",
  testOkBody: "O webhook respondeu corretamente!",
  testFailedTitle: "Erro no teste",
  testFailedBody: "O webhook não respondeu corretamente.",
  testUnreachable: "não foi possível conectar ao endereço",
  inUse: "Em uso",
  inUseHint: "Há mais de um webhook ativo deste tipo: o Rumo usa só o mais recente.",
} as const;

/** Only web addresses: the server POSTs to it, so nothing like file: or javascript:. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const m = ESSAY_WEBHOOK_MESSAGES;

/** The form and the request body (POST and PUT): the URL is trimmed before it is checked and saved. */
export const essayWebhookInputSchema = z.object({
  type: z.enum(ESSAY_WEBHOOK_TYPES, { error: m.typeInvalid }),
  url: z
    .string({ error: m.urlRequired })
    .trim()
    .min(1, m.urlRequired)
    .max(ESSAY_WEBHOOK_URL_MAX, m.urlTooLong)
    .refine(isHttpUrl, m.urlInvalid),
  active: z.boolean({ error: "Informe se o webhook fica ativo." }).default(true),
});
export type EssayWebhookInput = z.input<typeof essayWebhookInputSchema>;

export const essayWebhookParamsSchema = z.object({ id: z.uuid({ error: m.notFound }) });
export const essayWebhookStatusSchema = z.object({
  active: z.boolean({ error: "Informe se o webhook fica ativo." }),
});

export const essayWebhookSchema = z.object({
  id: z.string(),
  /** One of ESSAY_WEBHOOK_TYPES, unless a row carried over from the old platform holds another. */
  type: z.string(),
  url: z.string(),
  active: z.boolean(),
  /** The one the essays feature calls for its type (the newest active one). */
  inUse: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EssayWebhook = z.infer<typeof essayWebhookSchema>;

export const essayWebhookListSchema = z.object({ items: z.array(essayWebhookSchema) });
export type EssayWebhookList = z.infer<typeof essayWebhookListSchema>;

export const essayWebhookSavedSchema = z.object({ webhook: essayWebhookSchema, message: z.string() });
export type EssayWebhookSaved = z.infer<typeof essayWebhookSavedSchema>;

export const essayWebhookTestResultSchema = z.object({
  ok: z.boolean(),
  /** The answer's HTTP status; null when none came. */
  status: z.number().nullable(),
  elapsedMs: z.number(),
  /** Why it failed, in pt-BR (absent on success). */
  error: z.string().optional(),
});
export type EssayWebhookTestResult = z.infer<typeof essayWebhookTestResultSchema>;
