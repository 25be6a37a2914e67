import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "#domain/auth/api";
import { entitlementsSchema, planListSchema } from "#domain/plans/api";
import { currentUser } from "#server/core/session";
import { createPlanService } from "./service.ts";

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPlanService({ db: app.ctx.database.db, timeZone: app.ctx.config.timezone });

  app.get(
    "/plans",
    {
      schema: {
        tags: ["plans"],
        summary: "Planos ativos, do mais barato ao mais caro",
        response: { 200: planListSchema },
      },
    },
    async () => service.list(),
  );

  app.get(
    "/me/entitlements",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["plans"],
        summary: "Plano em vigor, limites, uso de hoje e do mês e o que resta",
        response: { 200: entitlementsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => service.entitlements(currentUser(request).id, new Date()),
  );
};
