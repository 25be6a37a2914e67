import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ObjectivesInput, ProfileResponse } from "#domain/profile/schemas";
import { api } from "#web/lib/api-client.ts";
import { profileQueryKey } from "./get-profile.ts";

/** PUT /api/profile/objectives: the weekly goal drives the dashboard's weekly progress. */
export function useUpdateObjectives() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ObjectivesInput) =>
      api<ProfileResponse>("/api/profile/objectives", { method: "PUT", body: input }),
    onSuccess: async (profile) => {
      client.setQueryData(profileQueryKey, profile);
      await Promise.all([
        client.invalidateQueries({ queryKey: profileQueryKey }),
        client.invalidateQueries({ queryKey: ["dashboard"] }),
      ]);
    },
  });
}
