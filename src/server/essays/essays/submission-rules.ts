import { ESSAY_MESSAGES } from "#domain/essays/messages";
import { countWords, MIN_WORDS } from "#domain/essays/rules";
import { formatMessage } from "#domain/shared/messages";
import type { TopicRow } from "#server/essays/topics/dto";
import { AppError, ForbiddenError, LimitReachedError } from "#server/http/errors";
import type { Entitlements } from "#server/plans/entitlements";

/**
 * Spec 02 §5 and the plan's monthly limits (ARCHITECTURE decisions 4 and 5), in the order the
 * student meets them: text and topic, length, module, authorial topics, essays, corrections.
 */
export function checkSubmissionAllowed(input: {
  content: string;
  topic: TopicRow | null;
  entitlements: Entitlements;
}): void {
  const { content, topic, entitlements } = input;
  if (!content.trim() || !topic)
    throw new AppError(400, "EMPTY_ESSAY", ESSAY_MESSAGES.emptyBody, { title: ESSAY_MESSAGES.emptyTitle });
  const words = countWords(content);
  if (words < MIN_WORDS)
    throw new AppError(400, "ESSAY_TOO_SHORT", ESSAY_MESSAGES.tooShortBody, {
      title: ESSAY_MESSAGES.tooShortTitle,
      words,
    });
  if (!entitlements.modules.redacao)
    throw new ForbiddenError(ESSAY_MESSAGES.moduleDisabled, "MODULE_DISABLED");
  const autoral = topic.source === "autoral";
  if (autoral && !entitlements.features.redacao_autoral)
    throw new ForbiddenError(ESSAY_MESSAGES.autoralSubscribersOnly, "SUBSCRIBERS_ONLY");
  const essays = autoral ? entitlements.autoralEssaysThisMonth : entitlements.essaysThisMonth;
  if (essays.remaining === 0)
    throw new LimitReachedError(
      "ESSAY_LIMIT_REACHED",
      formatMessage(autoral ? ESSAY_MESSAGES.autoralLimit : ESSAY_MESSAGES.essayLimit, {
        limit: essays.limit ?? 0,
      }),
      { limit: essays.limit, used: essays.used },
    );
  const corrections = entitlements.correctionsThisMonth;
  if (corrections.remaining === 0)
    throw new LimitReachedError(
      "CORRECTION_LIMIT_REACHED",
      formatMessage(ESSAY_MESSAGES.correctionLimit, { limit: corrections.limit ?? 0 }),
      { limit: corrections.limit, used: corrections.used },
    );
}
