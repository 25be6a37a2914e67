import { type AnsweringDeps, sendMessage } from "./answering.ts";
import { chatPage } from "./conversation.ts";
import { resolveTutor, type Tutor } from "./tutors.ts";

/** The tutor chat: which tutor a route names, the pages of a conversation, and sending a message. */
export function createTutorService(deps: AnsweringDeps) {
  return {
    resolveTutor: (param: string) => resolveTutor(deps.db, param),
    page: (userId: string, tutor: Tutor, cursor: string | undefined, now: Date) =>
      chatPage(deps.db, userId, tutor, cursor, now, deps.config.timezone),
    send: (userId: string, tutor: Tutor, raw: string, now: Date) =>
      sendMessage(deps, userId, tutor, raw, now),
  };
}

export type TutorService = ReturnType<typeof createTutorService>;
