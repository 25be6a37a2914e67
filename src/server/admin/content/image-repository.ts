import type { Queryable } from "#server/db/client";
import { contentImages } from "#server/db/schema/index";

export async function insertImage(db: Queryable, values: typeof contentImages.$inferInsert) {
  const [row] = await db
    .insert(contentImages)
    .values(values)
    .returning({ id: contentImages.id, altText: contentImages.altText });
  return row!;
}
