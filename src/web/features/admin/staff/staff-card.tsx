// Being written in this change.
export function StaffCard() {
  return null;
}
