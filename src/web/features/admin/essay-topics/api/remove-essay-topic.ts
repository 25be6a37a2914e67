import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EssayTopicRemoved } from "#domain/admin/essay-topics";
import { adminRoot } from "#web/features/admin/api/keys.ts";
import { api } from "#web/lib/api-client.ts";
import { essayTopicPath } from "./essay-topics.ts";

/** DELETE /api/admin/essay-topics/:id — deleted, or deactivated when student essays use it. */
export function useRemoveEssayTopic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<EssayTopicRemoved>(essayTopicPath(id), { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminRoot }),
  });
}
