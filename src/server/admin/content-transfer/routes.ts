import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  exportQuerySchema,
  importReportSchema,
  importRequestSchema,
  subjectParamsSchema,
  TRANSFER_MAX_BYTES,
} from "#domain/admin/content-transfer";
import { ADMIN_AREAS } from "#domain/admin/roles";
import { errorResponseSchema } from "#domain/auth/api";
import { currentUser } from "#server/core/session";
import { requireStaff } from "#server/core/staff";
import { createContentTransferService } from "./service.ts";

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** /api/admin/content/transfer: a subject's exercises as JSON or CSV, out and in (admin and editor). */
export const adminContentTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContentTransferService({ db: app.ctx.database.db });
  const staff = requireStaff(app, ADMIN_AREAS.content);

  app.get(
    "/subjects/:subjectId/export",
    {
      onRequest: staff,
      schema: {
        tags: ["admin"],
        summary: "Exporta os exercícios da matéria (sem os arquivados) em JSON ou CSV",
        params: subjectParamsSchema,
        querystring: exportQuerySchema,
        response: { 200: z.unknown(), ...refusals },
      },
    },
    async (request, reply) => {
      const file = await service.exportBank(
        currentUser(request).id,
        request.params.subjectId,
        request.query.format,
        new Date(),
      );
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );

  app.post(
    "/subjects/:subjectId/import",
    {
      onRequest: staff,
      // The file travels as text inside JSON: escapes can double a CSV full of quotes.
      bodyLimit: TRANSFER_MAX_BYTES * 2 + 64 * 1024,
      schema: {
        tags: ["admin"],
        summary:
          "Importa exercícios de um arquivo JSON ou CSV (ou só valida, com dryRun) e responde o relatório por linha",
        params: subjectParamsSchema,
        body: importRequestSchema,
        response: { 200: importReportSchema, ...refusals },
      },
    },
    async (request) =>
      service.importBank(currentUser(request).id, request.params.subjectId, request.body, new Date()),
  );
};
