import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  exportIdParamsSchema,
  reportExportSchema,
  reportExportsSchema,
  startExportSchema,
} from "#domain/admin/report-exports";
import { ADMIN_AREAS } from "#domain/admin/roles";
import { errorResponseSchema } from "#domain/auth/api";
import { currentUser } from "#server/core/session";
import { requireStaff } from "#server/core/staff";
import { createReportExportService } from "./service.ts";

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** /api/admin/reports/exports: files built in the background from the database (admin only). */
export const adminExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReportExportService({ db: app.ctx.database.db, timeZone: app.ctx.config.timezone });
  const admin = requireStaff(app, ADMIN_AREAS.reports);

  app.post(
    "/",
    {
      onRequest: admin,
      schema: {
        tags: ["admin"],
        summary: "Pede uma exportação; o arquivo é gerado em segundo plano",
        body: startExportSchema,
        response: { 201: reportExportSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const started = await service.start(currentUser(request).id, request.body, new Date());
      return reply.status(201).send(started);
    },
  );

  app.get(
    "/",
    {
      onRequest: admin,
      schema: {
        tags: ["admin"],
        summary: "Minhas exportações recentes, com andamento e link quando prontas",
        response: { 200: reportExportsSchema, ...refusals },
      },
    },
    async (request) => service.list(currentUser(request).id, new Date()),
  );

  app.get(
    "/:id",
    {
      onRequest: admin,
      schema: {
        tags: ["admin"],
        summary: "Uma exportação (para acompanhar o andamento)",
        params: exportIdParamsSchema,
        response: { 200: reportExportSchema, ...refusals, 404: errorResponseSchema },
      },
    },
    async (request) => service.get(currentUser(request).id, request.params.id, new Date()),
  );

  app.get(
    "/:id/download",
    {
      onRequest: admin,
      schema: {
        tags: ["admin"],
        summary: "Baixa o arquivo de uma exportação concluída",
        params: exportIdParamsSchema,
        response: { 200: z.unknown(), ...refusals, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const file = await service.download(currentUser(request).id, request.params.id, new Date());
      return reply
        .header("content-type", file.contentType)
        .header("content-length", file.byteSize)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );
};
