import type { AdminEssayTopic, EssayTopicValues } from "#domain/admin/essay-topics";
import type { EssayTopicInsert, EssayTopicRow } from "./repository.ts";

/** A topic as the back office shows it. */
export function adminEssayTopicDto(row: EssayTopicRow, essays: number): AdminEssayTopic {
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? "",
    instructions: row.officialInstructions ?? "",
    supportingTexts: row.supportingTexts.map((t) => ({
      label: t.rotulo ?? "",
      text: t.texto ?? "",
      source: t.fonte ?? "",
    })),
    keywords: row.keywords,
    examType: row.examType,
    difficulty: row.difficulty,
    year: row.year,
    application: row.application,
    source: row.source,
    category: row.category,
    active: row.active,
    essays,
    staffEditedAt: row.staffEditedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The columns a form sets. Supporting texts keep the stored shape the student pages and the
 * correctors read ({ rotulo, texto, fonte }); a blank label or source is stored as "".
 */
export function columnsOf(v: EssayTopicValues): EssayTopicInsert {
  return {
    title: v.title,
    description: v.description || null,
    officialInstructions: v.instructions || null,
    supportingTexts: v.supportingTexts.map((t) => ({ rotulo: t.label, texto: t.text, fonte: t.source })),
    keywords: v.keywords,
    examType: v.examType,
    difficulty: v.difficulty,
    year: v.year,
    application: v.application,
    source: v.source,
    category: v.category,
    active: v.active,
  };
}

/** What an audit entry keeps of a topic: every field staff can edit. */
export function auditView(row: EssayTopicRow): Record<string, unknown> {
  return {
    title: row.title,
    description: row.description,
    officialInstructions: row.officialInstructions,
    supportingTexts: row.supportingTexts,
    keywords: row.keywords,
    examType: row.examType,
    difficulty: row.difficulty,
    year: row.year,
    application: row.application,
    source: row.source,
    category: row.category,
    active: row.active,
  };
}

/** Only the fields that differ between two views, as { before, after }. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    b[key] = before[key];
    a[key] = after[key];
  }
  return { before: b, after: a };
}
