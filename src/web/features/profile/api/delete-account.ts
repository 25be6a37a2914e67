import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeleteAccountInput } from "#domain/profile/schemas";
import { api } from "#web/lib/api-client.ts";
import { forgetSession } from "#web/lib/session.ts";

/** DELETE /api/profile: the account is anonymised and signed out, so nothing cached may survive. */
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      api<{ message: string }>("/api/profile", { method: "DELETE", body: input }),
    onSuccess: () => forgetSession(client),
  });
}
