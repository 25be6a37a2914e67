import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { subjectListSchema } from "#domain/catalog/api";
import { subjects } from "#server/db/schema/index";

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
      const rows = await db
        .select({
          id: subjects.id,
          name: subjects.name,
          slug: subjects.slug,
          color: subjects.color,
          icon: subjects.icon,
          emoji: subjects.emoji,
        })
        .from(subjects)
        .where(eq(subjects.active, true));
      // Portuguese order ("Física" before "Geografia") whatever the database collation.
      return { subjects: rows.sort((a, b) => a.name.localeCompare(b.name, "pt-BR")) };
    },
  );
};
