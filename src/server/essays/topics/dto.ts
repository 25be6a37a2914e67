import type { EssayTopic } from "#domain/essays/api";
import type { essayTopics } from "#server/db/schema/index";

export type TopicRow = typeof essayTopics.$inferSelect;

export function topicDto(row: TopicRow): EssayTopic {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    instructions: row.officialInstructions,
    supportingTexts: row.supportingTexts.map((t) => ({ label: t.rotulo, text: t.texto, source: t.fonte })),
    keywords: row.keywords,
    examType: row.examType,
    difficulty: row.difficulty,
    year: row.year,
    application: row.application,
    source: row.source === "enem_historico" ? "enem_historico" : "autoral",
    category: row.category,
  };
}

/** The topic as the correctors receive it. */
export function topicForCorrection(row: TopicRow | null) {
  return {
    title: row?.title ?? "Tema livre",
    description: row?.description ?? null,
    keywords: row?.keywords ?? [],
    supportingTexts: row?.supportingTexts.map((t) => t.texto) ?? [],
  };
}
