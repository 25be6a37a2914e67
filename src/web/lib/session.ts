import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionResponse } from "#domain/auth/api";
import { api } from "#web/lib/api-client.ts";

/** GET /api/auth/session: who is signed in (`user: null` for a visitor), read by guards and layouts. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: ["session"] as const,
    queryFn: () => api<SessionResponse>("/api/auth/session", { skipAuthRedirect: true }),
    staleTime: 5 * 60 * 1000,
  });

export function useSession() {
  const query = useQuery(sessionQuery());
  return {
    user: query.data?.user ?? null,
    isLoading: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}

/** The session is gone (sign-out, deleted account, expired cookie): nothing cached for it may survive. */
export function forgetSession(client: QueryClient): void {
  client.clear();
  client.setQueryData<SessionResponse>(sessionQuery().queryKey, { user: null });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ message: string }>("/api/auth/logout", { method: "POST" }),
    onSettled: () => forgetSession(client),
  });
}

/** Only same-site paths are accepted as a place to return to after login. */
export function safeRedirect(value: string | null | undefined, fallback = "/dashboard"): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}

/** The login page's address that brings the student back to `path` once signed in. */
export function loginPathFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}
