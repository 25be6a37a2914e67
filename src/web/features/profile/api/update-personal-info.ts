import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PersonalInfoInput, ProfileResponse } from "#domain/profile/schemas";
import { sessionQueryKey } from "#web/features/auth/api.ts";
import { api } from "#web/lib/api-client.ts";
import { profileQueryKey } from "./get-profile.ts";

/** PUT /api/profile: the name also changes what the shell and the dashboard greet. */
export function useUpdatePersonalInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PersonalInfoInput) =>
      api<ProfileResponse>("/api/profile", { method: "PUT", body: input }),
    onSuccess: async (profile) => {
      client.setQueryData(profileQueryKey, profile);
      await Promise.all([
        client.invalidateQueries({ queryKey: profileQueryKey }),
        client.invalidateQueries({ queryKey: sessionQueryKey }),
        client.invalidateQueries({ queryKey: ["dashboard"] }),
      ]);
    },
  });
}
