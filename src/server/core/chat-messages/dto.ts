import type { ChatMessageDto } from "#domain/tutor/api";
import type { ProviderKind } from "#domain/tutor/rules";
import type { chatMessages } from "#server/db/schema/index";

/** A stored tutor message as the API shows it: the chat and the study history both answer with it. */
export function messageDto(row: typeof chatMessages.$inferSelect): ChatMessageDto {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    sender: row.sender === "user" ? "user" : "bot",
    provider: (row.provider as ProviderKind | null) ?? null,
    sources: row.sources ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}
