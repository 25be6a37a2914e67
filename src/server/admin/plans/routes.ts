import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// Being written in this change.
export const adminPlanRoutes: FastifyPluginAsyncZod = async () => {};
