import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAuditPage, AdminUserDetails, AdminUsersPage } from "#domain/admin/api";
import { MESSAGES } from "#domain/shared/messages";
import { sessions, userSubscriptions, users } from "#server/db/schema/index";
import {
  createStaff,
  createStudent,
  planIdOf,
  type Student,
  subscribe,
} from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
let admin: Student;
let suporte: Student;
const roster: Student[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, "admin");
  suporte = await createStaff(t, "suporte");
  // 30 students "Turma Filtro NN", each a few milliseconds apart (the list is newest first).
  for (let i = 0; i < 30; i += 1) {
    const nn = String(i).padStart(2, "0");
    roster.push(
      await createStudent(t, {
        name: `Turma Filtro ${nn}`,
        phone: `(21) 9${nn}55-00${nn}`,
        verified: i % 10 !== 0,
        plan: i % 3 === 0 ? "curioso" : undefined,
      }),
    );
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const list = async (query: string) => {
  const answer = await admin.get(`/api/admin/users?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as AdminUsersPage;
};

describe("Usuários: filters and paging on the server", () => {
  it("pages through the students only (staff is not listed), newest first", async () => {
    const first = await list("q=Turma%20Filtro&pageSize=12&page=1");
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(12);
    expect(first.items[0]!.name).toBe("Turma Filtro 29");
    const third = await list("q=Turma%20Filtro&pageSize=12&page=3");
    expect(third.items.map((u) => u.name)).toEqual(
      Array.from({ length: 6 }, (_, i) => `Turma Filtro ${String(5 - i).padStart(2, "0")}`),
    );
    const all = await list("pageSize=100");
    expect(all.items.some((u) => u.id === admin.id || u.id === suporte.id)).toBe(false);
  });

  it("finds by name, e-mail or phone digits", async () => {
    expect((await list("q=filtro%2017")).items.map((u) => u.name)).toEqual(["Turma Filtro 17"]);
    expect((await list(`q=${encodeURIComponent(roster[4]!.email)}`)).items.map((u) => u.id)).toEqual([
      roster[4]!.id,
    ]);
    const byPhone = await list("q=92255-0022");
    expect(byPhone.items.map((u) => u.name)).toEqual(["Turma Filtro 22"]);
  });

  it("filters by plan in force and by status", async () => {
    const curioso = await list("q=Turma&plan=curioso&pageSize=100");
    expect(curioso.total).toBe(10);
    expect(curioso.items.every((u) => u.plan.slug === "curioso" && u.planSource === "admin")).toBe(true);
    const gratuito = await list("q=Turma&plan=gratuito&pageSize=100");
    expect(gratuito.total).toBe(20);

    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, roster[7]!.id));
    const inactive = await list("q=Turma&status=inativo");
    expect(inactive.items.map((u) => u.name)).toEqual(["Turma Filtro 07"]);
    expect(inactive.items[0]!.active).toBe(false);
    expect((await list("q=Turma&status=ativo&pageSize=100")).total).toBe(29);
    await t.database.db.update(users).set({ banned: false }).where(eq(users.id, roster[7]!.id));
  });

  it("refuses a page size above 100", async () => {
    expect((await admin.get("/api/admin/users?pageSize=500")).statusCode).toBe(400);
  });
});

describe("activating and deactivating a student", () => {
  it("ends the student's sessions at once, refuses a new sign-in, and is audited", async () => {
    const ana = await createStudent(t, { name: "Ana Desativada" });
    expect((await ana.get("/api/me/entitlements")).statusCode).toBe(200);

    const off = await suporte.put(`/api/admin/users/${ana.id}/status`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await ana.get("/api/me/entitlements")).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, ana.id))).toHaveLength(0);

    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "x-forwarded-for": ana.address },
      payload: { email: ana.email, password: ana.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ code: "ACCOUNT_INACTIVE", message: MESSAGES.auth.accountInactive });

    const on = await suporte.put(`/api/admin/users/${ana.id}/status`, { active: true });
    expect(on.statusCode).toBe(200);
    await ana.signIn();

    const audit = (await admin.get(`/api/admin/audit?targetId=${ana.id}`)).json() as AdminAuditPage;
    expect(audit.items.map((e) => [e.action, e.before, e.after, e.actor.id])).toEqual([
      ["user.activate", { active: false }, { active: true }, suporte.id],
      ["user.deactivate", { active: true }, { active: false }, suporte.id],
    ]);
    const byAction = (await admin.get("/api/admin/audit?action=user.deactivate")).json() as AdminAuditPage;
    expect(byAction.items.every((e) => e.action === "user.deactivate")).toBe(true);
    const byActor = (await admin.get(`/api/admin/audit?actor=${encodeURIComponent(admin.email)}`)).json();
    expect(byActor.total).toBe(0);
  });

  it("answers 404 for a staff account or an unknown id", async () => {
    expect((await admin.put(`/api/admin/users/${suporte.id}/status`, { active: false })).statusCode).toBe(
      404,
    );
    expect((await admin.put("/api/admin/users/nobody/status", { active: false })).statusCode).toBe(404);
  });
});

describe("changing a student's plan", () => {
  it("gives the new limits at once, shows them in the details, and is audited", async () => {
    const bia = await createStudent(t, { name: "Bia Plano" });
    const before = (await bia.get("/api/me/entitlements")).json();
    expect(before.exercisesToday.limit).toBe(3);

    const change = await admin.put(`/api/admin/users/${bia.id}/plan`, { plan: "estudante" });
    expect(change.statusCode, change.body).toBe(200);
    const after = (await bia.get("/api/me/entitlements")).json();
    expect(after.plan.slug).toBe("estudante");
    expect(after.exercisesToday.limit).toBe(20);

    const [grant] = await t.database.db
      .select()
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.userId, bia.id), eq(userSubscriptions.status, "active")));
    expect(grant).toMatchObject({ source: "admin", billingType: "monthly", amount: 19.99 });
    const days = (grant!.endsAt!.getTime() - grant!.startsAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    const details = (await admin.get(`/api/admin/users/${bia.id}`)).json() as AdminUserDetails;
    expect(details.plan.slug).toBe("estudante");
    expect(details.usage.exercisesToday).toEqual({ used: 0, limit: 20, remaining: 20 });

    // Replaced, not stacked: one active grant.
    await admin.put(`/api/admin/users/${bia.id}/plan`, { plan: "nerd" });
    const active = await t.database.db
      .select()
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.userId, bia.id), eq(userSubscriptions.status, "active")));
    expect(active).toHaveLength(1);
    expect((await bia.get("/api/me/entitlements")).json().exercisesToday.limit).toBe(40);

    const free = await admin.put(`/api/admin/users/${bia.id}/plan`, { plan: "gratuito" });
    expect(free.statusCode).toBe(200);
    expect((await bia.get("/api/me/entitlements")).json().plan.slug).toBe("gratuito");

    const audit = (
      await admin.get(`/api/admin/audit?targetId=${bia.id}&targetType=user`)
    ).json() as AdminAuditPage;
    expect(
      audit.items.map((e) => [
        e.action,
        (e.before as { plan: string }).plan,
        (e.after as { plan: string }).plan,
      ]),
    ).toEqual([
      ["user.plan_change", "nerd", "gratuito"],
      ["user.plan_change", "estudante", "nerd"],
      ["user.plan_change", "gratuito", "estudante"],
    ]);
    expect(JSON.stringify(audit.items)).not.toMatch(/password|senha|token/i);
  });

  it("warns with 409 about a subscription bought online, and goes on when confirmed", async () => {
    const caio = await createStudent(t, { name: "Caio Online" });
    await t.database.db.insert(userSubscriptions).values({
      userId: caio.id,
      planId: await planIdOf(t, "curioso"),
      status: "active",
      amount: 9.99,
      source: "sandbox",
      paymentMethod: "card",
      firstPaidAt: new Date(),
      endsAt: new Date(Date.now() + 20 * 86_400_000),
    });
    const refused = await admin.put(`/api/admin/users/${caio.id}/plan`, { plan: "nerd" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("ONLINE_SUBSCRIPTION_ACTIVE");
    expect((await caio.get("/api/me/entitlements")).json().plan.slug).toBe("curioso");

    const confirmed = await admin.put(`/api/admin/users/${caio.id}/plan`, { plan: "nerd", confirm: true });
    expect(confirmed.statusCode).toBe(200);
    expect((await caio.get("/api/me/entitlements")).json().plan.slug).toBe("nerd");
  });

  it("an expired staff grant no longer counts as a plan", async () => {
    const dani = await createStudent(t, { name: "Dani Expirada" });
    await subscribe(t, dani.id, "nerd", { endsAt: new Date(Date.now() - 1000) });
    const row = (await list(`q=${encodeURIComponent(dani.email)}`)).items[0]!;
    expect(row.plan.slug).toBe("gratuito");
  });
});
