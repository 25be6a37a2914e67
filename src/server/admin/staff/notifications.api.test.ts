import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_STAFF_PREFERENCES, STAFF_MESSAGES, type SystemAlerts } from "#domain/admin/staff";
import { enqueueJob } from "#server/core/jobs/queue";
import { createJobWorker } from "#server/core/jobs/worker";
import { backgroundJobs, emailOutbox } from "#server/db/schema/index";
import { createStaff, createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { jobFailureAlerts } from "./job-alerts.ts";

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
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const ME = ["/api/admin/staff/me/preferences", "/api/admin/staff/me/alerts"];

describe("who reaches their own notifications", () => {
  it.each(ME)("GET %s: visitor 401, student 403, every staff role 200", async (url) => {
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect((await student.get(url)).statusCode).toBe(403);
    for (const member of [admin, editor, suporte]) expect((await member.get(url)).statusCode).toBe(200);
  });

  it("PUT: visitor 401, student 403", async () => {
    const url = "/api/admin/staff/me/preferences";
    const payload = DEFAULT_STAFF_PREFERENCES;
    expect((await t.app.inject({ method: "PUT", url, payload })).statusCode).toBe(401);
    expect((await student.put(url, payload)).statusCode).toBe(403);
  });
});

describe("notification switches", () => {
  it("start as system alerts on, e-mail on, SMS off", async () => {
    expect((await suporte.get("/api/admin/staff/me/preferences")).json()).toEqual({
      systemAlerts: true,
      emailAlerts: true,
      smsAlerts: false,
    });
  });

  it("are saved per staff member, validated, and SMS cannot be turned on", async () => {
    const url = "/api/admin/staff/me/preferences";
    expect(
      (await editor.put(url, { systemAlerts: "sim", emailAlerts: true, smsAlerts: false })).statusCode,
    ).toBe(400);
    expect((await editor.put(url, { systemAlerts: true })).statusCode).toBe(400);
    const sms = await editor.put(url, { systemAlerts: true, emailAlerts: true, smsAlerts: true });
    expect(sms.statusCode).toBe(400);
    expect(sms.json().message).toBe(STAFF_MESSAGES.smsUnavailable);

    const saved = await editor.put(url, { systemAlerts: false, emailAlerts: false, smsAlerts: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(STAFF_MESSAGES.preferencesSaved);
    expect((await editor.get(url)).json()).toEqual({
      systemAlerts: false,
      emailAlerts: false,
      smsAlerts: false,
    });
    // Someone else's switches are theirs.
    expect((await admin.get(url)).json()).toEqual(DEFAULT_STAFF_PREFERENCES);
  });
});

describe("a background job that gives up", () => {
  it("is e-mailed once to staff with e-mail on, and listed for those with system alerts on", async () => {
    await suporte.put("/api/admin/staff/me/preferences", {
      systemAlerts: true,
      emailAlerts: false,
      smsAlerts: false,
    });
    await enqueueJob(t.database.db, "billing.email", { teste: true }, { maxAttempts: 2 });
    const worker = createJobWorker({
      db: t.database.db,
      log: t.app.log,
      retryBaseMs: 0,
      handlers: {
        "billing.email": {
          async run() {
            throw new Error(`SMTP recusou a mensagem: ${"x".repeat(400)}`);
          },
        },
      },
      onGaveUp: jobFailureAlerts({
        db: t.database.db,
        mailer: t.app.ctx.mailer,
        publicUrl: "http://localhost:3000",
        log: t.app.log,
      }),
    });
    await worker.drain();
    await worker.drain();
    const [job] = await t.database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, "billing.email"));
    expect(job).toMatchObject({ status: "failed", attempts: 2 });

    // Sign-up's confirmation e-mails are in the outbox too: count the alerts only.
    const mailsTo = async (to: string) =>
      (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).filter((m) =>
        m.subject.startsWith("Alerta do Rumo"),
      );
    const adminMails = await mailsTo(admin.email);
    expect(adminMails).toHaveLength(1);
    expect(adminMails[0]!.subject).toBe("Alerta do Rumo: E-mail de pagamento falhou");
    expect(adminMails[0]!.text).toContain("depois de 2 tentativa(s)");
    expect(adminMails[0]!.text).toContain("Último erro: SMTP recusou a mensagem");
    expect(adminMails[0]!.text).toContain("http://localhost:3000/admin/dashboard");
    expect(await mailsTo(editor.email)).toHaveLength(0);
    expect(await mailsTo(suporte.email)).toHaveLength(0);
    expect(await mailsTo(student.email)).toHaveLength(0);

    const alerts = (await admin.get("/api/admin/staff/me/alerts")).json() as SystemAlerts;
    expect(alerts.enabled).toBe(true);
    expect(alerts.items).toHaveLength(1);
    expect(alerts.items[0]).toMatchObject({
      kind: "billing.email",
      kindLabel: "E-mail de pagamento",
      attempts: 2,
    });
    expect(alerts.items[0]!.error.length).toBeLessThanOrEqual(200);
    expect(alerts.items[0]!.error.endsWith("…")).toBe(true);
    expect(((await suporte.get("/api/admin/staff/me/alerts")).json() as SystemAlerts).items).toHaveLength(1);
    expect((await editor.get("/api/admin/staff/me/alerts")).json()).toEqual({ enabled: false, items: [] });
  });

  it("a retry that will run again sends nothing", async () => {
    const before = (await t.database.db.select().from(emailOutbox)).length;
    await enqueueJob(t.database.db, "essay_correction", {}, { maxAttempts: 3 });
    let calls = 0;
    const worker = createJobWorker({
      db: t.database.db,
      log: t.app.log,
      retryBaseMs: 60_000,
      handlers: {
        essay_correction: {
          async run() {
            calls += 1;
            throw new Error("temporário");
          },
        },
      },
      onGaveUp: jobFailureAlerts({
        db: t.database.db,
        mailer: t.app.ctx.mailer,
        publicUrl: "",
        log: t.app.log,
      }),
    });
    await worker.drain();
    expect(calls).toBe(1);
    expect((await t.database.db.select().from(emailOutbox)).length).toBe(before);
  });
});
