// SCAFFOLD: filled in by the feature's author.
export function ExportsTab() {
  return null;
}
