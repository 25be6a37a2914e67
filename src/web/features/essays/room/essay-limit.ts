import { ESSAY_MESSAGES } from "#domain/essays/messages";
import type { EntitlementsDto } from "#domain/plans/api";
import { formatMessage } from "#domain/shared/messages";

type MonthlyUsage = Pick<
  EntitlementsDto,
  "essaysThisMonth" | "autoralEssaysThisMonth" | "correctionsThisMonth"
>;

/**
 * The month's allowance that would refuse 'Finalizar e Corrigir' for a topic, in the server's words
 * and order (essays of the topic's kind, then corrections), or null while there is room. Shown as
 * soon as the topic is chosen; the server still decides on submission.
 */
export function essayLimitFor(usage: MonthlyUsage | undefined, autoral: boolean): string | null {
  if (!usage) return null;
  const essays = autoral ? usage.autoralEssaysThisMonth : usage.essaysThisMonth;
  if (essays.remaining === 0)
    return formatMessage(autoral ? ESSAY_MESSAGES.autoralLimit : ESSAY_MESSAGES.essayLimit, {
      limit: essays.limit ?? 0,
    });
  const corrections = usage.correctionsThisMonth;
  if (corrections.remaining === 0)
    return formatMessage(ESSAY_MESSAGES.correctionLimit, { limit: corrections.limit ?? 0 });
  return null;
}
