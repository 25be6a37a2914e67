import { createHash } from "node:crypto";

/** A UUID derived from a name (RFC 4122 version 5 layout), so seeded rows keep their ids across runs. */
export function stableUuid(name: string): string {
  const bytes = createHash("sha1").update(`rumo:${name}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A short fingerprint of seed content, to skip re-seeding what has not changed. */
export function contentHash(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16);
}
