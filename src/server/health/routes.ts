import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MESSAGES } from "#domain/shared/messages";

/** `ping` rejects while the database is unreachable or behind the migrations this build ships. */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, opts) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "O processo está no ar",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/ready",
    {
      schema: {
        tags: ["health"],
        summary: "O banco de dados responde e está com todas as migrações aplicadas",
        response: {
          200: z.object({ status: z.literal("ready") }),
          503: z.object({ code: z.string(), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await opts.ping();
        return { status: "ready" as const };
      } catch (error) {
        request.log.error({ err: error }, "database not reachable or not migrated");
        return reply
          .status(503)
          .send({ code: "DATABASE_UNAVAILABLE", message: MESSAGES.generic.databaseUnavailable });
      }
    },
  );
};
