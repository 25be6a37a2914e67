import { desc, inArray, isNotNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type EnemArea as BankArea, SUBJECT_AREA } from "#domain/practice/enem-matrix";
import { calibrateItems, type ResponsePattern } from "#domain/simulados/calibration";
import { keyLetter } from "#domain/simulados/rules";
import type { ItemParams } from "#domain/simulados/scoring";
import type { JobHandler } from "#server/core/jobs/worker";
import type { Database } from "#server/db/client";
import { itemParameters, simuladoAnswers, simulados } from "#server/db/schema/index";
import { bookletQuestions, itemParamsOf } from "./repository.ts";

/** The latest hand-ins the estimate reads: enough for stable parameters, bounded in time and memory. */
const MAX_SIMULADOS = 20_000;

/**
 * Re-estimates the 3PL parameters of Rumo's items from every handed-in simulado (marginal maximum
 * likelihood, one area at a time) and stores them in parametros_itens; the next simulados are scored
 * with them. Items with few answers keep their difficulty label's prior.
 */
export function simuladoCalibrationJobHandler(deps: { db: Database; log: FastifyBaseLogger }): JobHandler {
  const { db, log } = deps;
  return {
    async run() {
      // The latest hand-ins; the answers are read with the same subquery, not a list of their ids.
      const latest = () =>
        db
          .select({ id: simulados.id, questionIds: simulados.questionIds })
          .from(simulados)
          .where(isNotNull(simulados.finishedAt))
          .orderBy(desc(simulados.finishedAt))
          .limit(MAX_SIMULADOS);
      const handedIn = await latest();
      if (handedIn.length === 0) return;
      const latestRows = latest().as("latest");
      const latestIds = db.select({ id: latestRows.id }).from(latestRows);
      const answers = await db
        .select({
          simuladoId: simuladoAnswers.simuladoId,
          questionId: simuladoAnswers.questionId,
          answer: simuladoAnswers.answer,
        })
        .from(simuladoAnswers)
        .where(inArray(simuladoAnswers.simuladoId, latestIds));
      const answerOf = new Map(answers.map((a) => [`${a.simuladoId}|${a.questionId}`, a.answer]));
      const questions = await bookletQuestions(db, [...new Set(handedIn.flatMap((s) => s.questionIds))]);
      const byId = new Map(questions.map((q) => [q.id, q]));

      const patterns = new Map<BankArea, ResponsePattern[]>();
      for (const s of handedIn) {
        const perArea = new Map<BankArea, ResponsePattern["responses"]>();
        for (const id of s.questionIds) {
          const q = byId.get(id);
          const area = q && SUBJECT_AREA[q.subjectSlug];
          if (!q || !area) continue;
          // A blank counts as wrong, as in the score.
          const right = answerOf.get(`${s.id}|${id}`) === keyLetter(q.options, q.correctAnswer);
          perArea.set(area, [...(perArea.get(area) ?? []), { itemId: id, right }]);
        }
        for (const [area, responses] of perArea)
          patterns.set(area, [...(patterns.get(area) ?? []), { responses }]);
      }

      const start = new Map<string, ItemParams>(questions.map((q) => [q.id, itemParamsOf(q)]));
      let stored = 0;
      for (const areaPatterns of patterns.values()) {
        const estimated = calibrateItems(areaPatterns, start);
        if (estimated.length === 0) continue;
        await db
          .insert(itemParameters)
          .values(
            estimated.map((e) => ({
              questionId: e.itemId,
              a: e.a,
              b: e.b,
              c: e.c,
              answerCount: e.answerCount,
            })),
          )
          .onConflictDoUpdate({
            target: itemParameters.questionId,
            set: {
              a: sql`excluded.a`,
              b: sql`excluded.b`,
              c: sql`excluded.c`,
              answerCount: sql`excluded.respostas`,
              estimatedAt: sql`now()`,
            },
          });
        stored += estimated.length;
      }
      log.info({ simulados: handedIn.length, items: stored }, "simulado items calibrated");
    },
  };
}
