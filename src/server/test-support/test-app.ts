import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { emailOutbox } from "#server/db/schema/index";
import type { Mailer } from "#server/mail/mailer";
import { seedDatabase } from "#server/seed/seed";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
};

/** A full Rumo app on its own fresh database, seeded like a first start. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    seed?: boolean;
    /** Receives the app's JSON log lines (tests that assert what is logged). */
    logLines?: string[];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: mkdtempSync(join(tmpdir(), "rumo-data-")),
    PUBLIC_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
    // Tests act as many clients through X-Forwarded-For.
    TRUST_PROXY: "true",
    ...options.env,
  });
  const lines = options.logLines;
  const logger = lines ? { level: "info", stream: { write: (line: string) => lines.push(line) } } : false;
  const app = await buildApp({ config, database, mailer: options.mailer, logger });
  if (options.seed !== false) await seedDatabase({ db: database.db, log: app.log, demoAdmin: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = "aluno"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@exemplo.com.br`;
}

export const VALID_PASSWORD = "estudo-forte-2026";

/** Extracts the session cookie pairs ("name=value") from a response, for the next request. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

/** The latest e-mail the outbox holds for an address. */
export async function latestEmail(t: TestApp, to: string) {
  const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
}

export function linkIn(text: string, pathPart: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no link with ${pathPart} in e-mail`);
  return link;
}
