/**
 * The general tutor, not tied to one subject: STUDY_FRIEND of src/domain/catalog/api.ts, copied
 * here because that file also defines the catalogue's zod schemas, and importing it would load zod
 * with every signed-in page. study-friend.test.ts keeps the two equal.
 */
export const STUDY_FRIEND = {
  slug: "amiga-de-estudo",
  name: "Amiga de Estudo",
  emoji: "💜",
  color: "#8b5cf6",
  icon: "heart",
} as const;
