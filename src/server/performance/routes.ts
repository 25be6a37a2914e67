import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "#domain/auth/api";
import {
  analyticsReportSchema,
  performanceQuerySchema,
  performanceReportSchema,
} from "#domain/performance/api";
import { currentUser } from "#server/core/session";
import { createPerformanceService } from "./service.ts";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** /api/relatorios: the student's performance over time (Estudante, Nerd) and the Nerd plan's analyses. */
export const performanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPerformanceService({ db: app.ctx.database.db, timeZone: app.ctx.config.timezone });

  app.get(
    "/relatorios/desempenho",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["relatorios"],
        summary:
          "Acertos por matéria, assunto e habilidade no período, a evolução semanal ou mensal e a tendência",
        description:
          "Plano sem relatórios (Gratuito, Curioso): 403 MODULE_DISABLED. Questões dissertativas ficam de fora; tentativas descartadas contam.",
        querystring: performanceQuerySchema,
        response: { 200: performanceReportSchema, ...errors },
      },
    },
    async (request) => service.report(currentUser(request).id, request.query.periodo, new Date()),
  );

  app.get(
    "/relatorios/analises",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["relatorios"],
        summary:
          "Estimativa TRI por área ao longo dos meses, nota prevista no ENEM e as habilidades mais fracas",
        description: "Só no plano Nerd: 403 MODULE_DISABLED nos outros.",
        response: { 200: analyticsReportSchema, ...errors },
      },
    },
    async (request) => service.analytics(currentUser(request).id, new Date()),
  );
};
