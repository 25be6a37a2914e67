import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "#domain/auth/api";
import { dashboardSchema } from "#domain/dashboard/api";
import { currentUser } from "#server/auth/session";
import { buildDashboard } from "./service.ts";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) =>
      buildDashboard(app.ctx.database.db, currentUser(request), new Date(), app.ctx.config.timezone),
  );
};
