import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAuditPage } from "#domain/admin/api";
import { type InvitationInfo, STAFF_MESSAGES } from "#domain/admin/staff";
import { MESSAGES } from "#domain/shared/messages";
import { sessions, staffInvitations, users } from "#server/db/schema/index";
import { createStaff, createStudent, freshAddress, type Student } from "#server/test-support/factories";
import {
  createTestApp,
  latestEmail,
  linkIn,
  sessionCookie,
  type TestApp,
  uniqueEmail,
  VALID_PASSWORD,
} from "#server/test-support/test-app";
import { INVITATION_LIMITS } from "./invitations.ts";

let t: TestApp;
let admin: Student;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, "admin", { name: "Helena Admin" });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Invites the address and returns the token from the e-mailed link. */
async function invite(email: string, role = "editor"): Promise<string> {
  const answer = await admin.post("/api/admin/staff/invitations", { email, role });
  expect(answer.statusCode, answer.body).toBe(201);
  return linkIn((await latestEmail(t, email))!.text, "/admin/convite/")
    .split("/")
    .pop()!;
}

const read = (token: string, address = freshAddress()) =>
  t.app.inject({
    method: "GET",
    url: `/api/admin/staff/invitations/${token}`,
    headers: { "x-forwarded-for": address },
  });
const accept = (token: string, payload: object, address = freshAddress()) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/staff/invitations/${token}/accept`,
    headers: { "x-forwarded-for": address },
    payload,
  });
const staffSignIn = (email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/auth/login",
    headers: { "x-forwarded-for": freshAddress() },
    payload: { email, password },
  });

describe("reading an invitation link", () => {
  it("shows the e-mail and role, and whether the address has an account", async () => {
    const email = uniqueEmail("nova");
    const token = await invite(email, "suporte");
    const answer = await read(token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ email, role: "suporte", roleLabel: "Suporte", hasAccount: false });

    const student = await createStudent(t);
    const studentToken = await invite(student.email);
    expect(((await read(studentToken)).json() as InvitationInfo).hasAccount).toBe(true);
  });

  it("404 for an unknown token, 410 for an expired one, both 'Convite inválido ou expirado.'", async () => {
    const unknown = await read("token-que-nunca-existiu");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: "INVITATION_INVALID", message: STAFF_MESSAGES.invitationInvalid });

    const email = uniqueEmail("expirada");
    const token = await invite(email);
    await t.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, email));
    const expired = await read(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(STAFF_MESSAGES.invitationInvalid);
    expect((await accept(token, { name: "Tarde Demais", password: VALID_PASSWORD })).statusCode).toBe(410);
    expect((await t.database.db.select().from(users).where(eq(users.email, email))).length).toBe(0);
  });

  it("is rate limited per client address", async () => {
    const address = freshAddress();
    for (let i = 0; i < INVITATION_LIMITS.lookupsPerIp.limit; i++) await read("qualquer", address);
    const limited = await read("qualquer", address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.generic.tooManyRequests);
  });
});

describe("accepting with a new account", () => {
  it("applies sign-up's name and password rules", async () => {
    const token = await invite(uniqueEmail("regras"));
    const noName = await accept(token, { password: VALID_PASSWORD });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(MESSAGES.auth.nameRequired);
    const short = await accept(token, { name: "Bia", password: "12345" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MESSAGES.auth.weakPasswordBody);
    const common = await accept(token, { name: "Bia", password: "123456" });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(MESSAGES.auth.commonPassword);
    const empty = await accept(token, { name: "Bia", password: "" });
    expect(empty.statusCode).toBe(400);
    // Nothing was used up by the refusals.
    expect((await read(token)).statusCode).toBe(200);
  });

  it("creates the account with the role, confirmed; single use; audited; staff sign-in works", async () => {
    const email = uniqueEmail("editora");
    const token = await invite(email, "editor");
    const answer = await accept(token, { name: "Eva Editora", password: VALID_PASSWORD });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: STAFF_MESSAGES.accepted, role: "editor" });

    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: "Eva Editora", role: "editor", emailVerified: true });
    const again = await accept(token, { name: "Eva Editora", password: VALID_PASSWORD });
    expect(again.statusCode).toBe(410);
    expect((await read(token)).statusCode).toBe(410);

    const signIn = await staffSignIn(email, VALID_PASSWORD);
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = sessionCookie(signIn.headers["set-cookie"]);
    const dashboard = await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie } });
    expect(dashboard.statusCode).toBe(200);
    const users403 = await t.app.inject({ method: "GET", url: "/api/admin/users", headers: { cookie } });
    expect(users403.statusCode).toBe(403);

    const audit = (await admin.get("/api/admin/audit?action=staff.join")).json() as AdminAuditPage;
    const entry = audit.items.find((e) => e.targetId === user!.id);
    expect(entry).toMatchObject({ actor: { id: user!.id }, after: { role: "editor", accountCreated: true } });
    expect(JSON.stringify(audit)).not.toContain(token);
    // The list now says since when.
    const list = (await admin.get("/api/admin/staff")).json();
    expect(list.members.find((m: { id: string }) => m.id === user!.id).since).toBe(entry!.createdAt);
  });
});

describe("accepting with an existing account", () => {
  it("needs that account's password, then sets the role and ends the student's sessions", async () => {
    const student = await createStudent(t, { name: "Sara Estudante" });
    const token = await invite(student.email, "suporte");

    const wrong = await accept(token, { password: "senha-errada-123" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: "WRONG_PASSWORD", message: STAFF_MESSAGES.wrongPassword });
    const [still] = await t.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, student.id));
    expect(still!.role).toBe("user");

    const answer = await accept(token, { password: student.password });
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await t.database.db
      .select({ role: users.role, name: users.name })
      .from(users)
      .where(eq(users.id, student.id));
    expect(row).toEqual({ role: "suporte", name: "Sara Estudante" });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, student.id))).toEqual([]);
    expect((await staffSignIn(student.email, student.password)).statusCode).toBe(200);
    expect((await accept(token, { password: student.password })).statusCode).toBe(410);
  });

  it("an inactive account cannot join", async () => {
    const student = await createStudent(t);
    const token = await invite(student.email);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, student.id));
    const answer = await accept(token, { password: student.password });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe("ACCOUNT_INACTIVE");
  });

  it("accept attempts are rate limited per client address", async () => {
    const student = await createStudent(t);
    const token = await invite(student.email);
    const address = freshAddress();
    for (let i = 0; i < INVITATION_LIMITS.acceptsPerIp.limit; i++)
      expect((await accept(token, { password: `errada-${i}-xyz` }, address)).statusCode).toBe(401);
    expect((await accept(token, { password: student.password }, address)).statusCode).toBe(429);
    expect((await accept(token, { password: student.password })).statusCode).toBe(200);
  });
});
