import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { analyticsQuerySchema, analyticsReportSchema } from "#domain/admin/analytics";
import { ADMIN_AREAS } from "#domain/admin/roles";
import { errorResponseSchema } from "#domain/auth/api";
import { requireStaff } from "#server/core/staff";
import { loadAnalytics } from "./figures.ts";

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** /api/admin/reports/analytics: the figures and charts of Relatórios › Analytics (admin only). */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;
  const timeZone = app.ctx.config.timezone;

  app.get(
    "/",
    {
      onRequest: requireStaff(app, ADMIN_AREAS.reports),
      schema: {
        tags: ["admin"],
        summary:
          "Conversão e retenção mensais, coortes, ranking de matérias e resumo de um período (AAAA-MM a AAAA-MM; padrão: últimos 6 meses)",
        querystring: analyticsQuerySchema,
        response: { 200: analyticsReportSchema, ...refusals },
      },
    },
    async (request) => loadAnalytics(db, { ...request.query, timeZone }),
  );
};
