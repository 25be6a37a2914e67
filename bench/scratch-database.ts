import pg from "pg";

/**
 * A PostgreSQL database of the bench's own on the server `serverUrl` names (default: the local
 * one, user postgres), created empty and dropped by `drop()`. Its name is printed by `keep`.
 */
export async function scratchDatabase(label: string, serverUrl = process.env.BENCH_DATABASE_URL) {
  const server = serverUrl ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `rumo_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /** Drops the database (unless `keep`) and closes the connection to the server. */
    async drop(keep = false) {
      if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
