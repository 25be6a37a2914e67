import { customType } from "drizzle-orm/pg-core";

/** Binary content (uploaded images, export files). node-postgres reads it as a Buffer, PGlite as a Uint8Array. */
export const bytea = customType<{ data: Buffer | Uint8Array }>({ dataType: () => "bytea" });
