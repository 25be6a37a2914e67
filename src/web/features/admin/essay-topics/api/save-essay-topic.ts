import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EssayTopicInput, EssayTopicSaved } from "#domain/admin/essay-topics";
import { adminRoot } from "#web/features/admin/api/keys.ts";
import { api } from "#web/lib/api-client.ts";
import { ESSAY_TOPICS_PATH, essayTopicPath } from "./essay-topics.ts";

/** POST /api/admin/essay-topics (no id) or PUT /api/admin/essay-topics/:id. */
export function useSaveEssayTopic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: EssayTopicInput }) =>
      api<EssayTopicSaved>(id ? essayTopicPath(id) : ESSAY_TOPICS_PATH, {
        method: id ? "PUT" : "POST",
        body: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminRoot }),
  });
}
