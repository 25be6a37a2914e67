import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StaffRole } from "#domain/admin/roles";
import type { InviteStaffInput, StaffInvitation, StaffList } from "#domain/admin/staff";
import { adminRoot } from "#web/features/admin/api/keys.ts";
import { api } from "#web/lib/api-client.ts";

const base = "/api/admin/staff";

/** GET /api/admin/staff — the members and the pending invitations (admins only). */
export const staffListQuery = () =>
  queryOptions({
    queryKey: [...adminRoot, "staff"],
    queryFn: ({ signal }) => api<StaffList>(base, { signal }),
  });

export function useStaffList() {
  return useQuery(staffListQuery());
}

/** Every staff change refreshes the whole back office (the audit log lists it). */
function useStaffMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: adminRoot }) });
}

/** POST /api/admin/staff/invitations — e-mails a single-use link. */
export function useInviteStaff() {
  return useStaffMutation((input: InviteStaffInput) =>
    api<{ message: string; invitation: StaffInvitation }>(`${base}/invitations`, {
      method: "POST",
      body: input,
    }),
  );
}

/** DELETE /api/admin/staff/invitations/:id */
export function useCancelInvitation() {
  return useStaffMutation((id: string) =>
    api<{ message: string }>(`${base}/invitations/${encodeURIComponent(id)}`, { method: "DELETE" }),
  );
}

/** PUT /api/admin/staff/:userId/role */
export function useSetStaffRole() {
  return useStaffMutation(({ userId, role }: { userId: string; role: StaffRole }) =>
    api<{ message: string }>(`${base}/${encodeURIComponent(userId)}/role`, { method: "PUT", body: { role } }),
  );
}

/** DELETE /api/admin/staff/:userId — back to an ordinary account; their sessions end. */
export function useRemoveStaff() {
  return useStaffMutation((userId: string) =>
    api<{ message: string }>(`${base}/${encodeURIComponent(userId)}`, { method: "DELETE" }),
  );
}
