import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { AppConfig } from "#server/config";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { lockDataFolder } from "./data-folder-lock.ts";

/** PostgreSQL when DATABASE_URL is set, else PGlite in the data folder (one process at a time). */
export async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ driver: "postgres", url: config.databaseUrl });
  mkdirSync(config.dataDir, { recursive: true });
  const unlock = lockDataFolder(join(config.dataDir, "pglite.lock"));
  try {
    const handle = await openDatabase({ driver: "pglite", dataDir: join(config.dataDir, "pglite") });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
