import { useMutation, useQuery } from "@tanstack/react-query";
import type { StaffRole } from "#domain/admin/roles";
import type { InvitationInfo } from "#domain/admin/staff";
import { api } from "#web/lib/api-client.ts";

const url = (token: string) => `/api/admin/staff/invitations/${encodeURIComponent(token)}`;

/** GET /api/admin/staff/invitations/:token — public; 404/410 when the link is no good. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ["staff-invitation", token],
    queryFn: ({ signal }) => api<InvitationInfo>(url(token), { signal, skipAuthRedirect: true }),
    retry: false,
  });
}

/** POST /api/admin/staff/invitations/:token/accept — a 401 here is a wrong password, not a session. */
export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (body: { name?: string; password: string }) =>
      api<{ message: string; role: StaffRole }>(`${url(token)}/accept`, {
        method: "POST",
        body,
        skipAuthRedirect: true,
      }),
  });
}
