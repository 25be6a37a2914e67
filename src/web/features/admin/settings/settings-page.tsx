// Being written in this change.
export function AdminSettingsPage() {
  return null;
}
