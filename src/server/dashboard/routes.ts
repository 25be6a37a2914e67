import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "#domain/auth/api";
import { dashboardSchema } from "#domain/dashboard/api";
import { currentUser } from "#server/core/session";
import { createDashboardService } from "./service.ts";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDashboardService({ db: app.ctx.database.db, timeZone: app.ctx.config.timezone });
  app.get(
    "/dashboard",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["dashboard"],
        summary: "Tudo o que o painel do estudante mostra, calculado dos registros",
        response: { 200: dashboardSchema, 401: errorResponseSchema },
      },
    },
    async (request) => service.build(currentUser(request), new Date()),
  );
};
