/**
 * The general tutor that is not tied to one subject. A file of its own, without zod, so the web
 * pages that name it (the sidebar, the chat) do not load the catalogue's schemas.
 */
export const STUDY_FRIEND = {
  slug: "amiga-de-estudo",
  name: "Amiga de Estudo",
  emoji: "💜",
  color: "#8b5cf6",
  icon: "heart",
} as const;
