import { ESSAY_MESSAGES } from "#domain/essays/messages";
import { countWords, MIN_WORDS } from "#domain/essays/rules";
import { formatMessage } from "#domain/shared/messages";
import type { Entitlements } from "#server/core/entitlements/entitlements";
import { requireFeature, requireModule } from "#server/core/guards";
import type { TopicRow } from "#server/essays/topics/dto";
import { AppError, LimitReachedError } from "#server/http/errors";

/**
 * The submission rules (docs/product.md#writing-room) and the plan's monthly limits
 * (docs/decisions/013-plan-limits-on-the-plan-row.md), in the order the student meets them: text
 * and topic, length, module, authorial topics, essays, corrections.
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
  requireModule(entitlements, "redacao", ESSAY_MESSAGES.moduleDisabled);
  const autoral = topic.source === "autoral";
  if (autoral) requireFeature(entitlements, "redacao_autoral", ESSAY_MESSAGES.autoralSubscribersOnly);
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
