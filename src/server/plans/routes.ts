import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "#domain/auth/api";
import { entitlementsSchema, planListSchema } from "#domain/plans/api";
import { currentUser } from "#server/auth/session";
import { entitlementsDto, loadEntitlements } from "./entitlements.ts";
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
      return {
        plans: plans.map((p) => ({
          id: p.id,
          slug: p.slug,
          name: p.name,
          description: p.description,
          monthlyPrice: p.monthlyPrice,
          annualPrice: p.annualPrice,
          features: p.features,
          mostPopular: p.mostPopular,
          maxChatMessages: p.maxChatMessages,
          maxExercises: p.maxExercises,
        })),
      };
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
