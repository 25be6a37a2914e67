import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminPlansSchema,
  planActiveInputSchema,
  planIdParamsSchema,
  planInputSchema,
  planLimitsInputSchema,
  planOptionsSchema,
  planRemovedSchema,
  planSavedSchema,
} from "#domain/admin/plans";
import { ADMIN_AREAS } from "#domain/admin/roles";
import { errorResponseSchema } from "#domain/auth/api";
import { currentUser } from "#server/core/session";
import { requireStaff } from "#server/core/staff";
import { createAdminPlanService } from "./service.ts";

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const changeErrors = { ...refusals, 404: errorResponseSchema, 409: errorResponseSchema };

/** /api/admin/plans: the plans, their limits and what is sold (admin only; the options list also for users staff). */
export const adminPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminPlanService({ db: app.ctx.database.db });
  const admin = requireStaff(app, ADMIN_AREAS.plans);
  const usersStaff = requireStaff(app, ADMIN_AREAS.users);

  app.get(
    "/",
    {
      onRequest: admin,
      schema: {
        tags: ["admin"],
        summary: "Planos (sem os arquivados), do mais barato ao mais caro",
        response: { 200: adminPlansSchema, ...refusals },
      },
    },
    async () => service.list(),
  );

  app.get(
    "/options",
    {
      onRequest: usersStaff,
      schema: {
        tags: ["admin"],
        summary: "Planos que a equipe pode filtrar e conceder (slug e nome)",
        response: { 200: planOptionsSchema, ...refusals },
      },
    },
    async () => service.options(),
  );

  app.post(
    "/",
    {
      onRequest: admin,
      schema: {
        tags: ["admin"],
        summary: "Cria um plano (slug único a partir do nome)",
        body: planInputSchema,
        response: { 201: planSavedSchema, ...changeErrors },
      },
    },
    async (request, reply) => {
      const saved = await service.create(currentUser(request).id, request.body, new Date());
      return reply.status(201).send(saved);
    },
  );

  app.put(
    "/:id",
    {
      onRequest: admin,
      schema: {
        tags: ["admin"],
        summary: "Edita um plano; vale para todos os assinantes na hora",
        params: planIdParamsSchema,
        body: planInputSchema,
        response: { 200: planSavedSchema, ...changeErrors },
      },
    },
    async (request) => service.update(currentUser(request).id, request.params.id, request.body, new Date()),
  );

  app.put(
    "/:id/active",
    {
      onRequest: admin,
      schema: {
        tags: ["admin"],
        summary: "Ativa ou desativa um plano (o Gratuito fica sempre ativo)",
        params: planIdParamsSchema,
        body: planActiveInputSchema,
        response: { 200: planSavedSchema, ...changeErrors },
      },
    },
    async (request) =>
      service.setActive(currentUser(request).id, request.params.id, request.body.active, new Date()),
  );

  app.patch(
    "/:id/limits",
    {
      onRequest: admin,
      schema: {
        tags: ["admin"],
        summary: "Mensagens de chat e exercícios por dia (Configurações › Planos)",
        params: planIdParamsSchema,
        body: planLimitsInputSchema,
        response: { 200: planSavedSchema, ...changeErrors },
      },
    },
    async (request) =>
      service.setLimits(currentUser(request).id, request.params.id, request.body, new Date()),
  );

  app.delete(
    "/:id",
    {
      onRequest: admin,
      schema: {
        tags: ["admin"],
        summary: "Exclui um plano, ou o arquiva se alguma assinatura aponta para ele",
        params: planIdParamsSchema,
        response: { 200: planRemovedSchema, ...changeErrors },
      },
    },
    async (request) => service.remove(currentUser(request).id, request.params.id, new Date()),
  );
};
