import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SetUserPlanInput } from "#domain/admin/api";
import { api } from "#web/lib/api-client.ts";
import { adminRoot } from "./keys.ts";

/** PUT /api/admin/users/:id/plan — grants a plan or goes back to Gratuito (409 over an online subscription). */
export function useSetUserPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SetUserPlanInput & { id: string }) =>
      api<{ message: string }>(`/api/admin/users/${encodeURIComponent(id)}/plan`, { method: "PUT", body }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminRoot }),
  });
}
