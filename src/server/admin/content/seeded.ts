/**
 * Seeded subjects, topics and exercises have name-derived ids (UUID version 5, see
 * src/server/seed/stable-id.ts); rows staff create get random ones (version 4). A seeded row that
 * staff delete is archived rather than removed, so the next seed does not bring it back.
 */
export function isSeededId(id: string): boolean {
  return id.charAt(14) === "5";
}
