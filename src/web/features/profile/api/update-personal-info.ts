import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PersonalInfoInput, ProfileResponse } from "#domain/profile/schemas";
import { api } from "#web/lib/api-client.ts";
import { queryRoots } from "#web/lib/query-keys.ts";
import { sessionQuery } from "#web/lib/session.ts";
import { profileQuery } from "./get-profile.ts";

/** PUT /api/profile: the name also changes what the shell and the dashboard greet. */
export function useUpdatePersonalInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PersonalInfoInput) =>
      api<ProfileResponse>("/api/profile", { method: "PUT", body: input }),
    onSuccess: async (profile) => {
      client.setQueryData(profileQuery().queryKey, profile);
      await Promise.all([
        client.invalidateQueries({ queryKey: profileQuery().queryKey }),
        client.invalidateQueries({ queryKey: sessionQuery().queryKey }),
        client.invalidateQueries({ queryKey: queryRoots.dashboard }),
      ]);
    },
  });
}
