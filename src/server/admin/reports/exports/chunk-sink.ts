import { Writable } from "node:stream";
import type { Queryable } from "#server/db/client";
import { appendChunk } from "./repository.ts";

/** About 1 MB per stored piece: big enough to keep rows few, small enough to hold in memory. */
export const CHUNK_BYTES = 1024 * 1024;

/**
 * A writable stream that stores what it receives in exportacoes_partes, ~1 MB per row, as it
 * arrives: the file is never whole in memory. Writing waits while a piece is being saved, which
 * slows the CSV or workbook writer down to the database's pace.
 */
export class ChunkSink extends Writable {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private sequence = 0;
  /** Bytes written so far (the file's size once finished). */
  bytes = 0;

  constructor(
    private readonly db: Queryable,
    private readonly exportId: string,
  ) {
    super({ highWaterMark: CHUNK_BYTES });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    this.bytes += chunk.length;
    if (this.pendingBytes < CHUNK_BYTES) callback();
    else this.flush().then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flush().then(() => callback(), callback);
  }

  private async flush(): Promise<void> {
    if (this.pendingBytes === 0) return;
    const piece = Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    await appendChunk(this.db, this.exportId, this.sequence, piece);
    this.sequence += 1;
  }
}
