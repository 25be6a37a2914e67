import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CONTENT_MESSAGES } from "#domain/admin/content-messages";
import { NotFoundError } from "#server/http/errors";
import { findImage } from "./repository.ts";

const params = z.object({ id: z.uuid({ error: CONTENT_MESSAGES.imageNotFound }) });

/**
 * GET /api/content-images/:id — the images of question statements. An image never changes once
 * uploaded (a new upload is a new id), so browsers may keep it for a year.
 */
export const contentImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id",
    {
      schema: {
        tags: ["catalog"],
        summary: "Imagem de uma questão (PNG, JPEG, WebP ou GIF)",
        description: "Responde 404 { code, message } para uma imagem que não existe.",
        params,
      },
    },
    async (request, reply) => {
      const image = await findImage(app.ctx.database.db, request.params.id);
      if (!image) throw new NotFoundError(CONTENT_MESSAGES.imageNotFound);
      return reply
        .type(image.contentType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'")
        .send(Buffer.from(image.bytes));
    },
  );
};
