import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "#server/db/schema/index";
import { createStudent } from "#server/test-support/factories";
import { createTestApp, latestEmail, type TestApp } from "#server/test-support/test-app";

const SECRET_EMAIL = "segredo.da.ana@exemplo.com.br";
const ESSAY_TEXT = "A democratização do acesso ao cinema esbarra na desigualdade";

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logLines });
});
afterAll(async () => {
  await t?.close();
});

async function failure(query: Promise<unknown>): Promise<unknown> {
  try {
    await query;
  } catch (error) {
    return error;
  }
  throw new Error("the query was expected to fail");
}

function linesSince(start: number): string {
  return logLines.slice(start).join("\n");
}

describe("what the log keeps of a failed query", () => {
  it("is the query text and its SQLSTATE code, never the values it carried", async () => {
    const start = logLines.length;
    // A profile for a user that does not exist: a foreign-key violation whose parameters and
    // detail would hold the name, the bio and the missing id.
    const missingUser = "7f1c2e4a-9b8d-4c3e-a1f2-0123456789ab";
    const error = await failure(
      t.database.db.insert(profiles).values({ userId: missingUser, fullName: SECRET_EMAIL, bio: ESSAY_TEXT }),
    );
    t.app.log.error({ err: error }, "query failed");
    // better-auth logs its arguments as a list.
    t.app.log.error({ auth: [error] }, "auth: failed");
    const text = linesSince(start);
    expect(text).not.toContain(SECRET_EMAIL);
    expect(text).not.toContain(ESSAY_TEXT);
    expect(text).not.toContain(missingUser);
    const entry = JSON.parse(logLines[start] ?? "{}") as { err: { query: string; cause: { code: string } } };
    expect(entry.err.query).toMatch(/insert into "profiles"/);
    expect(entry.err.cause.code).toBe("23503");
  });

  it("keeps out the value PostgreSQL quotes in its own message", async () => {
    const start = logLines.length;
    const error = await failure(t.database.db.execute(sql`select ${SECRET_EMAIL}::uuid`));
    t.app.log.error({ err: error }, "query failed");
    const text = linesSince(start);
    expect(text).not.toContain(SECRET_EMAIL);
    expect(text).toContain("22P02");
  });
});

describe("the development outbox", () => {
  it("logs the recipient and subject, never a working link", async () => {
    const start = logLines.length;
    const student = await createStudent(t, { verified: false });
    const email = await latestEmail(t, student.email);
    const link = email?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeTruthy();
    const token = new URL(link ?? "").searchParams.get("token");
    expect(token).toBeTruthy();
    const entry = logLines
      .slice(start)
      .map((l) => JSON.parse(l) as { msg: string; to?: string; subject?: string })
      .find((l) => l.msg.startsWith("e-mail kept in the development outbox"));
    expect(entry?.to).toBe(student.email);
    expect(entry?.subject).toBe(email?.subject);
    expect(entry?.msg).toContain("/dev/emails");
    const text = linesSince(start);
    expect(text).not.toContain(link);
    expect(text).not.toContain(token);
  });
});

describe("the request log at info", () => {
  it("keeps quiet about requests answered quickly and well", async () => {
    const start = logLines.length;
    for (let i = 0; i < 3; i++) expect((await t.app.inject("/api/health")).statusCode).toBe(200);
    expect(await t.app.inject("/api/nada-aqui")).toMatchObject({ statusCode: 404 });
    expect(linesSince(start)).not.toContain("request completed");
    expect(linesSince(start)).not.toContain("incoming request");
  });
});
