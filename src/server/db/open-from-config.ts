import { join } from "node:path";
import type { AppConfig } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";

/** PostgreSQL when DATABASE_URL is set, else PGlite in the data folder. */
export function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ driver: "postgres", url: config.databaseUrl })
    : openDatabase({ driver: "pglite", dataDir: join(config.dataDir, "pglite") });
}
