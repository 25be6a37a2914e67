import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "#domain/auth/schemas";
import { api } from "#web/lib/api-client.ts";
import { sessionQuery } from "#web/lib/session.ts";

/** POST /api/admin/auth/login — the back office's sign-in (a 401 is a wrong password, not an expiry). */
export function useAdminLogin() {
  const client = useQueryClient();
  const session = sessionQuery();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      api<{ message: string }>("/api/admin/auth/login", {
        method: "POST",
        body: input,
        skipAuthRedirect: true,
      }),
    onSuccess: async () => {
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== session.queryKey[0] });
      await client.invalidateQueries({ queryKey: session.queryKey });
    },
  });
}
