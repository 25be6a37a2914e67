import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "#domain/auth/api";
import { entitlementsSchema, planListSchema } from "#domain/plans/api";
import { entitlementsDto, loadEntitlements } from "#server/core/entitlements";
import { currentUser } from "#server/core/session";
import { planDto } from "./dto.ts";
import { listActivePlans } from "./repository.ts";

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  app.get(
    "/plans",
    {
      schema: {
        tags: ["plans"],
        summary: "Planos ativos, do mais barato ao mais caro",
        response: { 200: planListSchema },
      },
    },
    async () => {
      const plans = await listActivePlans(db);
      return { plans: plans.map(planDto) };
    },
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
    async (request) => {
      const user = currentUser(request);
      return entitlementsDto(await loadEntitlements(db, user.id, new Date(), app.ctx.config.timezone));
    },
  );
};
