import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// SCAFFOLD: filled in by the feature's author.
export const adminContentRoutes: FastifyPluginAsyncZod = async () => {};
