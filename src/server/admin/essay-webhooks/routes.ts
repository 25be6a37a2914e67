import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  essayWebhookInputSchema,
  essayWebhookListSchema,
  essayWebhookParamsSchema,
  essayWebhookSavedSchema,
  essayWebhookStatusSchema,
  essayWebhookTestResultSchema,
} from "#domain/admin/essay-webhooks";
import { ADMIN_AREAS } from "#domain/admin/roles";
import { errorResponseSchema } from "#domain/auth/api";
import { currentUser } from "#server/core/session";
import { requireStaff } from "#server/core/staff";
import { createEssayWebhookService } from "./service.ts";

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const missing = { 404: errorResponseSchema };

/** /api/admin/essay-webhooks: the n8n webhooks that generate topics and correct essays (admins only). */
export const adminEssayWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createEssayWebhookService({ db: app.ctx.database.db });
  const onRequest = requireStaff(app, ADMIN_AREAS.essayWebhooks);
  const tags = ["admin"];

  app.get(
    "/",
    {
      onRequest,
      schema: {
        tags,
        summary: "Webhooks de redação, mais recentes primeiro, com o que está em uso",
        response: { 200: essayWebhookListSchema, ...refusals },
      },
    },
    async () => service.list(),
  );

  app.post(
    "/",
    {
      onRequest,
      schema: {
        tags,
        summary: "Cria um webhook de redação",
        body: essayWebhookInputSchema,
        response: { 201: essayWebhookSavedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const answer = await service.create(currentUser(request).id, request.body, new Date());
      return reply.status(201).send(answer);
    },
  );

  app.put(
    "/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "Edita tipo, URL e situação de um webhook de redação",
        params: essayWebhookParamsSchema,
        body: essayWebhookInputSchema,
        response: { 200: essayWebhookSavedSchema, ...refusals, ...missing },
      },
    },
    async (request) => service.update(currentUser(request).id, request.params.id, request.body, new Date()),
  );

  app.put(
    "/:id/status",
    {
      onRequest,
      schema: {
        tags,
        summary: "Ativa ou desativa um webhook de redação",
        params: essayWebhookParamsSchema,
        body: essayWebhookStatusSchema,
        response: { 200: essayWebhookSavedSchema, ...refusals, ...missing },
      },
    },
    async (request) =>
      service.setActive(currentUser(request).id, request.params.id, request.body.active, new Date()),
  );

  app.delete(
    "/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "Exclui um webhook de redação",
        params: essayWebhookParamsSchema,
        response: { 200: z.object({ message: z.string() }), ...refusals, ...missing },
      },
    },
    async (request) => service.remove(currentUser(request).id, request.params.id),
  );

  app.post(
    "/:id/test",
    {
      onRequest,
      schema: {
        tags,
        summary: "Chama o webhook com um corpo de teste (até 10 s); não altera o webhook",
        params: essayWebhookParamsSchema,
        response: { 200: essayWebhookTestResultSchema, ...refusals, ...missing },
      },
    },
    async (request) => service.test(request.params.id),
  );
};
