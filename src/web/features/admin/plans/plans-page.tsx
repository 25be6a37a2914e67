// Being written in this change.
export function AdminPlansPage() {
  return null;
}
