import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../domain/auth/api.ts";
import { dashboardSchema } from "../../domain/dashboard/api.ts";
import { currentUser } from "../auth/session.ts";
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
