import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "#domain/admin/messages";
import { MESSAGES } from "#domain/shared/messages";
import { sessions } from "#server/db/schema/index";
import { createStaff, createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, sessionCookie, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
let student: Student;
let admin: Student;
let editor: Student;
let suporte: Student;
beforeAll(async () => {
  t = await createTestApp();
  student = await createStudent(t);
  admin = await createStaff(t, "admin");
  editor = await createStaff(t, "editor");
  suporte = await createStaff(t, "suporte");
});
afterAll(async () => {
  await t?.close();
});

type Endpoint = { method: "GET" | "PUT"; url: () => string; payload?: object; roles: string[] };
const ENDPOINTS: Endpoint[] = [
  { method: "GET", url: () => "/api/admin/dashboard", roles: ["admin", "editor", "suporte"] },
  { method: "GET", url: () => "/api/admin/users", roles: ["admin", "suporte"] },
  { method: "GET", url: () => `/api/admin/users/${student.id}`, roles: ["admin", "suporte"] },
  {
    method: "PUT",
    url: () => `/api/admin/users/${student.id}/status`,
    payload: { active: true },
    roles: ["admin", "suporte"],
  },
  {
    method: "PUT",
    url: () => `/api/admin/users/${student.id}/plan`,
    payload: { plan: "gratuito" },
    roles: ["admin", "suporte"],
  },
  { method: "GET", url: () => "/api/admin/subscriptions", roles: ["admin", "suporte"] },
  { method: "GET", url: () => "/api/admin/subscriptions/summary", roles: ["admin", "suporte"] },
  { method: "GET", url: () => "/api/admin/audit", roles: ["admin"] },
];

describe("who reaches the back office's API", () => {
  it.each(ENDPOINTS)("$method $url: visitor 401, student 403, only the area's roles", async (e) => {
    const request = (cookie?: string) =>
      t.app.inject({
        method: e.method,
        url: e.url(),
        ...(e.payload ? { payload: e.payload } : {}),
        headers: cookie ? { cookie } : {},
      });
    expect((await request()).statusCode).toBe(401);

    const asStudent = await request(student.cookie);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json()).toEqual({ code: "FORBIDDEN", message: ADMIN_MESSAGES.accessDenied });

    for (const [role, staff] of [
      ["admin", admin],
      ["editor", editor],
      ["suporte", suporte],
    ] as const) {
      const answer = await request(staff.cookie);
      if (e.roles.includes(role)) expect(answer.statusCode, `${role} ${answer.body}`).toBe(200);
      else {
        expect(answer.statusCode, role).toBe(403);
        expect(answer.json().message).toBe(ADMIN_MESSAGES.roleDenied);
      }
    }
  });
});

describe("the back office's sign-in", () => {
  const login = (email: string, password: string, address: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      headers: { "x-forwarded-for": address },
      payload: { email, password },
    });

  it("refuses a student with the right password, leaving no session behind", async () => {
    const other = await createStudent(t);
    const before = await t.database.db.select().from(sessions).where(eq(sessions.userId, other.id));
    const answer = await login(other.email, other.password, other.address);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ code: "FORBIDDEN", message: ADMIN_MESSAGES.accessDenied });
    const after = await t.database.db.select().from(sessions).where(eq(sessions.userId, other.id));
    expect(after).toHaveLength(before.length);
  });

  it("answers a wrong password with the student login's generic message", async () => {
    const answer = await login(admin.email, "senha-errada-123", admin.address);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe(MESSAGES.auth.invalidCredentials);
  });

  it("gives staff a session that ends 8 hours after sign-in, and refuses it after that", async () => {
    const started = Date.now();
    const answer = await login(suporte.email, suporte.password, suporte.address);
    expect(answer.statusCode).toBe(200);
    const cookie = sessionCookie(answer.headers["set-cookie"]);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, suporte.id));
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    const hours = (newest.expiresAt.getTime() - started) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8.01);

    const ok = await t.app.inject({ url: "/api/admin/dashboard", headers: { cookie } });
    expect(ok.statusCode).toBe(200);
    // A row pushed past its 8 hours (as a refresh could) is still refused once they have passed.
    await t.database.db
      .update(sessions)
      .set({
        createdAt: new Date(started - 9 * 3_600_000),
        expiresAt: new Date(started + 20 * 24 * 3_600_000),
      })
      .where(eq(sessions.id, newest.id));
    const expired = await t.app.inject({ url: "/api/admin/dashboard", headers: { cookie } });
    expect(expired.statusCode).toBe(401);
  });

  it("a student's session still lasts 30 days", async () => {
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, student.id));
    const days = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
  });
});
