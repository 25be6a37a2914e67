import { join } from "node:path";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import {
  type EnemTopicContent,
  enemTopicContentSchema,
  type OriginalTopicContent,
  originalTopicContentSchema,
} from "#domain/essays/topic-content";
import type { Database } from "#server/db/client";
import { adminAuditLog, essayTopics } from "#server/db/schema/index";
import { CONTENT_DIR } from "#server/paths";
import { readContentFile } from "./content-files.ts";
import { stableUuid } from "./stable-id.ts";

export const ESSAY_TOPICS_DIR = join(CONTENT_DIR, "essay-topics");

export type EssayTopicContent = { enem: EnemTopicContent[]; autorais: OriginalTopicContent[] };

function readList<T>(file: string, schema: z.ZodType<T>): T[] {
  return readContentFile(join(ESSAY_TOPICS_DIR, file), z.array(schema));
}

/** Reads and validates the official ENEM topics and Rumo's original topics. */
export function loadEssayTopicContent(): EssayTopicContent {
  return {
    enem: readList("enem.json", enemTopicContentSchema),
    autorais: readList("autorais.json", originalTopicContentSchema),
  };
}

/** Ids derived from year + application (ENEM) or from the title (original), stable across runs. */
export const enemTopicId = (t: { ano: number; aplicacao: string }) =>
  stableUuid(`essay-topic:enem/${t.ano}/${t.aplicacao}`);
export const originalTopicId = (t: { titulo: string }) => stableUuid(`essay-topic:autoral/${t.titulo}`);

/** Topics staff deleted in the back office (their deletion is in the audit log): never seeded again. */
async function topicsDeletedByStaff(db: Database): Promise<Set<string>> {
  const rows = await db
    .select({ id: adminAuditLog.targetId })
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, "essay_topic.delete"), eq(adminAuditLog.targetType, "essay_topic")));
  return new Set(rows.map((r) => r.id));
}

/**
 * Upserts the curated topics (fonte enem_historico and autoral). A curated topic removed from the
 * files is not deleted (essays point at it); an admin deactivates it instead. What staff changed
 * stays theirs: a topic edited in the back office (editado_pela_equipe_em) is left as it is, and
 * one they deleted is not created again.
 */
export async function seedEssayTopics(db: Database, content: EssayTopicContent): Promise<void> {
  const deleted = await topicsDeletedByStaff(db);
  const rows = [
    ...content.enem.map((t) => ({
      id: enemTopicId(t),
      source: "enem_historico",
      year: t.ano,
      application: t.aplicacao,
      ...common(t),
    })),
    ...content.autorais.map((t) => ({
      id: originalTopicId(t),
      source: "autoral",
      year: null,
      application: null,
      ...common(t),
    })),
  ].filter((row) => !deleted.has(row.id));
  if (rows.length === 0) return;
  await db
    .insert(essayTopics)
    .values(rows)
    .onConflictDoUpdate({
      target: essayTopics.id,
      set: {
        title: sql`excluded.titulo`,
        description: sql`excluded.descricao`,
        officialInstructions: sql`excluded.instrucoes_oficiais`,
        supportingTexts: sql`excluded.textos_auxiliares`,
        keywords: sql`excluded.palavras_chave`,
        difficulty: sql`excluded.dificuldade`,
        category: sql`excluded.categoria_tematica`,
        year: sql`excluded.ano`,
        application: sql`excluded.aplicacao`,
      },
      setWhere: isNull(essayTopics.staffEditedAt),
    });
}

function common(t: OriginalTopicContent) {
  return {
    title: t.titulo,
    description: t.descricao,
    officialInstructions: t.instrucoes_oficiais,
    supportingTexts: t.textos_auxiliares,
    keywords: t.palavras_chave,
    examType: "enem",
    difficulty: t.dificuldade,
    category: t.categoria_tematica,
  };
}
