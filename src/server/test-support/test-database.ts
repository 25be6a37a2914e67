import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";

import pg from "pg";
import { inject } from "vitest";
import { createPglite, type DatabaseHandle, openDatabase } from "#server/db/client";

export type TestDatabase = DatabaseHandle & { drop(): Promise<void> };

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A fresh, migrated database for one test file, on the driver the current project runs. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB_DRIVER === "postgres") {
    const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
    const name = `rumo_test_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    // Copies from the migrated template; retried because only one copy of a template can start at a time.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${inject("pgTemplateDatabase")}`);
        break;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    await admin.end();
    const handle = await openDatabase({
      driver: "postgres",
      url: withDatabase(serverUrl, name),
      poolSize: 5,
    });
    return {
      ...handle,
      async drop() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject("pgliteDumpPath"))]);
  const client = createPglite({ loadDataDir: dump });
  const handle = await openDatabase({ driver: "pglite", dataDir: null, pglite: client });
  return { ...handle, drop: () => handle.close() };
}
