import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { exerciseRoutes } from "./exercise-routes.ts";
import { imageRoutes } from "./image-routes.ts";
import { questionRoutes } from "./question-routes.ts";
import { subjectRoutes } from "./subject-routes.ts";

/** /api/admin/content: subjects → topics → exercises → questions, and statement images (admin, editor). */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(subjectRoutes);
  await app.register(exerciseRoutes);
  await app.register(questionRoutes);
  await app.register(imageRoutes);
};
