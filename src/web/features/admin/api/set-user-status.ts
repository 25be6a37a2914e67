import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#web/lib/api-client.ts";
import { adminRoot } from "./keys.ts";

/** PUT /api/admin/users/:id/status — activates or deactivates a student (their sessions end). */
export function useSetUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api<{ active: boolean; message: string }>(`/api/admin/users/${encodeURIComponent(id)}/status`, {
        method: "PUT",
        body: { active },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminRoot }),
  });
}
