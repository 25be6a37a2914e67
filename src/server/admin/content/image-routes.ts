import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { imageUploadedSchema, imageUploadQuerySchema, MAX_IMAGE_BYTES } from "#domain/admin/content";
import { ADMIN_AREAS } from "#domain/admin/roles";
import { errorResponseSchema } from "#domain/auth/api";
import { currentUser } from "#server/core/session";
import { requireStaff } from "#server/core/staff";
import { createImageService } from "./image-service.ts";
import { refusals, tags } from "./route-parts.ts";

/**
 * POST /api/admin/content/images?alt=… with the file itself as the body. Any declared type is read
 * here (this plugin's own parser), so the service can refuse a non-image by its bytes with a pt-BR
 * message; bodies a little over the limit still arrive, to be refused with the limit spelled out.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createImageService({ db: app.ctx.database.db });
  const staff = requireStaff(app, ADMIN_AREAS.content);
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: MAX_IMAGE_BYTES * 2 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    "/images",
    {
      onRequest: staff,
      bodyLimit: MAX_IMAGE_BYTES * 2,
      schema: {
        tags,
        summary: "Envia uma imagem para enunciados (PNG, JPEG, WebP ou GIF, até 2 MB, com texto alternativo)",
        querystring: imageUploadQuerySchema,
        response: { 201: imageUploadedSchema, ...refusals, 413: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body instanceof Uint8Array ? request.body : undefined;
      const uploaded = await service.upload(currentUser(request).id, body, request.query.alt, new Date());
      return reply.status(201).send(uploaded);
    },
  );
};
