import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";
import type { TestProject } from "vitest/node";
import { createPglite, openDatabase } from "#server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    pgTemplateDatabase: string;
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Migrates once per run: a PGlite snapshot, or a PostgreSQL template database. Each test file then
 * gets its own fresh copy (see test-app.ts), as in immich's integration tests.
 */
export default async function setup(project: TestProject) {
  // Runs in the main process, where only the project's name tells which database it tests.
  if (project.name === "api-postgres") {
    const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
    const template = `rumo_test_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const handle = await openDatabase({
      driver: "postgres",
      url: withDatabase(serverUrl, template),
      poolSize: 1,
    });
    await handle.migrate();
    await handle.close();
    project.provide("pgTemplateDatabase", template);
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like $1",
        [`rumo_test_${process.pid}_%`],
      );
      for (const row of leftovers.rows)
        await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const client = createPglite();
  const handle = await openDatabase({ driver: "pglite", dataDir: null, pglite: client });
  await handle.migrate();
  const dump = await client.dumpDataDir("none");
  await handle.close();
  const dir = mkdtempSync(join(tmpdir(), "rumo-test-"));
  const path = join(dir, "migrated.tar");
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteDumpPath", path);
  return () => rmSync(dir, { recursive: true, force: true });
}
