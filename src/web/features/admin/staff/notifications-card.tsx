// Being written in this change.
export function NotificationsCard() {
  return null;
}
