/**
 * The limit-reached panel's texts. A file of its own, without zod, so the screens that show the
 * panel (the chat among them) do not load the plans' schemas.
 */
export const LIMIT_MESSAGES = {
  title: "Limite Atingido",
  upgrade: "Fazer upgrade",
  chat: "Você atingiu o limite diário de mensagens. Faça upgrade para continuar.",
} as const;
