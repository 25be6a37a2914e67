import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ADMIN_AREAS, STAFF_ROLES } from "#domain/admin/roles";
import {
  acceptInvitationSchema,
  invitationIdParamsSchema,
  invitationInfoSchema,
  invitationTokenParamsSchema,
  inviteStaffSchema,
  setStaffRoleSchema,
  staffInvitationSchema,
  staffListSchema,
  staffPreferencesSchema,
  staffRoleSchema,
  staffUserParamsSchema,
  systemAlertsSchema,
} from "#domain/admin/staff";
import { errorResponseSchema, messageResponseSchema } from "#domain/auth/api";
import { currentUser } from "#server/core/session";
import { requireStaff } from "#server/core/staff";
import { createInvitationService } from "./invitations.ts";
import { createNotificationService } from "./notifications.ts";
import { createStaffService } from "./service.ts";

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const publicErrors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  410: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * /api/admin/staff: the staff and invitations (admins, Configurações), the invitation link's
 * public side, and each staff member's own notifications.
 */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, mailer, config, auth, limiter } = app.ctx;
  const staff = createStaffService({ db: database.db, mailer, publicUrl: config.publicUrl, log: app.log });
  const invitations = createInvitationService({ db: database.db, auth, limiter, log: app.log });
  const notifications = createNotificationService({ db: database.db });
  const admins = requireStaff(app, ADMIN_AREAS.settings);
  const anyStaff = requireStaff(app, STAFF_ROLES);

  app.get(
    "/",
    {
      onRequest: admins,
      schema: {
        tags: ["admin"],
        summary: "Equipe e convites pendentes",
        response: { 200: staffListSchema, ...refusals },
      },
    },
    async () => staff.list(new Date()),
  );

  app.post(
    "/invitations",
    {
      onRequest: admins,
      schema: {
        tags: ["admin"],
        summary: "Convida um e-mail para a equipe (link de uso único, 7 dias)",
        body: inviteStaffSchema,
        response: {
          201: z.object({ message: z.string(), invitation: staffInvitationSchema }),
          ...refusals,
          409: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, name } = currentUser(request);
      const result = await staff.invite({ id, name }, request.body, new Date());
      return reply.status(201).send(result);
    },
  );

  app.delete(
    "/invitations/:id",
    {
      onRequest: admins,
      schema: {
        tags: ["admin"],
        summary: "Cancela um convite pendente",
        params: invitationIdParamsSchema,
        response: { 200: messageResponseSchema, ...refusals, 404: errorResponseSchema },
      },
    },
    async (request) => staff.cancelInvitation(currentUser(request).id, request.params.id, new Date()),
  );

  app.put(
    "/:userId/role",
    {
      onRequest: admins,
      schema: {
        tags: ["admin"],
        summary: "Altera o perfil de alguém da equipe (nunca o próprio, nunca o último administrador)",
        params: staffUserParamsSchema,
        body: setStaffRoleSchema,
        response: {
          200: messageResponseSchema,
          ...refusals,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) =>
      staff.setRole(currentUser(request).id, request.params.userId, request.body.role, new Date()),
  );

  app.delete(
    "/:userId",
    {
      onRequest: admins,
      schema: {
        tags: ["admin"],
        summary: "Remove alguém da equipe (volta a conta comum; as sessões terminam)",
        params: staffUserParamsSchema,
        response: {
          200: messageResponseSchema,
          ...refusals,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => staff.remove(currentUser(request).id, request.params.userId, new Date()),
  );

  app.get(
    "/invitations/:token",
    {
      schema: {
        tags: ["admin"],
        summary: "O que um link de convite oferece (público)",
        params: invitationTokenParamsSchema,
        response: { 200: invitationInfoSchema, ...publicErrors },
      },
    },
    async (request) => invitations.read(request.params.token, request.ip, new Date()),
  );

  app.post(
    "/invitations/:token/accept",
    {
      schema: {
        tags: ["admin"],
        summary: "Aceita um convite: cria a conta ou confirma a senha da conta existente (público)",
        params: invitationTokenParamsSchema,
        body: acceptInvitationSchema,
        response: {
          200: z.object({ message: z.string(), role: staffRoleSchema }),
          ...publicErrors,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => invitations.accept(request.params.token, request.body, request.ip, new Date()),
  );

  app.get(
    "/me/preferences",
    {
      onRequest: anyStaff,
      schema: {
        tags: ["admin"],
        summary: "Minhas notificações (Alertas do sistema, E-mail, SMS)",
        response: { 200: staffPreferencesSchema, ...refusals },
      },
    },
    async (request) => notifications.preferences(currentUser(request).id),
  );

  app.put(
    "/me/preferences",
    {
      onRequest: anyStaff,
      schema: {
        tags: ["admin"],
        summary: "Salva minhas notificações (SMS indisponível)",
        body: staffPreferencesSchema,
        response: {
          200: z.object({ message: z.string(), preferences: staffPreferencesSchema }),
          ...refusals,
        },
      },
    },
    async (request) => notifications.savePreferences(currentUser(request).id, request.body, new Date()),
  );

  app.get(
    "/me/alerts",
    {
      onRequest: anyStaff,
      schema: {
        tags: ["admin"],
        summary: "Tarefas em segundo plano que falharam de vez nos últimos 7 dias",
        response: { 200: systemAlertsSchema, ...refusals },
      },
    },
    async (request) => notifications.alerts(currentUser(request).id, new Date()),
  );
};
