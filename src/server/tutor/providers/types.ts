import type { ChatSource } from "#server/db/schema/index";
import type { ConversationTurn } from "#server/tutor/prompt";
import type { StudentContext } from "#server/tutor/student-context";
import type { Tutor } from "#server/tutor/tutors";

export type TutorRequest = {
  userId: string;
  tutor: Tutor;
  student: StudentContext;
  /** The student's message, already sanitised and stored. */
  message: string;
  /** Earlier messages with this tutor, oldest first. */
  history: ConversationTurn[];
  /** Aborted when the call must stop: the student's message could not be stored after all. */
  signal?: AbortSignal;
  /** Called once the request to the provider has left (model and webhook providers). */
  sent?: () => void;
};

export type TutorAnswer = { text: string; sources: ChatSource[]; provider: "webhook" | "model" | "offline" };

/**
 * A provider could not answer. `unavailable`: network, timeout, non-2xx; `bad_reply`: it answered
 * but without a usable reply. `partial` is what was already streamed to the student, if anything.
 */
export class ProviderFailure extends Error {
  constructor(
    readonly reason: "unavailable" | "bad_reply",
    readonly detail: string,
    readonly partial = "",
  ) {
    super(`tutor provider failed (${reason}): ${detail}`);
  }
}

/**
 * One way of producing the tutor's answer (docs/decisions/015-tutor-provider-chain.md). `emit`
 * receives the text as it is produced; the resolved answer is the whole text, which the caller
 * stores once. Failures are thrown as ProviderFailure.
 */
export interface TutorProvider {
  readonly kind: TutorAnswer["provider"];
  answer(request: TutorRequest, emit: (delta: string) => void): Promise<TutorAnswer>;
}
