import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminEssayTopicsPageSchema,
  adminEssayTopicsQuerySchema,
  essayTopicActiveInputSchema,
  essayTopicIdParamsSchema,
  essayTopicInputSchema,
  essayTopicRemovedSchema,
  essayTopicSavedSchema,
} from "#domain/admin/essay-topics";
import { ADMIN_AREAS } from "#domain/admin/roles";
import { errorResponseSchema } from "#domain/auth/api";
import { currentUser } from "#server/core/session";
import { requireStaff } from "#server/core/staff";
import { createAdminEssayTopicService } from "./service.ts";

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const changeErrors = { ...refusals, 404: errorResponseSchema };

/** /api/admin/essay-topics: the topics students write on (admin and editor). */
export const adminEssayTopicRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminEssayTopicService({ db: app.ctx.database.db });
  const staff = requireStaff(app, ADMIN_AREAS.essayTopics);

  app.get(
    "/",
    {
      onRequest: staff,
      schema: {
        tags: ["admin"],
        summary: "Temas de redação (sem os gerados para um estudante), com filtros e paginação",
        querystring: adminEssayTopicsQuerySchema,
        response: { 200: adminEssayTopicsPageSchema, ...refusals },
      },
    },
    async (request) => service.list(request.query),
  );

  app.post(
    "/",
    {
      onRequest: staff,
      schema: {
        tags: ["admin"],
        summary: "Cria um tema de redação",
        body: essayTopicInputSchema,
        response: { 201: essayTopicSavedSchema, ...refusals },
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
      onRequest: staff,
      schema: {
        tags: ["admin"],
        summary: "Edita um tema; os estudantes veem a mudança na hora",
        params: essayTopicIdParamsSchema,
        body: essayTopicInputSchema,
        response: { 200: essayTopicSavedSchema, ...changeErrors },
      },
    },
    async (request) => service.update(currentUser(request).id, request.params.id, request.body, new Date()),
  );

  app.put(
    "/:id/active",
    {
      onRequest: staff,
      schema: {
        tags: ["admin"],
        summary: "Ativa ou desativa um tema (um tema inativo não é oferecido aos estudantes)",
        params: essayTopicIdParamsSchema,
        body: essayTopicActiveInputSchema,
        response: { 200: essayTopicSavedSchema, ...changeErrors },
      },
    },
    async (request) =>
      service.setActive(currentUser(request).id, request.params.id, request.body.active, new Date()),
  );

  app.delete(
    "/:id",
    {
      onRequest: staff,
      schema: {
        tags: ["admin"],
        summary: "Exclui um tema, ou o desativa se alguma redação de estudante o usa",
        params: essayTopicIdParamsSchema,
        response: { 200: essayTopicRemovedSchema, ...changeErrors },
      },
    },
    async (request) => service.remove(currentUser(request).id, request.params.id, new Date()),
  );
};
