import { type ImageUploaded, MAX_IMAGE_BYTES, sniffImageType } from "#domain/admin/content";
import { contentImageUrl, imageMarkdown } from "#domain/admin/content-markdown";
import { CONTENT_MESSAGES as M } from "#domain/admin/content-messages";
import { recordAudit } from "#server/core/audit";
import type { Database } from "#server/db/client";
import { AppError, ValidationError } from "#server/http/errors";
import { insertImage } from "./image-repository.ts";

/**
 * Images for statements and explanations, stored in the database and served by Rumo at
 * /api/content-images/<id>. The format is read from the file's first bytes, whatever it claims.
 */
export function createImageService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async upload(
      actorId: string,
      body: Uint8Array | undefined,
      alt: string,
      now: Date,
    ): Promise<ImageUploaded> {
      if (!body || body.length === 0) throw new ValidationError(M.imageEmpty);
      if (body.length > MAX_IMAGE_BYTES) throw new AppError(413, "PAYLOAD_TOO_LARGE", M.imageTooLarge);
      const contentType = sniffImageType(body);
      if (!contentType) throw new ValidationError(M.imageTypeInvalid);
      const image = await db.transaction(async (tx) => {
        const row = await insertImage(tx, {
          contentType,
          bytes: Buffer.from(body),
          byteSize: body.length,
          altText: alt,
          uploadedBy: actorId,
          createdAt: now,
        });
        await recordAudit(
          tx,
          {
            actorId,
            action: "image.upload",
            targetType: "image",
            targetId: row.id,
            before: null,
            after: { contentType, byteSize: body.length, altText: alt },
          },
          now,
        );
        return row;
      });
      return {
        id: image.id,
        url: contentImageUrl(image.id),
        alt: image.altText,
        markdown: imageMarkdown(image.id, image.altText),
        message: M.imageUploaded,
      };
    },
  };
}
