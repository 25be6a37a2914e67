import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProfileResponse } from "#domain/profile/schemas";
import { api } from "#web/lib/api-client.ts";
import { queryRoots } from "#web/lib/query-keys.ts";

/** GET /api/profile. Every profile mutation updates or invalidates this key. */
export const profileQuery = () =>
  queryOptions({
    queryKey: queryRoots.profile,
    queryFn: ({ signal }) => api<ProfileResponse>("/api/profile", { signal }),
  });

export function useProfile() {
  return useQuery(profileQuery());
}
