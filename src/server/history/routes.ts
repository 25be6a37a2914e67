import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "#domain/auth/api";
import { historyPageSchema, historyQuerySchema } from "#domain/tutor/history";
import { currentUser } from "#server/core/session";
import { createHistoryService } from "./service.ts";

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHistoryService({ db: app.ctx.database.db, timeZone: app.ctx.config.timezone });
  app.get(
    "/chat-history",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["history"],
        summary:
          "Histórico de estudos: busca, estatísticas e mensagens de todos os tutores, dentro da janela do plano",
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => service.page(currentUser(request).id, request.query, new Date()),
  );
};
