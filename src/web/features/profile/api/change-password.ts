import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordInput } from "#domain/profile/schemas";
import { api } from "#web/lib/api-client.ts";
import { sessionQuery } from "#web/lib/session.ts";

/** POST /api/profile/password: the server replaces this device's session cookie and ends the others. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api<{ message: string }>("/api/profile/password", { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionQuery().queryKey }),
  });
}
