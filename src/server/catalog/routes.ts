import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { subjectListSchema } from "#domain/catalog/api";
import { createCatalogService } from "./service.ts";

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCatalogService({ db: app.ctx.database.db });
  app.get(
    "/subjects",
    {
      schema: {
        tags: ["catalog"],
        summary: "Matérias ativas, em ordem alfabética",
        response: { 200: subjectListSchema },
      },
    },
    async () => service.subjects(),
  );
};
