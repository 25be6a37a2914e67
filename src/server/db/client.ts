import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_DIR } from "#server/paths";
import { startFromTemplate } from "./pglite-template.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/**
 * An embedded PGlite with the extensions the migrations create (pg_trgm: the back office's text
 * search). Every PGlite of the app and of the tests is made here.
 */
export function createPglite(options: Omit<PGliteOptions, "extensions"> = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}

/** The database handle every repository takes; the same on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either the database or an open transaction. */
export type Queryable = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, seed) while holding a database-wide lock, so instances started
   * together on one PostgreSQL take turns instead of racing to create the same tables and rows.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Resolves when the database answers and holds every migration this build ships; rejects
   * otherwise (unreachable, or replaced by an empty or older database). Readiness waits on it.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { driver: "postgres"; url: string; poolSize?: number }
  | {
      driver: "pglite";
      dataDir: string | null;
      pglite?: PGlite;
      /** The migrated copy a new data folder starts from; by default the one the build made. */
      templateDir?: string;
    };

let latestMigration: number | undefined;
/** The time drizzle records for the newest migration in the journal (`created_at` once applied). */
function latestMigrationMillis(): number {
  if (latestMigration === undefined) {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
      entries: { when: number }[];
    };
    latestMigration = Math.max(0, ...journal.entries.map((e) => e.when));
  }
  return latestMigration;
}

export class SchemaNotMigratedError extends Error {
  constructor() {
    super("the database does not hold the latest migration");
  }
}

/** drizzle's own bookkeeping: one row per applied migration, in its "drizzle" schema. */
const LAST_APPLIED_MIGRATION_SQL = 'select max(created_at) as applied from drizzle."__drizzle_migrations"';

async function assertMigrated(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<void> {
  const { rows } = await query(LAST_APPLIED_MIGRATION_SQL);
  const applied = Number((rows[0] as { applied: unknown } | undefined)?.applied ?? 0);
  if (!(applied >= latestMigrationMillis())) throw new SchemaNotMigratedError();
}

/** Arbitrary constant naming Rumo's start-up lock among PostgreSQL advisory locks. */
const STARTUP_LOCK_KEY = 7_206_310_551;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      driver: "postgres",
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      exclusively: async (work) => {
        // A session-level advisory lock lives on one connection, held until the work ends.
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      ping: () => assertMigrated((text) => pool.query(text)),
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  if (!client) {
    if (options.dataDir && !startFromTemplate(options.dataDir, options.templateDir))
      mkdirSync(options.dataDir, { recursive: true });
    client = createPglite(options.dataDir ? { dataDir: options.dataDir } : {});
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  const pglite = client;
  return {
    db: db as unknown as Database,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    // PGlite serves one process per data folder: nobody else can be starting on it.
    exclusively: (work) => work(),
    ping: () => assertMigrated((text) => pglite.query(text)),
    close: () => pglite.close(),
  };
}
