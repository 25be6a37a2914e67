import { useMutation } from "@tanstack/react-query";
import type { RedirectDto } from "#domain/billing/api";
import { api } from "#web/lib/api-client.ts";

/** POST /api/billing/portal: where the student manages payment and subscription ('Gerenciar'). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => api<Partial<RedirectDto>>("/api/billing/portal", { method: "POST" }),
  });
}
