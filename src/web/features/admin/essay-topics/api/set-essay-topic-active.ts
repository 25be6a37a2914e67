import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EssayTopicSaved } from "#domain/admin/essay-topics";
import { adminRoot } from "#web/features/admin/api/keys.ts";
import { api } from "#web/lib/api-client.ts";
import { essayTopicPath } from "./essay-topics.ts";

/** PUT /api/admin/essay-topics/:id/active — offers a topic to students again, or stops offering it. */
export function useSetEssayTopicActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api<EssayTopicSaved>(essayTopicPath(id, "/active"), { method: "PUT", body: { active } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminRoot }),
  });
}
