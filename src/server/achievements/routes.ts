import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { achievementsResponseSchema } from "#domain/achievements/api";
import { errorResponseSchema } from "#domain/auth/api";
import { evaluateAchievements } from "#server/core/achievements/evaluate";
import { streakToday } from "#server/core/activity";
import { currentUser } from "#server/core/session";
import { findProgress } from "./repository.ts";

export const achievementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  app.get(
    "/achievements",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["achievements"],
        summary: "Pontos, sequência de estudos e conquistas do estudante (ganhas e a ganhar)",
        response: { 200: achievementsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const now = new Date();
      const timeZone = app.ctx.config.timezone;
      const { list } = await evaluateAchievements(db, user.id, now, timeZone);
      const progress = await findProgress(db, user.id);
      const ordered = [...list.filter((a) => a.earned), ...list.filter((a) => !a.earned)];
      return {
        knowledgePoints: progress?.knowledgePoints ?? 0,
        streakDays: streakToday(progress, now, timeZone),
        earnedCount: list.filter((a) => a.earned).length,
        totalCount: list.length,
        achievements: ordered,
      };
    },
  );
};
