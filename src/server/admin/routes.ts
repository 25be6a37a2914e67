import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminDashboardSchema,
  adminSubscriptionsPageSchema,
  adminSubscriptionsQuerySchema,
  adminSubscriptionsSummarySchema,
  adminUserDetailsSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  setUserPlanSchema,
  setUserStatusSchema,
  userIdParamsSchema,
} from "#domain/admin/api";
import { ADMIN_AREAS } from "#domain/admin/roles";
import { errorResponseSchema } from "#domain/auth/api";
import { currentUser } from "#server/core/session";
import { requireStaff } from "#server/core/staff";
import { adminContentRoutes } from "./content/routes.ts";
import { adminContentTransferRoutes } from "./content-transfer/routes.ts";
import { adminEssayTopicRoutes } from "./essay-topics/routes.ts";
import { adminEssayWebhookRoutes } from "./essay-webhooks/routes.ts";
import { adminPlanRoutes } from "./plans/routes.ts";
import { adminQuestionReportRoutes } from "./question-reports/routes.ts";
import { adminAnalyticsRoutes } from "./reports/analytics/routes.ts";
import { adminExportRoutes } from "./reports/exports/routes.ts";
import { createAdminService } from "./service.ts";
import { adminSettingsRoutes } from "./settings/routes.ts";
import { adminStaffRoutes } from "./staff/routes.ts";

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };
const statusResponse = z.object({ active: z.boolean(), message: z.string() });

/** The back office's API (/api/admin); each route admits the roles of its area (src/domain/admin/roles.ts). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminPlanRoutes, { prefix: "/plans" });
  await app.register(adminSettingsRoutes, { prefix: "/settings" });
  await app.register(adminStaffRoutes, { prefix: "/staff" });
  await app.register(adminEssayWebhookRoutes, { prefix: "/essay-webhooks" });
  await app.register(adminContentRoutes, { prefix: "/content" });
  await app.register(adminContentTransferRoutes, { prefix: "/content/transfer" });
  await app.register(adminQuestionReportRoutes, { prefix: "/content/reports" });
  await app.register(adminEssayTopicRoutes, { prefix: "/essay-topics" });
  await app.register(adminExportRoutes, { prefix: "/reports/exports" });
  await app.register(adminAnalyticsRoutes, { prefix: "/reports/analytics" });
  const service = createAdminService({ db: app.ctx.database.db, timeZone: app.ctx.config.timezone });
  const guard = {
    dashboard: requireStaff(app, ADMIN_AREAS.dashboard),
    users: requireStaff(app, ADMIN_AREAS.users),
    subscriptions: requireStaff(app, ADMIN_AREAS.subscriptions),
    audit: requireStaff(app, ADMIN_AREAS.audit),
  };

  app.get(
    "/dashboard",
    {
      onRequest: guard.dashboard,
      schema: {
        tags: ["admin"],
        summary: "Indicadores do painel",
        response: { 200: adminDashboardSchema, ...refusals },
      },
    },
    async () => service.dashboard(new Date()),
  );

  app.get(
    "/users",
    {
      onRequest: guard.users,
      schema: {
        tags: ["admin"],
        summary: "Estudantes, com filtros e paginação",
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema, ...refusals },
      },
    },
    async (request) => service.users(request.query, new Date()),
  );

  app.get(
    "/users/:id",
    {
      onRequest: guard.users,
      schema: {
        tags: ["admin"],
        summary: "Detalhes de um estudante (perfil, plano, uso)",
        params: userIdParamsSchema,
        response: { 200: adminUserDetailsSchema, ...refusals, 404: errorResponseSchema },
      },
    },
    async (request) => service.userDetails(request.params.id, new Date()),
  );

  app.put(
    "/users/:id/status",
    {
      onRequest: guard.users,
      schema: {
        tags: ["admin"],
        summary: "Ativa ou desativa um estudante (desativar encerra as sessões dele)",
        params: userIdParamsSchema,
        body: setUserStatusSchema,
        response: { 200: statusResponse, ...refusals, 404: errorResponseSchema },
      },
    },
    async (request) =>
      service.setStatus(currentUser(request).id, request.params.id, request.body.active, new Date()),
  );

  app.put(
    "/users/:id/plan",
    {
      onRequest: guard.users,
      schema: {
        tags: ["admin"],
        summary: "Concede um plano (ou volta ao Gratuito); 409 se houver assinatura online sem confirmação",
        params: userIdParamsSchema,
        body: setUserPlanSchema,
        response: {
          200: z.object({ message: z.string() }),
          ...refusals,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => service.setPlan(currentUser(request).id, request.params.id, request.body, new Date()),
  );

  app.get(
    "/subscriptions",
    {
      onRequest: guard.subscriptions,
      schema: {
        tags: ["admin"],
        summary: "Assinaturas e passes, com filtros e paginação",
        querystring: adminSubscriptionsQuerySchema,
        response: { 200: adminSubscriptionsPageSchema, ...refusals },
      },
    },
    async (request) => service.subscriptions(request.query, new Date()),
  );

  app.get(
    "/subscriptions/summary",
    {
      onRequest: guard.subscriptions,
      schema: {
        tags: ["admin"],
        summary: "Resumo: ativas, receita total, receita mensal, canceladas",
        response: { 200: adminSubscriptionsSummarySchema, ...refusals },
      },
    },
    async () => service.subscriptionsSummary(new Date()),
  );

  app.get(
    "/audit",
    {
      onRequest: guard.audit,
      schema: {
        tags: ["admin"],
        summary: "Registro de auditoria da equipe",
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditPageSchema, ...refusals },
      },
    },
    async (request) => service.audit(request.query),
  );
};
