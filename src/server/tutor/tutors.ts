import { slugify } from "#domain/catalog/slug";
import { STUDY_FRIEND } from "#domain/catalog/study-friend";
import type { TutorDto } from "#domain/tutor/api";
import { TUTOR_MESSAGES } from "#domain/tutor/messages";
import { tutorName } from "#domain/tutor/rules";
import type { Queryable } from "#server/db/client";
import { NotFoundError } from "#server/http/errors";
import { findActiveSubject } from "./repository.ts";

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
  const row = await findActiveSubject(db, slug);
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
