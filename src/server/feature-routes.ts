import type { FastifyInstance } from "fastify";
import { achievementRoutes } from "./achievements/routes.ts";
import { adminRoutes } from "./admin/routes.ts";
import { billingRoutes } from "./billing/routes.ts";
import { catalogRoutes } from "./catalog/routes.ts";
import { contentImageRoutes } from "./content-images/routes.ts";
import { dashboardRoutes } from "./dashboard/routes.ts";
import { enemScoreRoutes } from "./enem-score/routes.ts";
import { essayRoutes } from "./essays/routes.ts";
import { historyRoutes } from "./history/routes.ts";
import { performanceRoutes } from "./performance/routes.ts";
import { planRoutes } from "./plans/routes.ts";
import { practiceRoutes } from "./practice/routes.ts";
import { profileRoutes } from "./profile/routes.ts";
import { questionReportRoutes } from "./question-reports/routes.ts";
import { simuladoRoutes } from "./simulados/routes.ts";
import { stepByStepRoutes } from "./step-by-step/routes.ts";
import { telemetryRoutes } from "./telemetry/routes.ts";
import { tutorRoutes } from "./tutor/routes.ts";

/**
 * The product's API, one line per feature. Feature plugins read shared services from `app.ctx`.
 * Auth, health and the dev outbox are registered by app.ts itself.
 */
export async function registerFeatureRoutes(app: FastifyInstance): Promise<void> {
  await app.register(catalogRoutes, { prefix: "/api" });
  await app.register(contentImageRoutes, { prefix: "/api/content-images" });
  await app.register(planRoutes, { prefix: "/api" });
  await app.register(billingRoutes, { prefix: "/api/billing" });
  await app.register(practiceRoutes, { prefix: "/api" });
  await app.register(questionReportRoutes, { prefix: "/api" });
  await app.register(simuladoRoutes, { prefix: "/api" });
  await app.register(performanceRoutes, { prefix: "/api" });
  await app.register(stepByStepRoutes, { prefix: "/api" });
  await app.register(achievementRoutes, { prefix: "/api" });
  await app.register(dashboardRoutes, { prefix: "/api" });
  await app.register(telemetryRoutes, { prefix: "/api/telemetry" });
  await app.register(enemScoreRoutes, { prefix: "/api/enem" });
  await app.register(profileRoutes, { prefix: "/api/profile" });
  await app.register(tutorRoutes, { prefix: "/api" });
  await app.register(historyRoutes, { prefix: "/api" });
  await app.register(essayRoutes, { prefix: "/api/essays" });
  await app.register(adminRoutes, { prefix: "/api/admin" });
}
