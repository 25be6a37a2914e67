import type { AnsweringDeps } from "./accept-message.ts";
import type { ConversationTurn } from "./prompt.ts";
import { TURBO_CONTEXT_MESSAGES } from "./prompt.ts";
import { promptContextQuery } from "./prompt-context.ts";
import type { TutorProvider } from "./providers/types.ts";
import { providerFor } from "./select-provider.ts";
import { settingValueOf, TUTOR_SETTING_KEYS, tutorSettingsFrom } from "./settings.ts";
import { RECENT_MISTAKES, type StudentContext, studentContextFrom } from "./student-context.ts";
import type { Tutor } from "./tutors.ts";

/** What the prompt is made of, read while the message is being accepted. */
export type PromptInputs = { provider: TutorProvider; student: StudentContext; history: ConversationTurn[] };

const promptContext = promptContextQuery({
  settingKeys: Object.values(TUTOR_SETTING_KEYS),
  mistakes: RECENT_MISTAKES,
  // Read for the longest context (Turbo); each answer cuts it to the student's plan.
  history: TURBO_CONTEXT_MESSAGES,
});

/**
 * The provider in force, the student's context and the conversation so far (the messages before
 * `now`: the new one is not stored yet). Started with the request, so it is read while the limits
 * are checked (in parallel on PostgreSQL).
 */
export function loadPromptInputs(
  deps: AnsweringDeps,
  userId: string,
  tutor: Tutor,
  now: Date,
): Promise<PromptInputs> {
  const { db, config, log } = deps;
  return promptContext(db, {
    userId,
    subject: tutor.slug,
    subjectId: tutor.subjectId,
    before: now,
  }).then((rows) => ({
    provider: providerFor(
      db,
      rows.subjectWebhookUrl,
      tutorSettingsFrom(settingValueOf(rows.settings, config, log), config),
    ),
    student: studentContextFrom(rows.student ?? undefined, rows.mistakes),
    history: rows.history.reverse().map((m) => ({
      sender: m.sender === "user" ? ("user" as const) : ("bot" as const),
      message: m.message,
    })),
  }));
}
