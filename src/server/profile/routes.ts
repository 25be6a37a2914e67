import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema, messageResponseSchema } from "#domain/auth/api";
import {
  changePasswordSchema,
  deleteAccountSchema,
  notificationSettingsSchema,
  objectivesSchema,
  objectivesSkippedResponseSchema,
  PROFILE_MESSAGES,
  personalInfoSchema,
  profileResponseSchema,
} from "#domain/profile/schemas";
import { currentUser, requestHeaders } from "#server/core/session";
import { createAccountSecurity } from "./account-security.ts";
import { exportFilename } from "./data-export.ts";
import { dataExportSchema } from "./data-export-schema.ts";
import { createProfileService } from "./service.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * /api/profile: the signed-in student's own profile, objectives, settings, password, data export
 * and account deletion. No route takes a user id: every one acts on the session's user.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, auth, limiter, config } = app.ctx;
  const profiles = createProfileService({ db: database.db });
  const security = createAccountSecurity({ db: database.db, auth, limiter, log: app.log });

  app.addHook("onRequest", app.authenticate);
  // Personal data: never kept by a shared cache or the browser's back-forward cache.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/",
    {
      schema: {
        tags: ["profile"],
        summary: "Perfil, objetivos e configurações do estudante conectado",
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => profiles.getProfile(currentUser(request).id),
  );

  app.put(
    "/",
    {
      schema: {
        tags: ["profile"],
        summary: "Atualiza as informações pessoais (o e-mail não pode ser alterado)",
        body: personalInfoSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => profiles.updatePersonalInfo(currentUser(request).id, request.body),
  );

  app.put(
    "/objectives",
    {
      schema: {
        tags: ["profile"],
        summary: "Atualiza os objetivos de estudo e a meta semanal",
        body: objectivesSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => profiles.updateObjectives(currentUser(request).id, request.body),
  );

  app.post(
    "/objectives/skip",
    {
      schema: {
        tags: ["profile"],
        summary: "Registra que o estudante pulou o diálogo de objetivos",
        response: { 200: objectivesSkippedResponseSchema, ...errors },
      },
    },
    async (request) => profiles.skipObjectives(currentUser(request).id),
  );

  app.put(
    "/settings",
    {
      schema: {
        tags: ["profile"],
        summary: "Salva as preferências de notificação",
        body: notificationSettingsSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => profiles.updateSettings(currentUser(request).id, request.body),
  );

  app.post(
    "/password",
    {
      schema: {
        tags: ["profile"],
        summary: "Troca a senha conferindo a atual; encerra as sessões nos outros aparelhos",
        body: changePasswordSchema,
        response: { 200: messageResponseSchema, ...errors, 500: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const cookies = await security.changePassword(
        currentUser(request).id,
        request.body,
        requestHeaders(request),
      );
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return { message: PROFILE_MESSAGES.passwordChanged };
    },
  );

  app.delete(
    "/",
    {
      schema: {
        tags: ["profile"],
        summary: "Exclui a conta: anonimiza os dados (LGPD) e encerra todas as sessões",
        body: deleteAccountSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const cookies = await security.deleteAccount(
        currentUser(request).id,
        request.body.password,
        requestHeaders(request),
      );
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return { message: PROFILE_MESSAGES.deleted.body };
    },
  );

  app.get(
    "/export",
    {
      schema: {
        tags: ["profile"],
        summary: "Baixar meus dados: tudo o que o Rumo guarda sobre o estudante, em JSON",
        response: { 200: dataExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const data = await profiles.exportData(currentUser(request).id, now);
      // Indented, so the student can read the file; still checked against the allow-list schema.
      reply.serializer((payload) => JSON.stringify(dataExportSchema.parse(payload), null, 2));
      reply
        .type("application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFilename(now, config.timezone)}"`);
      return data;
    },
  );
};
