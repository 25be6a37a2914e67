// Whether a PostgreSQL server answers at a URL and lets the tests create their own databases,
// for `npm test` and the Vitest projects.
import pg from "pg";

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export async function postgresReachable(url = TEST_DATABASE_URL) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    const { rows } = await client.query(
      "select rolcreatedb or rolsuper as can_create from pg_roles where rolname = current_user",
    );
    if (rows[0]?.can_create) return true;
    console.warn(`PostgreSQL em ${new URL(url).host}: o usuário não pode criar bancos de teste; ignorado.`);
    return false;
  } catch (error) {
    // Nothing listening is the normal case on a laptop without PostgreSQL; anything else is worth a word.
    if (error?.code !== "ECONNREFUSED" && !/timeout/i.test(String(error?.message)))
      console.warn(`PostgreSQL em ${new URL(url).host} recusou a conexão (${error.message}); ignorado.`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
