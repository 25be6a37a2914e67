import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ADMIN_AREAS } from "#domain/admin/roles";
import {
  adminSettingsSchema,
  aiSettingsInputSchema,
  aiTestResultSchema,
  createSubjectWebhookSchema,
  globalWebhookInputSchema,
  SETTINGS_MESSAGES,
  stripeSettingsInputSchema,
  subjectWebhookParamsSchema,
  subjectWebhooksSchema,
  updateSubjectWebhookSchema,
} from "#domain/admin/settings";
import { errorResponseSchema } from "#domain/auth/api";
import { currentUser } from "#server/core/session";
import { requireStaff } from "#server/core/staff";
import { createSettingsService } from "./service.ts";

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const saved = z.object({ message: z.string(), settings: adminSettingsSchema });
const done = z.object({ message: z.string() });

/** /api/admin/settings: Configurações do Sistema (admin only). Secrets go in and never come back. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSettingsService({ db: app.ctx.database.db, config: app.ctx.config, log: app.log });
  const onRequest = requireStaff(app, ADMIN_AREAS.settings);
  const actor = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get(
    "/",
    {
      onRequest,
      schema: {
        tags: ["admin"],
        summary:
          "Configurações: webhook global, provedor de IA e Stripe (segredos só pelos 4 últimos caracteres)",
        response: { 200: adminSettingsSchema, ...refusals },
      },
    },
    async () => service.read(),
  );

  app.put(
    "/webhook",
    {
      onRequest,
      schema: {
        tags: ["admin"],
        summary: "Salva o webhook global do tutor (vazio remove)",
        body: globalWebhookInputSchema,
        response: { 200: saved, ...refusals },
      },
    },
    async (request) => {
      const settings = await service.saveGlobalWebhook(actor(request), request.body.url, new Date());
      return { message: SETTINGS_MESSAGES.saved, settings };
    },
  );

  app.put(
    "/ai",
    {
      onRequest,
      schema: {
        tags: ["admin"],
        summary: "Salva o provedor de IA (compatível com OpenAI); chave em branco mantém a salva",
        body: aiSettingsInputSchema,
        response: { 200: saved, ...refusals },
      },
    },
    async (request) => {
      const settings = await service.saveAi(actor(request), request.body, new Date());
      return {
        message: request.body.clearApiKey ? SETTINGS_MESSAGES.ai.keyRemoved : SETTINGS_MESSAGES.ai.saved,
        settings,
      };
    },
  );

  app.post(
    "/ai/test",
    {
      onRequest,
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["admin"],
        summary: "Faz uma chamada real ao provedor de IA configurado e diz se respondeu",
        response: { 200: aiTestResultSchema, ...refusals },
      },
    },
    async () => service.testAi(),
  );

  app.put(
    "/stripe",
    {
      onRequest,
      schema: {
        tags: ["admin"],
        summary: "Salva ambiente e chaves do Stripe; segredos em branco mantêm os salvos",
        body: stripeSettingsInputSchema,
        response: { 200: saved, ...refusals },
      },
    },
    async (request) => {
      const settings = await service.saveStripe(actor(request), request.body, new Date());
      return { message: SETTINGS_MESSAGES.stripe.saved, settings };
    },
  );

  app.get(
    "/subject-webhooks",
    {
      onRequest,
      schema: {
        tags: ["admin"],
        summary: "Webhooks do tutor por matéria, e as matérias ainda sem webhook",
        response: { 200: subjectWebhooksSchema, ...refusals },
      },
    },
    async () => service.subjectWebhooks(),
  );

  app.post(
    "/subject-webhooks",
    {
      onRequest,
      schema: {
        tags: ["admin"],
        summary: "Adiciona o webhook de uma matéria (409 se ela já tiver um)",
        body: createSubjectWebhookSchema,
        response: { 201: done, ...refusals, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await service.createSubjectWebhook(actor(request), request.body, new Date());
      return reply.status(201).send({ message: SETTINGS_MESSAGES.webhook.added });
    },
  );

  app.put(
    "/subject-webhooks/:id",
    {
      onRequest,
      schema: {
        tags: ["admin"],
        summary: "Altera a URL do webhook de uma matéria",
        params: subjectWebhookParamsSchema,
        body: updateSubjectWebhookSchema,
        response: { 200: done, ...refusals, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await service.updateSubjectWebhook(actor(request), request.params.id, request.body.url, new Date());
      return { message: SETTINGS_MESSAGES.webhook.updated };
    },
  );

  app.delete(
    "/subject-webhooks/:id",
    {
      onRequest,
      schema: {
        tags: ["admin"],
        summary: "Remove o webhook de uma matéria (fica no histórico como inativo)",
        params: subjectWebhookParamsSchema,
        response: { 200: done, ...refusals, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await service.removeSubjectWebhook(actor(request), request.params.id, new Date());
      return { message: SETTINGS_MESSAGES.webhook.removed };
    },
  );
};
