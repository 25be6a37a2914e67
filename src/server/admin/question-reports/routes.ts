import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADMIN_AREAS } from "#domain/admin/roles";
import { errorResponseSchema } from "#domain/auth/api";
import {
  adminReportParamsSchema,
  adminReportsPageSchema,
  adminReportsQuerySchema,
  reportResolvedSchema,
  resolveReportSchema,
} from "#domain/question-reports/api";
import { currentUser } from "#server/core/session";
import { requireStaff } from "#server/core/staff";
import { createQuestionReportQueueService } from "./service.ts";

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const tags = ["admin-content"];

/** /api/admin/content/reports: the questions students reported as wrong (content staff). */
export const adminQuestionReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, mailer, config } = app.ctx;
  const service = createQuestionReportQueueService({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const onRequest = requireStaff(app, ADMIN_AREAS.content);

  app.get(
    "/",
    {
      onRequest,
      schema: {
        tags,
        summary: "Erros reportados pelos estudantes: abertos (mais antigos primeiro) ou resolvidos",
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportsPageSchema, ...refusals },
      },
    },
    async (request) => service.list(request.query.status, request.query.page),
  );

  app.patch(
    "/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "Marca um erro reportado como corrigido ou descartado, com resposta opcional ao estudante",
        description:
          "Corrigido sempre avisa o estudante por e-mail; descartado só quando há resposta. Um relato já resolvido responde 409 ALREADY_RESOLVED.",
        params: adminReportParamsSchema,
        body: resolveReportSchema,
        response: {
          200: reportResolvedSchema,
          ...refusals,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => service.resolve(currentUser(request).id, request.params.id, request.body, new Date()),
  );
};
