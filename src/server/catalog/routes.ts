import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { subjectListSchema } from "#domain/catalog/api";
import { listActiveSubjects } from "./repository.ts";

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;
  app.get(
    "/subjects",
    {
      schema: {
        tags: ["catalog"],
        summary: "Matérias ativas, em ordem alfabética",
        response: { 200: subjectListSchema },
      },
    },
    async () => {
      const rows = await listActiveSubjects(db);
      // Portuguese order ("Física" before "Geografia") whatever the database collation.
      return { subjects: rows.sort((a, b) => a.name.localeCompare(b.name, "pt-BR")) };
    },
  );
};
