import { and, asc, eq, inArray } from "drizzle-orm";
import { STUDY_FRIEND } from "#domain/catalog/api";
import { slugify } from "#domain/catalog/slug";
import type { TutorDto } from "#domain/tutor/api";
import { TUTOR_MESSAGES } from "#domain/tutor/messages";
import { tutorName } from "#domain/tutor/rules";
import type { Queryable } from "#server/db/client";
import { subjects, topics } from "#server/db/schema/index";
import { NotFoundError } from "#server/http/errors";

/** A tutor the student can talk to: one per active subject, plus the study friend (no subject). */
export type Tutor = TutorDto & { subjectId: string | null };

/**
 * Resolves the route parameter: "matemática" (the spec's lowercased name) and "matematica" (the
 * slug) name the same tutor. Unknown or inactive subjects are a 404.
 */
export async function resolveTutor(db: Queryable, param: string): Promise<Tutor> {
  const slug = slugify(decodeURIComponent(param));
  if (slug === STUDY_FRIEND.slug)
    return {
      slug,
      name: STUDY_FRIEND.name,
      subjectName: STUDY_FRIEND.name,
      emoji: STUDY_FRIEND.emoji,
      color: STUDY_FRIEND.color,
      icon: STUDY_FRIEND.icon,
      subjectId: null,
    };
  const [row] = await db
    .select()
    .from(subjects)
    .where(and(eq(subjects.slug, slug), eq(subjects.active, true)));
  if (!row) throw new NotFoundError(TUTOR_MESSAGES.unknownSubject);
  return {
    slug: row.slug,
    name: tutorName({ slug: row.slug, subjectName: row.name, emoji: row.emoji }),
    subjectName: row.name,
    emoji: row.emoji,
    color: row.color,
    icon: row.icon,
    subjectId: row.id,
  };
}

export function tutorDto(tutor: Tutor): TutorDto {
  const { subjectId: _id, ...dto } = tutor;
  return dto;
}

/** Topic names of a subject (of every subject for the study friend), for suggestions. */
export async function topicNames(db: Queryable, subjectId: string | null): Promise<string[]> {
  const rows = await db
    .select({ name: topics.name })
    .from(topics)
    .where(subjectId ? eq(topics.subjectId, subjectId) : undefined)
    .orderBy(asc(topics.name));
  return rows.map((r) => r.name);
}

/** Display names of subject slugs, in the given order ("fisica" → "Física"). */
export async function subjectNames(db: Queryable, slugs: string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ slug: subjects.slug, name: subjects.name })
    .from(subjects)
    .where(inArray(subjects.slug, slugs));
  return slugs.map((slug) => rows.find((r) => r.slug === slug)?.name ?? slug);
}
