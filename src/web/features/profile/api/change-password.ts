import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordInput } from "#domain/profile/schemas";
import { sessionQueryKey } from "#web/features/auth/api.ts";
import { api } from "#web/lib/api-client.ts";

/** POST /api/profile/password: the server replaces this device's session cookie and ends the others. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api<{ message: string }>("/api/profile/password", { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
