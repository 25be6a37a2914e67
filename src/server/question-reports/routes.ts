import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "#domain/auth/api";
import {
  questionReportCreatedSchema,
  questionReportInputSchema,
  questionReportParamsSchema,
} from "#domain/question-reports/api";
import { currentUser } from "#server/core/session";
import { createQuestionReportService } from "./service.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** /api/questions/:questionId/reports: a signed-in student says a question is wrong. */
export const questionReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createQuestionReportService({ db: app.ctx.database.db, timeZone: app.ctx.config.timezone });

  app.post(
    "/questions/:questionId/reports",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["practice"],
        summary: "Reporta um erro numa questão para a equipe de conteúdo",
        description:
          "Um relato aberto por estudante e questão (409 ALREADY_REPORTED) e até 10 relatos por dia (429 REPORT_LIMIT_REACHED). A resposta não traz nada da questão, nem o gabarito.",
        params: questionReportParamsSchema,
        body: questionReportInputSchema,
        response: { 201: questionReportCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await service.report(
        currentUser(request).id,
        request.params.questionId,
        request.body,
        new Date(),
      );
      return reply.status(201).send(created);
    },
  );
};
