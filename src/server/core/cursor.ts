/**
 * Page cursors are the position of the oldest message shown: its time and id. Rows are always
 * written with a JavaScript time (millisecond precision), so the time read back compares exactly.
 */
export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

export function decodeCursor(cursor: string | undefined): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  const [time, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(time ?? "");
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id };
}
