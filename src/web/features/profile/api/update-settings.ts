import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationSettings, ProfileResponse } from "#domain/profile/schemas";
import { api } from "#web/lib/api-client.ts";
import { profileQuery } from "./get-profile.ts";

const settingsMutationKey = ["profile", "settings"] as const;
const profileQueryKey = profileQuery().queryKey;

/** PUT /api/profile/settings, shown at once and rolled back if the server refuses. */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: settingsMutationKey,
    mutationFn: (settings: NotificationSettings) =>
      api<ProfileResponse>("/api/profile/settings", { method: "PUT", body: settings }),
    onMutate: async (settings) => {
      await client.cancelQueries({ queryKey: profileQueryKey });
      const previous = client.getQueryData<ProfileResponse>(profileQueryKey);
      if (previous) client.setQueryData<ProfileResponse>(profileQueryKey, { ...previous, settings });
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) client.setQueryData(profileQueryKey, context.previous);
    },
    // Refetch once the last of several quick toggles settles, so an older answer cannot undo a newer one.
    onSettled: () =>
      client.isMutating({ mutationKey: settingsMutationKey }) === 1
        ? client.invalidateQueries({ queryKey: profileQueryKey })
        : undefined,
  });
}
