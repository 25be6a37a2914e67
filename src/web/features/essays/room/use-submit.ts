import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { EssayDetail, SaveEssayInput } from "#domain/essays/api";
import { ESSAY_MESSAGES } from "#domain/essays/messages";
import { countWords, MIN_WORDS } from "#domain/essays/rules";
import { useSubmitEssay } from "#web/features/essays/api/mutations.ts";
import { announceAchievements } from "#web/lib/achievement-toasts.ts";
import { entitlementsQuery } from "#web/lib/api/entitlements.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

/**
 * 'Finalizar e Corrigir' (docs/product.md#writing-room): the same checks as the server first, then
 * the draft is saved (created if needed) and submitted. A plan limit is kept to be shown as a panel;
 * the text is never lost to it (the editor keeps it, and the server saves it into the draft).
 */
export function useSubmit(options: {
  ensureSaved: () => Promise<string | null>;
  onSubmitted: (essay: EssayDetail) => void;
}) {
  const client = useQueryClient();
  const mutation = useSubmitEssay();
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);

  async function submit(input: SaveEssayInput & { content: string }): Promise<boolean> {
    if (!input.content.trim()) {
      toast.error(ESSAY_MESSAGES.emptyTitle, { description: ESSAY_MESSAGES.emptyBody });
      return false;
    }
    if (countWords(input.content) < MIN_WORDS) {
      toast.error(ESSAY_MESSAGES.tooShortTitle, { description: ESSAY_MESSAGES.tooShortBody });
      return false;
    }
    setPreparing(true);
    try {
      const id = await options.ensureSaved();
      if (!id) throw new Error("draft not saved");
      const result = await mutation.mutateAsync({ id, input });
      setLimitMessage(null);
      toast.success(ESSAY_MESSAGES.submitted);
      announceAchievements(result.newAchievements);
      options.onSubmitted(result.essay);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && typeof error.details?.title === "string")
        toast.error(error.details.title, { description: error.message });
      else if (error instanceof ApiError && error.status === 403) {
        // The server kept the text as the draft; the room now says the limit before the next try.
        setLimitMessage(error.message);
        toast.error(error.message);
        void client.invalidateQueries({ queryKey: entitlementsQuery().queryKey });
      } else toast.error(ESSAY_MESSAGES.submitErrorTitle, { description: ESSAY_MESSAGES.submitErrorBody });
      return false;
    } finally {
      setPreparing(false);
    }
  }

  return { submit, submitting: preparing || mutation.isPending, limitMessage };
}
