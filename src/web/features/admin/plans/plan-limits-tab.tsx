// Being written in this change.
export function PlanLimitsTab() {
  return null;
}
