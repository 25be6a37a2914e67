import { STUDY_FRIEND } from "#domain/catalog/study-friend";

/** Constants of the chat screen and its rules (docs/product.md#tutor). */
export const CHAT_PAGE_SIZE = 20;
export const CHAT_RATE_LIMIT = { max: 10, windowSeconds: 60 } as const;
export const SCROLL_TO_BOTTOM_THRESHOLD_PX = 100;
export const INPUT_DEBOUNCE_MS = 300;
export const POINTS_PER_MESSAGE = 5;

export type ProviderKind = "webhook" | "model" | "offline" | "greeting" | "fallback";

/** The tutor a route parameter names: a subject, or the general study friend. */
export type TutorIdentity = { slug: string; subjectName: string; emoji: string };

export function isStudyFriend(slug: string): boolean {
  return slug === STUDY_FRIEND.slug;
}

/** The name in the chat header: "Tutor de Matemática", or "Amiga de Estudo". */
export function tutorName(tutor: TutorIdentity): string {
  return isStudyFriend(tutor.slug) ? STUDY_FRIEND.name : `Tutor de ${tutor.subjectName}`;
}

/**
 * A text the student typed (a name), made safe to put inside Markdown: what Markdown, GFM, math
 * and raw HTML would read as syntax is backslash-escaped and line breaks become spaces, so
 * `![x](https://…)` shows as typed instead of becoming an image. Hyphens, apostrophes and periods
 * mean nothing in the middle of a line and stay as they are, so everyday names are unchanged.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/\s+/g, " ").replace(/[\\`*_{}[\]()<>#+!|~$:&=]/g, "\\$&");
}

/** The tutor's first message, stored when a student opens a chat with nothing in the history window. */
export function greetingText(tutor: TutorIdentity, studentFirstName: string): string {
  const firstName = escapeMarkdown(studentFirstName);
  if (isStudyFriend(tutor.slug))
    return [
      `Oi, ${firstName}! Eu sou a sua **Amiga de Estudo** ${STUDY_FRIEND.emoji}`,
      "",
      "Posso ajudar a organizar a rotina para o ENEM, tirar dúvidas de qualquer matéria e dar dicas de redação. Por onde a gente começa hoje?",
    ].join("\n");
  return [
    `Olá, ${firstName}! Eu sou o seu **tutor de ${tutor.subjectName}** ${tutor.emoji}`,
    "",
    "Me mande uma dúvida, um exercício ou um assunto que está estudando. Vamos resolver juntos, passo a passo: eu dou as pistas e você constrói o raciocínio.",
  ].join("\n");
}

/** The part of the plan's entitlements the chat looks at (see src/server/core/entitlements/entitlements.ts). */
export type ChatEntitlements = {
  modules: { chat: boolean };
  chatMessagesToday: { remaining: number; limit: number | null };
  subjectsToday: { remaining: number; limit: number | null; subjects: string[] };
};

export type ChatBlock = "MODULE_DISABLED" | "CHAT_LIMIT_REACHED" | "SUBJECT_LIMIT_REACHED";

/**
 * Why a student may not send a message to this tutor now, or null. The study friend is not a
 * subject, so it never counts against 'subjects per day'; a subject already studied today stays open.
 */
export function chatBlock(e: ChatEntitlements, tutorSlug: string): ChatBlock | null {
  if (!e.modules.chat) return "MODULE_DISABLED";
  if (e.chatMessagesToday.remaining === 0) return "CHAT_LIMIT_REACHED";
  if (
    !isStudyFriend(tutorSlug) &&
    !e.subjectsToday.subjects.includes(tutorSlug) &&
    e.subjectsToday.remaining === 0
  )
    return "SUBJECT_LIMIT_REACHED";
  return null;
}
