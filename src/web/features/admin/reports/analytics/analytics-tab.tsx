// SCAFFOLD: filled in by the feature's author.
export function AnalyticsTab() {
  return null;
}
