import { eq } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { subjects } from "#server/db/schema/index";

export async function listActiveSubjects(db: Queryable) {
  return db
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
}
