import { useQuery } from "@tanstack/react-query";
import type { ProfileResponse } from "#domain/profile/schemas";
import { api } from "#web/lib/api-client.ts";

/** Every profile mutation invalidates this key. */
export const profileQueryKey = ["profile"] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => api<ProfileResponse>("/api/profile", { signal }),
  });
}
