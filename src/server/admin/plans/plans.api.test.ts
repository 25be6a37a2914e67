import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUsersPage } from "#domain/admin/api";
import { PLAN_MESSAGES } from "#domain/admin/plans";
import type { PlanDto } from "#domain/plans/api";
import { subscriptionPlans } from "#server/db/schema/index";
import { createStaff, createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { auditOf, formOf, listPlans, planBySlug, planForm, syncJobsOf } from "./test-fixtures.ts";

let t: TestApp;
let admin: Student;
let student: Student;
let editor: Student;
let suporte: Student;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, "admin");
  editor = await createStaff(t, "editor");
  suporte = await createStaff(t, "suporte");
  student = await createStudent(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const ZERO_ID = "00000000-0000-4000-8000-000000000000";
const studentPlans = async () => ((await student.get("/api/plans")).json() as { plans: PlanDto[] }).plans;
const row = async (id: string) =>
  (await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)))[0];

describe("who reaches /api/admin/plans", () => {
  const calls = (id: string) => [
    { method: "GET" as const, url: "/api/admin/plans" },
    { method: "POST" as const, url: "/api/admin/plans", payload: planForm({ name: "Intruso" }) },
    { method: "PUT" as const, url: `/api/admin/plans/${id}`, payload: planForm({ name: "Intruso" }) },
    { method: "PUT" as const, url: `/api/admin/plans/${id}/active`, payload: { active: false } },
    { method: "PATCH" as const, url: `/api/admin/plans/${id}/limits`, payload: { maxChatMessages: 1 } },
    { method: "DELETE" as const, url: `/api/admin/plans/${id}` },
  ];

  it("answers 401 to a visitor and 403 to a student, an editor and support, changing nothing", async () => {
    const curioso = await planBySlug(admin, "curioso");
    for (const call of calls(curioso.id)) {
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const who of [student, editor, suporte])
        expect((await who.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect(await planBySlug(admin, "curioso")).toEqual(curioso);
    expect((await listPlans(admin)).some((p) => p.name === "Intruso")).toBe(false);
  });

  it("lets support (who grants plans) read the plan options, not a student or an editor", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/plans/options" })).statusCode).toBe(401);
    expect((await student.get("/api/admin/plans/options")).statusCode).toBe(403);
    expect((await editor.get("/api/admin/plans/options")).statusCode).toBe(403);
    const options = await suporte.get("/api/admin/plans/options");
    expect(options.statusCode).toBe(200);
    expect(options.json().items.map((o: { slug: string }) => o.slug)).toEqual(
      expect.arrayContaining(["gratuito", "curioso", "estudante", "nerd"]),
    );
  });
});

describe("the plans table", () => {
  it("lists the seeded plans cheapest first with prices, modules and limits", async () => {
    const plans = await listPlans(admin);
    expect(plans.slice(0, 4).map((p) => p.slug)).toEqual(["gratuito", "curioso", "estudante", "nerd"]);
    expect(plans[0]).toMatchObject({ free: true, monthlyPrice: 0, maxChatMessages: 10, maxExercises: 3 });
    expect(plans[1]).toMatchObject({ free: false, monthlyPrice: 9.99, annualPrice: 99.9 });
    expect(plans[1]!.modules).toEqual({
      chat: true,
      exercises: true,
      redacao: true,
      simulados: false,
      relatorios: false,
      analytics: false,
      turbo: false,
    });
    expect(plans.find((p: { slug: string }) => p.slug === "nerd")!.modules.simulados).toBe(true);
  });
});

describe("creating a plan", () => {
  it("refuses bad input with a pt-BR message and creates nothing", async () => {
    const bad = [
      [planForm({ name: "   " }), PLAN_MESSAGES.nameRequired],
      [planForm({ monthlyPrice: -1 }), PLAN_MESSAGES.priceInvalid],
      [planForm({ annualPrice: 10.555 }), PLAN_MESSAGES.priceInvalid],
      [planForm({ maxExercises: 2.5 }), PLAN_MESSAGES.limitInvalid],
      [planForm({ maxChatMessages: -3 }), PLAN_MESSAGES.limitInvalid],
      [planForm({ features: ["", "  "] }), PLAN_MESSAGES.featureRequired],
    ] as const;
    for (const [body, message] of bad) {
      const answer = await admin.post("/api/admin/plans", body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    const noName = await admin.post("/api/admin/plans", { ...planForm(), name: undefined });
    expect(noName.statusCode).toBe(400);
    const taken = await admin.post("/api/admin/plans", planForm({ name: "  CURIOSO " }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(PLAN_MESSAGES.nameTaken);
    expect((await listPlans(admin)).map((p) => p.name)).not.toContain("Plano Família");
  });

  it("saves every field, a unique slug from the name, is audited and queues the price sync", async () => {
    const answer = await admin.post("/api/admin/plans", planForm());
    expect(answer.statusCode, answer.body).toBe(201);
    const { plan, message } = answer.json();
    expect(message).toBe(PLAN_MESSAGES.created);
    expect(plan).toMatchObject({
      slug: "plano-familia",
      name: "Plano Família",
      features: ["Tutor ilimitado", "Redações corrigidas"],
      modules: { chat: true, exercises: true, redacao: false },
      maxExercises: 0,
      historyDays: 30,
      subscriptions: 0,
    });
    const stored = await row(plan.id);
    expect(stored).toMatchObject({ chatEnabled: true, exercisesEnabled: true, essaysEnabled: false });
    expect(stored!.modulesEnabled).toMatchObject({
      chat: true,
      exercises: true,
      redacao: false,
      simulados: false,
    });

    const [entry] = await auditOf(admin, plan.id);
    expect(entry).toMatchObject({ action: "plan.create", before: null, actor: { id: admin.id } });
    expect(entry!.after).toMatchObject({ name: "Plano Família", monthlyPrice: 29.9, slug: "plano-familia" });
    expect(await syncJobsOf(t, plan.id)).toHaveLength(1);
    expect((await studentPlans()).map((p) => p.slug)).toContain("plano-familia");

    // Another name that makes the same slug gets the next one.
    const twin = await admin.post("/api/admin/plans", planForm({ name: "Plano familia!" }));
    expect(twin.statusCode, twin.body).toBe(201);
    expect(twin.json().plan.slug).toBe("plano-familia-2");
  });
});

describe("editing a plan", () => {
  it("saves the fields, audits only what changed, and syncs prices only when what is sold changed", async () => {
    const created = (await admin.post("/api/admin/plans", planForm({ name: "Plano Edição" }))).json().plan;
    const described = await admin.put(
      `/api/admin/plans/${created.id}`,
      formOf(created, {
        description: "Nova descrição",
        modules: { chat: false, exercises: true, redacao: true },
      }),
    );
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json().message).toBe(PLAN_MESSAGES.updated);
    expect(await row(created.id)).toMatchObject({ chatEnabled: false, essaysEnabled: true });
    expect(await syncJobsOf(t, created.id)).toHaveLength(1);

    const priced = await admin.put(
      `/api/admin/plans/${created.id}`,
      formOf(described.json().plan, { monthlyPrice: 34.5, name: "Plano Edição Plus" }),
    );
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().plan).toMatchObject({
      monthlyPrice: 34.5,
      name: "Plano Edição Plus",
      slug: "plano-edicao",
    });
    expect(await syncJobsOf(t, created.id)).toHaveLength(2);

    const entries = await auditOf(admin, created.id);
    expect(entries.map((e) => e.action)).toEqual(["plan.update", "plan.update", "plan.create"]);
    expect(entries[0]).toMatchObject({
      before: { name: "Plano Edição", monthlyPrice: 29.9 },
      after: { name: "Plano Edição Plus", monthlyPrice: 34.5 },
    });
    expect(entries[1]!.after).toMatchObject({ description: "Nova descrição", chatEnabled: false });
    expect(Object.keys(entries[1]!.after as object)).not.toContain("name");
  });

  it("answers 404 for an unknown plan, 400 for a bad id, 409 for a name taken", async () => {
    expect((await admin.put(`/api/admin/plans/${ZERO_ID}`, planForm({ name: "X" }))).statusCode).toBe(404);
    expect((await admin.put("/api/admin/plans/nope", planForm({ name: "X" }))).statusCode).toBe(400);
    const nerd = await planBySlug(admin, "nerd");
    const clash = await admin.put(`/api/admin/plans/${nerd.id}`, formOf(nerd, { name: "estudante" }));
    expect(clash.statusCode).toBe(409);
  });
});

describe("active toggle", () => {
  it("takes a plan off sale and back, audited each time", async () => {
    const plan = (await admin.post("/api/admin/plans", planForm({ name: "Plano Toggle" }))).json().plan;
    const off = await admin.put(`/api/admin/plans/${plan.id}/active`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ message: PLAN_MESSAGES.deactivated, plan: { active: false } });
    expect((await studentPlans()).map((p) => p.id)).not.toContain(plan.id);
    expect((await listPlans(admin)).find((p) => p.id === plan.id)?.active).toBe(false);
    const on = await admin.put(`/api/admin/plans/${plan.id}/active`, { active: true });
    expect(on.json().message).toBe(PLAN_MESSAGES.activated);
    expect((await studentPlans()).map((p) => p.id)).toContain(plan.id);
    expect((await admin.put(`/api/admin/plans/${plan.id}/active`, { active: "sim" })).statusCode).toBe(400);

    const entries = await auditOf(admin, plan.id);
    expect(entries.slice(0, 2).map((e) => [e.action, e.before, e.after])).toEqual([
      ["plan.activate", { active: false }, { active: true }],
      ["plan.deactivate", { active: true }, { active: false }],
    ]);
    expect(await syncJobsOf(t, plan.id)).toHaveLength(3);
  });
});

describe("the Gratuito plan", () => {
  it("cannot be deleted, archived, deactivated or priced", async () => {
    const free = await planBySlug(admin, "gratuito");
    const del = await admin.delete(`/api/admin/plans/${free.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(PLAN_MESSAGES.freePlanDelete);
    const off = await admin.put(`/api/admin/plans/${free.id}/active`, { active: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(PLAN_MESSAGES.freePlanDeactivate);
    expect((await admin.put(`/api/admin/plans/${free.id}`, formOf(free, { active: false }))).statusCode).toBe(
      409,
    );
    const priced = await admin.put(`/api/admin/plans/${free.id}`, formOf(free, { annualPrice: 10 }));
    expect(priced.statusCode).toBe(400);
    expect(priced.json().message).toBe(PLAN_MESSAGES.freePlanPrice);
    expect(await planBySlug(admin, "gratuito")).toEqual(free);
    // Its other fields are editable like any plan's.
    const renamed = await admin.put(
      `/api/admin/plans/${free.id}`,
      formOf(free, { description: "Para começar" }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});

describe("deleting a plan", () => {
  it("deletes a plan no subscription points at, audited with what it was", async () => {
    const plan = (await admin.post("/api/admin/plans", planForm({ name: "Plano Descartável" }))).json().plan;
    expect((await admin.delete(`/api/admin/plans/${ZERO_ID}`)).statusCode).toBe(404);
    const answer = await admin.delete(`/api/admin/plans/${plan.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ outcome: "deleted", message: PLAN_MESSAGES.deleted });
    expect(await row(plan.id)).toBeUndefined();
    const [entry] = await auditOf(admin, plan.id);
    expect(entry).toMatchObject({
      action: "plan.delete",
      after: null,
      before: { name: "Plano Descartável" },
    });
    expect((await admin.delete(`/api/admin/plans/${plan.id}`)).statusCode).toBe(404);
  });

  it("archives a plan with subscribers: off every list, its subscribers keep it, no new grant", async () => {
    const plan = (await admin.post("/api/admin/plans", planForm({ name: "Plano Turma" }))).json().plan;
    const ana = await createStudent(t, { name: "Ana Turma" });
    // A new plan can be granted and filtered by in Usuários.
    const grant = await suporte.put(`/api/admin/users/${ana.id}/plan`, { plan: plan.slug });
    expect(grant.statusCode, grant.body).toBe(200);
    const filtered = (await suporte.get(`/api/admin/users?plan=${plan.slug}`)).json() as AdminUsersPage;
    expect(filtered.items.map((u) => u.id)).toEqual([ana.id]);
    expect((await planBySlug(admin, plan.slug)).subscriptions).toBe(1);

    const answer = await admin.delete(`/api/admin/plans/${plan.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ outcome: "archived", message: PLAN_MESSAGES.archived });
    const stored = await row(plan.id);
    expect(stored!.archivedAt).not.toBeNull();
    expect(stored!.active).toBe(false);
    expect((await listPlans(admin)).map((p) => p.id)).not.toContain(plan.id);
    expect((await studentPlans()).map((p) => p.id)).not.toContain(plan.id);
    expect(
      (await suporte.get("/api/admin/plans/options")).json().items.map((o: { slug: string }) => o.slug),
    ).not.toContain(plan.slug);
    expect((await ana.get("/api/me/entitlements")).json().plan.slug).toBe(plan.slug);

    const bia = await createStudent(t, { name: "Bia Turma" });
    const refused = await suporte.put(`/api/admin/users/${bia.id}/plan`, { plan: plan.slug });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toMatch(/Plano não encontrado/);
    expect((await suporte.put(`/api/admin/users/${bia.id}/plan`, { plan: "NAO EXISTE" })).statusCode).toBe(
      400,
    );
    expect((await admin.put(`/api/admin/plans/${plan.id}`, planForm({ name: "Volta" }))).statusCode).toBe(
      404,
    );

    const [entry] = await auditOf(admin, plan.id);
    expect(entry).toMatchObject({
      action: "plan.archive",
      before: { active: true, archivedAt: null },
      after: { active: false, subscriptions: 1 },
    });
    // Its name is free again for a new plan, with a new slug.
    const again = await admin.post("/api/admin/plans", planForm({ name: "Plano Turma" }));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().plan.slug).toBe("plano-turma-2");
  });
});
