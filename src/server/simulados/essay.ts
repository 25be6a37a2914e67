import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { SimuladoEssay } from "#domain/simulados/api";
import { hasEssay, SIMULADO_MESSAGES as M, type SimuladoKind } from "#domain/simulados/rules";
import { queueEssayCorrection } from "#server/core/essay-correction";
import type { Queryable } from "#server/db/client";
import { essayTopics, simulados, userEssays } from "#server/db/schema/index";
import type { SimuladoRow } from "./repository.ts";

/**
 * The essay of a day-1 simulado (docs/simulados.md#the-essay): an ENEM topic drawn at the start, the
 * text saved on the simulado while the clock runs, and, at the hand-in, an essay in Minhas Redações
 * queued for correction like any other.
 */

/** An official ENEM topic, ones the student has not written nor met in a simulado first. */
export async function drawEssayTopic(tx: Queryable, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: essayTopics.id })
    .from(essayTopics)
    .where(
      and(
        eq(essayTopics.active, true),
        eq(essayTopics.source, "enem_historico"),
        isNull(essayTopics.generatedForUserId),
      ),
    )
    .orderBy(
      sql`(exists (select 1 from ${userEssays} r where r.user_id = ${userId} and r.tema_id = ${essayTopics.id})
        or exists (select 1 from ${simulados} s where s.user_id = ${userId} and s.tema_redacao_id = ${essayTopics.id}))`,
      sql`random()`,
    )
    .limit(1);
  return row?.id ?? null;
}

export async function saveEssayText(tx: Queryable, id: string, content: string, now: Date): Promise<void> {
  await tx
    .update(simulados)
    .set({ essayText: content, essaySavedAt: now })
    .where(and(eq(simulados.id, id), isNull(simulados.finishedAt)));
}

async function topicOf(db: Queryable, topicId: string | null) {
  if (!topicId) return null;
  const [row] = await db
    .select({
      id: essayTopics.id,
      title: essayTopics.title,
      year: essayTopics.year,
      instructions: essayTopics.officialInstructions,
      supportingTexts: essayTopics.supportingTexts,
    })
    .from(essayTopics)
    .where(eq(essayTopics.id, topicId));
  if (!row) return null;
  return {
    ...row,
    supportingTexts: row.supportingTexts.map((t) => ({ label: t.rotulo, text: t.texto, source: t.fonte })),
  };
}

const essayOf = (db: Queryable, simuladoId: string) =>
  db
    .select({
      id: userEssays.id,
      status: userEssays.status,
      finalScore: userEssays.finalScore,
      correctionError: userEssays.correctionError,
    })
    .from(userEssays)
    .where(eq(userEssays.simuladoId, simuladoId))
    .then((rows) => rows[0] ?? null);

/**
 * At the hand-in: the text written becomes a submitted essay, its correction queued (ahead with
 * Turbo). The slot was checked at the start, so a started day 1 always gets its essay corrected.
 * Blank, or with its topic removed since, nothing is submitted.
 */
export async function handInEssay(
  tx: Queryable,
  row: SimuladoRow,
  input: { finishedAt: Date; turbo: boolean },
): Promise<void> {
  if (!hasEssay(row.kind as SimuladoKind) || !row.essayText.trim() || !row.essayTopicId) return;
  const [essay] = await tx
    .insert(userEssays)
    .values({
      userId: row.userId,
      topicId: row.essayTopicId,
      content: row.essayText,
      status: "finalizada",
      simuladoId: row.id,
      submittedAt: input.finishedAt,
      createdAt: row.startedAt,
      updatedAt: input.finishedAt,
    })
    .onConflictDoNothing()
    .returning({ id: userEssays.id });
  if (essay)
    await queueEssayCorrection(tx, {
      userId: row.userId,
      essayId: essay.id,
      now: input.finishedAt,
      turbo: input.turbo,
    });
}

function resultOf(
  row: SimuladoRow,
  topicExists: boolean,
  essay: Awaited<ReturnType<typeof essayOf>>,
): SimuladoEssay["result"] {
  if (!row.finishedAt) return null;
  if (essay) {
    const status = essay.status === "corrigida" ? "corrigida" : essay.correctionError ? "falhou" : "na_fila";
    return { status, essayId: essay.id, nota: essay.finalScore, message: null };
  }
  if (!row.essayText.trim()) return { status: "em_branco", essayId: null, nota: 0, message: M.essayBlank };
  if (!topicExists) return { status: "sem_tema", essayId: null, nota: null, message: M.essayTopicGone };
  return { status: "na_fila", essayId: null, nota: null, message: null };
}

/** The essay part of a day-1 booklet or result; null for the other kinds. */
export async function essayView(db: Queryable, row: SimuladoRow): Promise<SimuladoEssay | null> {
  if (!hasEssay(row.kind as SimuladoKind)) return null;
  const topic = await topicOf(db, row.essayTopicId);
  const essay = row.finishedAt ? await essayOf(db, row.id) : null;
  return {
    topic,
    content: row.essayText,
    savedAt: row.essaySavedAt?.toISOString() ?? null,
    result: resultOf(row, topic !== null, essay),
  };
}

/** The essay grade of each handed-in day 1, for the list: 0 when blank, null until corrected. */
export async function essayScores(
  db: Queryable,
  rows: readonly SimuladoRow[],
): Promise<Map<string, number | null>> {
  const days = rows.filter((r) => r.finishedAt && hasEssay(r.kind as SimuladoKind));
  if (days.length === 0) return new Map();
  const essays = await db
    .select({
      simuladoId: userEssays.simuladoId,
      finalScore: userEssays.finalScore,
      status: userEssays.status,
    })
    .from(userEssays)
    .where(
      inArray(
        userEssays.simuladoId,
        days.map((r) => r.id),
      ),
    );
  const graded = new Map(essays.map((e) => [e.simuladoId, e.status === "corrigida" ? e.finalScore : null]));
  return new Map(days.map((r) => [r.id, graded.get(r.id) ?? (r.essayText.trim() ? null : 0)]));
}
