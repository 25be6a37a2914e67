import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { achievementsResponseSchema } from "#domain/achievements/api";
import { errorResponseSchema } from "#domain/auth/api";
import { currentUser } from "#server/core/session";
import { createAchievementService } from "./service.ts";

export const achievementRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAchievementService({ db: app.ctx.database.db, timeZone: app.ctx.config.timezone });

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
    async (request) => service.overview(currentUser(request).id, new Date()),
  );
};
