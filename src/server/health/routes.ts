import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

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
        summary: "O banco de dados responde",
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
        request.log.error({ err: error }, "database not reachable");
        return reply
          .status(503)
          .send({ code: "DATABASE_UNAVAILABLE", message: "Banco de dados indisponível no momento." });
      }
    },
  );
};
