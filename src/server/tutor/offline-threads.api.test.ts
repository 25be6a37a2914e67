import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Queryable } from "#server/db/client";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { answerFromMaterial, type OfflineQuestion } from "./offline/answer.ts";
import { answerOnThread } from "./offline/answer-threads.ts";
import { readMaterial } from "./offline/material.ts";
import { candidates, onTheSearchIndexes, weightsOf } from "./offline/repository.ts";
import { intentOf } from "./offline/text.ts";
import { resolveTutor } from "./tutors.ts";

/**
 * The offline tutor reads its material on the full-text indexes, and works its answer out on a
 * worker thread with the same result as in place.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Statistics make PostgreSQL prefer reading every row and building every vector.
  await t.database.db.execute(sql`analyze`);
});
afterAll(async () => {
  await t?.close();
});

/** The plans of the statements `read` runs, instead of running them. */
async function plansOf(read: (db: Queryable) => Promise<unknown>): Promise<string[]> {
  const plans: string[] = [];
  await onTheSearchIndexes(t.database.db, async (tx) => {
    const explaining = {
      execute: async (query: SQL) => {
        const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
          rows: Record<string, string>[];
        };
        plans.push(result.rows.map((r) => Object.values(r).join(" ")).join("\n"));
        // What the search expects back: one row of counts, no candidates.
        return { rows: [{ total: 1 }] };
      },
    } as unknown as Queryable;
    await read(explaining);
  });
  return plans;
}

describe("the offline tutor's search", () => {
  it("looks the terms up in the full-text indexes, even once the tables are analysed", async () => {
    const prefixes = ["equac", "grau", "resolv", "segund"];
    const [weights] = await plansOf((db) => weightsOf(db, prefixes));
    const [questions, topics, notes] = await plansOf((db) => candidates(db, prefixes, null));
    for (const index of ["questoes_fts_idx", "assuntos_fts_idx", "fichas_estudo_fts_idx"])
      expect(weights).toContain(`Bitmap Index Scan on ${index}`);
    expect(questions).toContain("Bitmap Index Scan on questoes_fts_idx");
    expect(topics).toContain("Bitmap Index Scan on assuntos_fts_idx");
    expect(notes).toContain("Bitmap Index Scan on fichas_estudo_fts_idx");
    for (const plan of [weights!, questions!, topics!, notes!])
      expect(plan).not.toMatch(
        /Seq Scan on (questoes|assuntos|fichas_estudo)[^\n]*\n\s*Filter: \(to_tsvector/,
      );
  });
});

describe("the offline tutor's answer on a worker thread", () => {
  it("is the answer worked out in place, for questions, greetings and the study friend", async () => {
    const asked: [string, string][] = [
      ["matematica", "Como calcular a área de um triângulo?"],
      ["biologia", "Qual a diferença entre mitose e meiose?"],
      ["biologia", "Como acontece a mitose nas células do ornitorrinco australiano?"],
      ["portugues", "como fazer uma boa redação do enem?"],
      ["historia", "qual a capital da Mongólia em 1200?"],
      ["amiga-de-estudo", "como organizar minha rotina de estudos?"],
      ["fisica", "oi"],
    ];
    for (const [slug, message] of asked) {
      const tutor = await resolveTutor(t.database.db, slug);
      const intent = intentOf(message);
      const question: OfflineQuestion = {
        tutor: { slug: tutor.slug, subjectName: tutor.subjectName, subjectId: tutor.subjectId },
        firstName: "Bia_",
        message,
        worked: null,
        intent,
        recentMistakes: [{ topic: "Porcentagem", question: "?", answer: "A", correctAnswer: "B" }],
        material: await readMaterial(t.database.db, message, intent, tutor.subjectId),
      };
      const onThread = await answerOnThread(question);
      expect(onThread).toEqual(answerFromMaterial(question));
    }
  });
});
