import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "#domain/auth/api";
import {
  recentQuestionsQuerySchema,
  recentQuestionsSchema,
  stepByStepParamsSchema,
  stepByStepSchema,
} from "#domain/step-by-step/api";
import { currentUser } from "#server/core/session";
import { createStepByStepService } from "./service.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** /api/questions/:questionId/step-by-step: the "Passo a passo" of a question the student answered. */
export const stepByStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStepByStepService({ db: app.ctx.database.db, timeZone: app.ctx.config.timezone });

  app.post(
    "/questions/:questionId/step-by-step",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["practice"],
        summary: "Resolução passo a passo de uma questão já respondida",
        description:
          "Só depois de responder (409 NOT_ANSWERED_YET). Conta um por questão e por dia, até o limite do plano (403 STEP_BY_STEP_LIMIT_REACHED); ver de novo uma questão já liberada não conta.",
        params: stepByStepParamsSchema,
        response: { 200: stepByStepSchema, ...errors },
      },
    },
    async (request) => service.show(currentUser(request).id, request.params.questionId, new Date()),
  );

  app.get(
    "/step-by-step/recent",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["practice"],
        summary: "As últimas questões respondidas de uma matéria, para o passo a passo no tutor",
        description:
          "Sem `subject` (ou com o da Amiga de Estudo), de todas as matérias. Só lista: ver um passo a passo é o POST acima, que conta.",
        querystring: recentQuestionsQuerySchema,
        response: { 200: recentQuestionsSchema, ...errors },
      },
    },
    async (request) => service.recent(currentUser(request).id, request.query.subject),
  );
};
