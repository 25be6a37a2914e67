import type { FastifyBaseLogger } from "fastify";
import { ESSAY_MESSAGES } from "#domain/essays/messages";
import type { AppConfig } from "#server/config";
import { evaluateAchievements } from "#server/core/achievements/evaluate";
import { lockProgress } from "#server/core/activity/activity";
import type { Job } from "#server/core/jobs/queue";
import type { JobHandler } from "#server/core/jobs/worker";
import type { Database } from "#server/db/client";
import { findEssay, markCorrectionFailed, updateEssay } from "#server/essays/essays/repository";
import { topicForCorrection } from "#server/essays/topics/dto";
import { type CorrectorOptions, correctorChain, correctWithFallback } from "./selection.ts";

type Payload = { userId: string; essayId: string };

function payloadOf(job: Job): Payload {
  const { userId, essayId } = job.payload;
  if (typeof userId !== "string" || typeof essayId !== "string") throw new Error("bad correction payload");
  return { userId, essayId };
}

/**
 * Corrects one submitted essay: the chain of correctors, then finalizada → corrigida with the
 * feedback and who produced it, then achievements. Running it twice is harmless: only an essay
 * still finalizada is written.
 */
export function correctionJobHandler(deps: {
  db: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
  options?: CorrectorOptions;
}): JobHandler {
  const { db, config, log } = deps;
  return {
    async run(job) {
      const { userId, essayId } = payloadOf(job);
      const row = await findEssay(db, userId, essayId);
      if (row?.essay.status !== "finalizada") return;
      const chain = await correctorChain(db, config, log, deps.options);
      const { correction, correctedBy } = await correctWithFallback(
        chain,
        {
          essayId,
          userId,
          title: row.essay.title,
          content: row.essay.content,
          topic: topicForCorrection(row.topic),
        },
        log,
      );
      const now = new Date();
      const landed = await db.transaction(async (tx) => {
        await lockProgress(tx, userId);
        return updateEssay(
          tx,
          userId,
          essayId,
          {
            status: "corrigida",
            finalScore: correction.finalScore,
            feedback: correction.feedback,
            correctedBy,
            correctedAt: now,
            correctionError: null,
            updatedAt: now,
          },
          "finalizada",
        );
      });
      if (landed) await evaluateAchievements(db, userId, now, config.timezone);
    },

    async onFinalFailure(job) {
      const { essayId } = job.payload;
      if (typeof essayId === "string")
        await markCorrectionFailed(db, essayId, ESSAY_MESSAGES.correctionFailed);
    },
  };
}
