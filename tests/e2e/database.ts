import pg from "pg";

/**
 * Direct access to the PostgreSQL database of the Rumo under test, for journeys that need data no
 * screen can make in a day (a long chat, essays corrected last month). Only the PostgreSQL project
 * has it; those journeys skip themselves elsewhere.
 */
export function hasDatabaseAccess(baseURL: string | undefined): boolean {
  const port = process.env.RUMO_E2E_PG_PORT;
  return Boolean(process.env.RUMO_E2E_PG_DATABASE && port && baseURL?.endsWith(`:${port}`));
}

export async function withDatabase<T>(
  work: (client: pg.Client, userId: (email: string) => Promise<string>) => Promise<T>,
): Promise<T> {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = `/${process.env.RUMO_E2E_PG_DATABASE}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const userId = async (email: string) =>
    (await client.query<{ id: string }>("select id from users where email = $1", [email])).rows[0]!.id;
  try {
    return await work(client, userId);
  } finally {
    await client.end();
  }
}
