import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ObjectivesInput, ProfileResponse } from "#domain/profile/schemas";
import { api } from "#web/lib/api-client.ts";
import { queryRoots } from "#web/lib/query-keys.ts";

/**
 * PUT /api/profile/objectives, from the dashboard (card and dialog) and the profile's Objetivos tab:
 * the answer is the new profile, and the weekly goal drives the dashboard's weekly progress.
 */
export function useSaveObjectives() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ObjectivesInput) =>
      api<ProfileResponse>("/api/profile/objectives", { method: "PUT", body: input }),
    onSuccess: async (profile) => {
      client.setQueryData(queryRoots.profile, profile);
      await Promise.all([
        client.invalidateQueries({ queryKey: queryRoots.profile }),
        client.invalidateQueries({ queryKey: queryRoots.dashboard }),
      ]);
    },
  });
}
