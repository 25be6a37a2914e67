import { randomBytes } from "node:crypto";
import pg from "pg";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { seedDatabase } from "#server/seed/seed";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { subscriptionPlans } from "./schema/index.ts";

const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `rumo_test_${process.pid}_start_${randomBytes(3).toString("hex")}`;
const handles: DatabaseHandle[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
  await admin((c) => c.query(`drop database if exists ${name} with (force)`));
});

// Several instances behind a load balancer start at the same moment on one empty PostgreSQL.
describe.runIf(process.env.TEST_DB_DRIVER === "postgres")("start-up on PostgreSQL", () => {
  it("lets three instances migrate and seed an empty database at once", async () => {
    await admin((c) => c.query(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    for (let i = 0; i < 3; i++)
      handles.push(await openDatabase({ driver: "postgres", url: url.toString(), poolSize: 3 }));
    const log = pino({ level: "silent" });

    await Promise.all(
      handles.map((h) =>
        h.exclusively(async () => {
          await h.migrate();
          await seedDatabase({ db: h.db, log, demoAdmin: false });
        }),
      ),
    );

    const plans = await handles[0]!.db.select().from(subscriptionPlans);
    expect(plans.map((p) => p.name).sort()).toEqual(["Curioso", "Estudante", "Gratuito", "Nerd"]);
  });
});
