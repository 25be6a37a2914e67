// Being written in this change.
export function AdminInvitationPage() {
  return null;
}
