import { eq } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { contentImages } from "#server/db/schema/index";

export async function findImage(db: Queryable, id: string) {
  const [row] = await db
    .select({ contentType: contentImages.contentType, bytes: contentImages.bytes })
    .from(contentImages)
    .where(eq(contentImages.id, id));
  return row;
}
