import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { redactUrl } from "#server/http/security";

/** The SPA reports paths that matched no screen, so broken links show up in the server log. */
export const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/not-found",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["telemetry"],
        summary: "Registra no log um caminho sem tela (404)",
        body: z.object({ path: z.string().max(2000), referrer: z.string().max(2000).optional() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      request.log.warn(
        {
          path: redactUrl(request.body.path),
          referrer: request.body.referrer && redactUrl(request.body.referrer),
        },
        "page not found",
      );
      return reply.status(204).send(null);
    },
  );
};
