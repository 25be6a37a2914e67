import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "#domain/shared/messages";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

const UNAVAILABLE = { code: "DATABASE_UNAVAILABLE", message: MESSAGES.generic.databaseUnavailable };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The rows of a raw query; both drivers answer `{ rows }`. */
async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe("readiness", () => {
  it("is ready only while the database holds the latest migration", async () => {
    expect((await t.app.inject("/api/ready")).json()).toEqual({ status: "ready" });
    const [latest] = await rows<{ id: number; hash: string; created_at: string }>(
      sql`select id, hash, created_at from drizzle."__drizzle_migrations" order by created_at desc limit 1`,
    );
    if (!latest) throw new Error("no migration recorded");
    await t.database.db.execute(sql`delete from drizzle."__drizzle_migrations" where id = ${latest.id}`);
    try {
      const res = await t.app.inject("/api/ready");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle."__drizzle_migrations" (id, hash, created_at) values (${latest.id}, ${latest.hash}, ${latest.created_at})`,
      );
    }
    expect((await t.app.inject("/api/ready")).statusCode).toBe(200);
  });
});

// PGlite lives inside the process: its database cannot be dropped from under the app.
describe.runIf(process.env.TEST_DB_DRIVER === "postgres")("a PostgreSQL database lost under the app", () => {
  it("is not ready once replaced by an empty one, and endpoints answer 503 while it is gone", async () => {
    const admin = new pg.Client({
      connectionString: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    });
    await admin.connect();
    try {
      const [row] = await rows<{ name: string }>(sql`select current_database() as name`);
      const name = row?.name;
      if (!name?.startsWith("rumo_test_")) throw new Error(`unexpected test database ${name}`);
      expect((await t.app.inject("/api/subjects")).statusCode).toBe(200);

      await admin.query(`drop database ${name} with (force)`);
      await admin.query(`create database ${name}`);
      const ready = await t.app.inject("/api/ready");
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual(UNAVAILABLE);
      const emptied = await t.app.inject("/api/subjects");
      expect(emptied.statusCode).toBe(503);
      expect(emptied.json()).toEqual(UNAVAILABLE);

      await admin.query(`drop database ${name} with (force)`);
      const gone = await t.app.inject("/api/subjects");
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toEqual(UNAVAILABLE);
      expect((await t.app.inject("/api/ready")).statusCode).toBe(503);
    } finally {
      await admin.end();
    }
  });
});
