import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SessionResponse } from "#domain/auth/api";
import type { DeleteAccountInput } from "#domain/profile/schemas";
import { sessionQueryKey } from "#web/features/auth/api.ts";
import { api } from "#web/lib/api-client.ts";

/** DELETE /api/profile: the account is anonymised and signed out, so nothing cached may survive. */
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      api<{ message: string }>("/api/profile", { method: "DELETE", body: input }),
    onSuccess: () => {
      client.clear();
      client.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
    },
  });
}
