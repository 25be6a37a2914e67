import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAuditPage } from "#domain/admin/api";
import { ADMIN_MESSAGES } from "#domain/admin/messages";
import { STAFF_MESSAGES, type StaffList } from "#domain/admin/staff";
import { sessions, staffInvitations, users } from "#server/db/schema/index";
import { createStaff, createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, latestEmail, linkIn, type TestApp, uniqueEmail } from "#server/test-support/test-app";
import { createStaffService } from "./service.ts";

let t: TestApp;
let student: Student;
let admin: Student;
let editor: Student;
let suporte: Student;
beforeAll(async () => {
  t = await createTestApp();
  student = await createStudent(t);
  admin = await createStaff(t, "admin", { name: "Helena Admin" });
  editor = await createStaff(t, "editor", { name: "Edu Editor" });
  suporte = await createStaff(t, "suporte", { name: "Sueli Suporte" });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const list = async () => {
  const answer = await admin.get("/api/admin/staff");
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as StaffList;
};

async function lastAudit(action: string) {
  const answer = await admin.get(`/api/admin/audit?action=${action}&pageSize=1`);
  expect(answer.statusCode).toBe(200);
  return (answer.json() as AdminAuditPage).items[0];
}

type Endpoint = { method: "GET" | "POST" | "PUT" | "DELETE"; url: () => string; payload?: object };
const ADMIN_ONLY: Endpoint[] = [
  { method: "GET", url: () => "/api/admin/staff" },
  {
    method: "POST",
    url: () => "/api/admin/staff/invitations",
    payload: { email: "x@exemplo.com", role: "editor" },
  },
  { method: "DELETE", url: () => "/api/admin/staff/invitations/00000000-0000-4000-8000-000000000000" },
  { method: "PUT", url: () => `/api/admin/staff/${editor.id}/role`, payload: { role: "suporte" } },
  { method: "DELETE", url: () => `/api/admin/staff/${editor.id}` },
];

describe("who manages the staff", () => {
  it.each(ADMIN_ONLY)("$method $url: visitor 401, student 403, editor and suporte 403", async (e) => {
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
    expect(asStudent.json().message).toBe(ADMIN_MESSAGES.accessDenied);
    for (const member of [editor, suporte]) {
      const answer = await request(member.cookie);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(ADMIN_MESSAGES.roleDenied);
    }
  });
});

describe("the staff list", () => {
  it("lists every member with the role's label, and not students", async () => {
    const { members } = await list();
    const byId = new Map(members.map((m) => [m.id, m]));
    expect(byId.get(admin.id)).toMatchObject({
      name: "Helena Admin",
      role: "admin",
      roleLabel: "Administrador",
    });
    expect(byId.get(editor.id)).toMatchObject({ role: "editor", roleLabel: "Editor", email: editor.email });
    expect(byId.get(suporte.id)?.roleLabel).toBe("Suporte");
    expect(byId.has(student.id)).toBe(false);
    expect(Number.isNaN(Date.parse(byId.get(admin.id)!.since))).toBe(false);
  });
});

describe("invitations", () => {
  it("validates the e-mail and the role", async () => {
    const noEmail = await admin.post("/api/admin/staff/invitations", {
      email: "não-é-email",
      role: "editor",
    });
    expect(noEmail.statusCode).toBe(400);
    const noRole = await admin.post("/api/admin/staff/invitations", { email: uniqueEmail(), role: "dono" });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().message).toContain(STAFF_MESSAGES.roleRequired);
  });

  it("e-mails a single-use link, stores only the token's hash, lists it as pending and audits it", async () => {
    const email = uniqueEmail("convidada");
    const answer = await admin.post("/api/admin/staff/invitations", { email, role: "editor" });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().message).toBe(STAFF_MESSAGES.invitationSent);

    const mail = await latestEmail(t, email);
    expect(mail?.subject).toBe("Convite para a equipe do Rumo");
    expect(mail?.text).toContain("Helena Admin convidou você para a equipe do Rumo com o perfil Editor.");
    const link = linkIn(mail!.text, "/admin/convite/");
    expect(link.startsWith("http://localhost:3000/admin/convite/")).toBe(true);
    const token = link.split("/").pop()!;
    expect(token.length).toBeGreaterThanOrEqual(43);

    const [row] = await t.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, email));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toHaveLength(64);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);

    const pending = (await list()).invitations.find((i) => i.email === email);
    expect(pending).toMatchObject({ role: "editor", roleLabel: "Editor" });

    const entry = await lastAudit("staff.invite");
    expect(entry).toMatchObject({ targetType: "staff", targetId: row!.id, actor: { id: admin.id } });
    expect(entry!.after).toMatchObject({ email, role: "editor" });
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it("a new invitation to the same address cancels the older pending one", async () => {
    const email = uniqueEmail("duas-vezes");
    await admin.post("/api/admin/staff/invitations", { email, role: "suporte" });
    const firstLink = linkIn((await latestEmail(t, email))!.text, "/admin/convite/");
    await admin.post("/api/admin/staff/invitations", { email, role: "editor" });

    const pending = (await list()).invitations.filter((i) => i.email === email);
    expect(pending.map((i) => i.role)).toEqual(["editor"]);
    const old = await t.app.inject({
      method: "GET",
      url: `/api/admin/staff/invitations/${firstLink.split("/").pop()}`,
    });
    expect(old.statusCode).toBe(410);
    expect((await lastAudit("staff.invite"))!.before).toMatchObject({
      replacedInvitations: [expect.any(String)],
    });
  });

  it("refuses an e-mail that already belongs to the staff", async () => {
    const answer = await admin.post("/api/admin/staff/invitations", {
      email: editor.email.toUpperCase(),
      role: "admin",
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ code: "ALREADY_STAFF", message: STAFF_MESSAGES.alreadyStaff });
  });

  it("cancels a pending invitation (404 after), audited; the link stops working", async () => {
    const email = uniqueEmail("cancelada");
    const sent = await admin.post("/api/admin/staff/invitations", { email, role: "editor" });
    const id = sent.json().invitation.id as string;
    const token = linkIn((await latestEmail(t, email))!.text, "/admin/convite/")
      .split("/")
      .pop();

    const badId = await admin.delete("/api/admin/staff/invitations/nao-e-uuid");
    expect(badId.statusCode).toBe(400);
    const cancelled = await admin.delete(`/api/admin/staff/invitations/${id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe(STAFF_MESSAGES.invitationCancelled);
    expect((await admin.delete(`/api/admin/staff/invitations/${id}`)).statusCode).toBe(404);
    expect((await list()).invitations.some((i) => i.id === id)).toBe(false);
    const link = await t.app.inject({ method: "GET", url: `/api/admin/staff/invitations/${token}` });
    expect(link.statusCode).toBe(410);
    expect(await lastAudit("staff.invite_cancel")).toMatchObject({ targetId: id, before: { email } });
  });

  it("cancels the invitation again when its e-mail cannot be sent (502)", async () => {
    const failing = await createTestApp({
      seed: false,
      mailer: {
        kind: "smtp",
        async send() {
          throw new Error("smtp down");
        },
        async close() {},
      },
    });
    try {
      const boss = await createStaff(failing, "admin");
      const answer = await boss.post("/api/admin/staff/invitations", {
        email: uniqueEmail(),
        role: "editor",
      });
      expect(answer.statusCode).toBe(502);
      expect(answer.json().message).toBe(STAFF_MESSAGES.invitationMailFailed);
      const staffList = (await boss.get("/api/admin/staff")).json() as StaffList;
      expect(staffList.invitations).toEqual([]);
    } finally {
      await failing.close();
    }
  });
});

describe("roles and removal", () => {
  it("changes a member's role, validated and audited", async () => {
    const member = await createStaff(t, "suporte");
    const bad = await admin.put(`/api/admin/staff/${member.id}/role`, { role: "user" });
    expect(bad.statusCode).toBe(400);
    const answer = await admin.put(`/api/admin/staff/${member.id}/role`, { role: "editor" });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(STAFF_MESSAGES.roleChanged);
    expect((await list()).members.find((m) => m.id === member.id)?.role).toBe("editor");
    expect(await lastAudit("staff.role_change")).toMatchObject({
      targetId: member.id,
      before: { role: "suporte" },
      after: { role: "editor" },
    });
    // The new role applies to the open session at once: editors cannot read students.
    expect((await member.get("/api/admin/users")).statusCode).toBe(403);
  });

  it("404 for a student or an unknown id", async () => {
    expect((await admin.put(`/api/admin/staff/${student.id}/role`, { role: "editor" })).statusCode).toBe(404);
    expect((await admin.delete("/api/admin/staff/desconhecido")).statusCode).toBe(404);
  });

  it("refuses changing or removing oneself", async () => {
    const change = await admin.put(`/api/admin/staff/${admin.id}/role`, { role: "editor" });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toEqual({ code: "STAFF_SELF_CHANGE", message: STAFF_MESSAGES.self });
    expect((await admin.delete(`/api/admin/staff/${admin.id}`)).statusCode).toBe(409);
  });

  it("removing ends the person's sessions at once; they lose the back office; audited", async () => {
    const member = await createStaff(t, "suporte");
    expect((await member.get("/api/admin/users")).statusCode).toBe(200);
    const answer = await admin.delete(`/api/admin/staff/${member.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(STAFF_MESSAGES.removed);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
    expect((await member.get("/api/admin/users")).statusCode).toBe(401);
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, member.id));
    expect(row!.role).toBe("user");
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      headers: { "x-forwarded-for": member.address },
      payload: { email: member.email, password: member.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(await lastAudit("staff.remove")).toMatchObject({
      targetId: member.id,
      before: { role: "suporte" },
      after: { role: "user", sessionsEnded: true },
    });
  });

  it("never leaves the staff without an admin", async () => {
    const other = await createStaff(t, "admin");
    // `other` lost the admin role after the guard let it in (two admins demoting each other at once).
    await t.database.db.update(users).set({ role: "editor" }).where(eq(users.id, other.id));
    const service = createStaffService({
      db: t.database.db,
      mailer: t.app.ctx.mailer,
      publicUrl: "http://localhost:3000",
      log: t.app.log,
    });
    const admins = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    expect(admins.map((a) => a.id)).toEqual([admin.id]);
    await expect(service.setRole(other.id, admin.id, "editor", new Date())).rejects.toMatchObject({
      statusCode: 409,
      code: "LAST_ADMIN",
      message: STAFF_MESSAGES.lastAdmin,
    });
    await expect(service.remove(other.id, admin.id, new Date())).rejects.toMatchObject({
      code: "LAST_ADMIN",
    });
    await t.database.db.update(users).set({ role: "admin" }).where(eq(users.id, other.id));
  });

  it("two admins demoting each other at once: one wins, an admin is always left", async () => {
    const a = await createStaff(t, "admin");
    const b = await createStaff(t, "admin");
    // Only a and b stay admins for this test.
    await t.database.db.update(users).set({ role: "suporte" }).where(eq(users.id, admin.id));
    const others = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    for (const o of others.filter((x) => x.id !== a.id && x.id !== b.id))
      await t.database.db.update(users).set({ role: "suporte" }).where(eq(users.id, o.id));
    try {
      const answers = await Promise.all([
        a.put(`/api/admin/staff/${b.id}/role`, { role: "editor" }),
        b.put(`/api/admin/staff/${a.id}/role`, { role: "editor" }),
      ]);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const left = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
      expect(left).toHaveLength(1);
    } finally {
      await t.database.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    }
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(and(eq(users.id, admin.id), eq(users.role, "admin"))),
    ).toHaveLength(1);
  });
});
