import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminAuditPage } from "#domain/admin/api";
import {
  type EssayWebhook,
  type EssayWebhookList,
  type EssayWebhookSaved,
  type EssayWebhookTestResult,
  ESSAY_WEBHOOK_MESSAGES as M,
} from "#domain/admin/essay-webhooks";
import { essayWebhooks } from "#server/db/schema/index";
import { createStaff, createStudent, type Student } from "#server/test-support/factories";
import { json, type LocalHttp, startLocalHttp } from "#server/test-support/local-http";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

const BASE = "/api/admin/essay-webhooks";
const NO_SUCH_ID = "11111111-2222-4333-8444-555555555555";

let t: TestApp;
let admin: Student;
let editor: Student;
let suporte: Student;
let student: Student;
let n8n: LocalHttp;

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, suporte, student] = await Promise.all([
    createStaff(t, "admin"),
    createStaff(t, "editor"),
    createStaff(t, "suporte"),
    createStudent(t),
  ]);
  n8n = await startLocalHttp((_req, res) => json(res, 200, { recebido: true }));
}, 60_000);
afterAll(async () => {
  await n8n?.close();
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.delete(essayWebhooks);
  n8n.requests.length = 0;
  n8n.respond((_req, res) => json(res, 200, { recebido: true }));
});

async function create(payload: Record<string, unknown>): Promise<EssayWebhook> {
  const res = await admin.post(BASE, payload);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as EssayWebhookSaved).webhook;
}
const list = async () => ((await admin.get(BASE)).json() as EssayWebhookList).items;
const auditOf = async (id: string) =>
  ((await admin.get(`/api/admin/audit?targetType=essay_webhook&targetId=${id}`)).json() as AdminAuditPage)
    .items;

describe("who may use /api/admin/essay-webhooks", () => {
  const calls: [string, string, Record<string, unknown>?][] = [
    ["GET", BASE],
    ["POST", BASE, { type: "gerar_tema", url: "https://n8n.exemplo.com/a" }],
    ["PUT", `${BASE}/${NO_SUCH_ID}`, { type: "gerar_tema", url: "https://n8n.exemplo.com/a" }],
    ["PUT", `${BASE}/${NO_SUCH_ID}/status`, { active: false }],
    ["DELETE", `${BASE}/${NO_SUCH_ID}`],
    ["POST", `${BASE}/${NO_SUCH_ID}/test`],
  ];

  it.each(calls)("%s %s: visitor 401, student 403, editor and suporte 403", async (method, url, payload) => {
    const visitor = await t.app.inject({ method: method as "GET", url, ...(payload ? { payload } : {}) });
    expect(visitor.statusCode).toBe(401);
    const asStudent = await student.inject({ method: method as "GET", url, ...(payload ? { payload } : {}) });
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json()).toMatchObject({ code: "FORBIDDEN" });
    for (const staff of [editor, suporte]) {
      const res = await staff.inject({ method: method as "GET", url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${staff.email}`).toBe(403);
    }
    expect(await t.database.db.select().from(essayWebhooks)).toEqual([]);
  });
});

describe("creating, editing, switching and deleting", () => {
  it("creates a webhook (trimmed URL, active by default), lists it newest first, audited", async () => {
    const first = await create({ type: "corrigir_redacao", url: "  https://n8n.exemplo.com/corrigir  " });
    expect(first).toMatchObject({
      type: "corrigir_redacao",
      url: "https://n8n.exemplo.com/corrigir",
      active: true,
      inUse: true,
    });
    const res = await admin.post(BASE, {
      type: "gerar_tema",
      url: "http://n8n.local:5678/tema",
      active: false,
    });
    expect(res.json()).toMatchObject({ message: M.created, webhook: { active: false, inUse: false } });
    const second = (res.json() as EssayWebhookSaved).webhook;
    expect((await list()).map((w) => w.id)).toEqual([second.id, first.id]);
    expect(new Date(first.createdAt).getTime()).toBeLessThanOrEqual(Date.now());

    const [entry] = await auditOf(first.id);
    expect(entry).toMatchObject({
      action: "essay_webhook.create",
      actor: { id: admin.id },
      before: null,
      after: { tipo: "corrigir_redacao", webhook_url: "https://n8n.exemplo.com/corrigir", active: true },
    });
  });

  it("refuses bad input with a pt-BR message and saves nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: "gerar_tema", url: "   " }, M.urlRequired],
      [{ type: "gerar_tema" }, M.urlRequired],
      [{ type: "gerar_tema", url: "ftp://n8n.exemplo.com/x" }, M.urlInvalid],
      [{ type: "gerar_tema", url: "javascript:alert(1)" }, M.urlInvalid],
      [{ type: "gerar_tema", url: "n8n.exemplo.com/webhook" }, M.urlInvalid],
      [{ type: "gerar_tema", url: `https://n8n.exemplo.com/${"a".repeat(2000)}` }, M.urlTooLong],
      [{ type: "corrigir", url: "https://n8n.exemplo.com/x" }, M.typeInvalid],
      [{ url: "https://n8n.exemplo.com/x" }, M.typeInvalid],
      [
        { type: "gerar_tema", url: "https://n8n.exemplo.com/x", active: "sim" },
        "Informe se o webhook fica ativo.",
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await admin.post(BASE, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", message });
    }
    const existing = await create({ type: "gerar_tema", url: "https://n8n.exemplo.com/ok" });
    const badPut = await admin.put(`${BASE}/${existing.id}`, { type: "gerar_tema", url: "" });
    expect(badPut.json()).toMatchObject({ message: M.urlRequired });
    const badStatus = await admin.put(`${BASE}/${existing.id}/status`, {});
    expect(badStatus.statusCode).toBe(400);
    for (const [method, url] of [
      ["PUT", `${BASE}/nao-e-um-id`],
      ["PUT", `${BASE}/nao-e-um-id/status`],
      ["DELETE", `${BASE}/nao-e-um-id`],
      ["POST", `${BASE}/nao-e-um-id/test`],
    ] as const) {
      const res = await admin.inject({
        method,
        url,
        payload: { type: "gerar_tema", url: "https://a.b", active: true },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toMatchObject({ message: M.notFound });
    }
    expect((await list()).map((w) => w.url)).toEqual(["https://n8n.exemplo.com/ok"]);
    expect(await auditOf(existing.id)).toHaveLength(1);
  });

  it("answers 404 for a webhook that does not exist", async () => {
    const payload = { type: "gerar_tema", url: "https://n8n.exemplo.com/x", active: true };
    expect((await admin.put(`${BASE}/${NO_SUCH_ID}`, payload)).statusCode).toBe(404);
    expect((await admin.put(`${BASE}/${NO_SUCH_ID}/status`, { active: true })).statusCode).toBe(404);
    expect((await admin.delete(`${BASE}/${NO_SUCH_ID}`)).statusCode).toBe(404);
    const test = await admin.post(`${BASE}/${NO_SUCH_ID}/test`);
    expect(test.statusCode).toBe(404);
    expect(test.json()).toMatchObject({ code: "NOT_FOUND", message: M.notFound });
  });

  it("edits type, URL and state, audited with before and after", async () => {
    const hook = await create({ type: "gerar_tema", url: "https://n8n.exemplo.com/velho" });
    const res = await admin.put(`${BASE}/${hook.id}`, {
      type: "gerar_tema_autoral",
      url: " https://n8n.exemplo.com/novo ",
      active: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.updated,
      webhook: {
        id: hook.id,
        type: "gerar_tema_autoral",
        url: "https://n8n.exemplo.com/novo",
        active: false,
      },
    });
    expect((await list())[0]?.createdAt).toBe(hook.createdAt);
    const [entry] = await auditOf(hook.id);
    expect(entry).toMatchObject({
      action: "essay_webhook.update",
      before: { tipo: "gerar_tema", webhook_url: "https://n8n.exemplo.com/velho", active: true },
      after: { tipo: "gerar_tema_autoral", webhook_url: "https://n8n.exemplo.com/novo", active: false },
    });
  });

  it("switches a webhook off and on, each audited", async () => {
    const hook = await create({ type: "corrigir_redacao", url: "https://n8n.exemplo.com/c" });
    const off = await admin.put(`${BASE}/${hook.id}/status`, { active: false });
    expect(off.json()).toMatchObject({ message: M.deactivated, webhook: { active: false, inUse: false } });
    const on = await admin.put(`${BASE}/${hook.id}/status`, { active: true });
    expect(on.json()).toMatchObject({ message: M.activated, webhook: { active: true, inUse: true } });
    const entries = await auditOf(hook.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        "essay_webhook.activate",
        { tipo: "corrigir_redacao", webhook_url: "https://n8n.exemplo.com/c", active: false },
        { tipo: "corrigir_redacao", webhook_url: "https://n8n.exemplo.com/c", active: true },
      ],
      [
        "essay_webhook.deactivate",
        { tipo: "corrigir_redacao", webhook_url: "https://n8n.exemplo.com/c", active: true },
        { tipo: "corrigir_redacao", webhook_url: "https://n8n.exemplo.com/c", active: false },
      ],
      ["essay_webhook.create", null, expect.anything()],
    ]);
  });

  it("deletes a webhook for good, audited with what it was", async () => {
    const hook = await create({ type: "gerar_tema", url: "https://n8n.exemplo.com/apagar" });
    const res = await admin.delete(`${BASE}/${hook.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.deleted });
    expect(await list()).toEqual([]);
    expect((await admin.delete(`${BASE}/${hook.id}`)).statusCode).toBe(404);
    const [entry] = await auditOf(hook.id);
    expect(entry).toMatchObject({
      action: "essay_webhook.delete",
      before: { tipo: "gerar_tema", webhook_url: "https://n8n.exemplo.com/apagar", active: true },
      after: null,
    });
  });
});

describe("'Em uso': the one webhook of a type the essays feature calls", () => {
  it("marks the newest active one of each type, and the student's topic request reaches it", async () => {
    const older = await create({ type: "gerar_tema", url: `${n8n.url}/antigo` });
    const newer = await create({ type: "gerar_tema", url: `${n8n.url}/novo` });
    const off = await create({ type: "gerar_tema", url: `${n8n.url}/desligado`, active: false });
    const correction = await create({ type: "corrigir_redacao", url: `${n8n.url}/corrigir` });
    const inUse = Object.fromEntries((await list()).map((w) => [w.id, w.inUse]));
    expect(inUse).toEqual({ [older.id]: false, [newer.id]: true, [off.id]: false, [correction.id]: true });

    const subscriber = await createStudent(t, { plan: "estudante" });
    n8n.respond((_req, res) => json(res, 500, { erro: "teste" }));
    await subscriber.post("/api/essays/topics/autoral", { categoria: "aleatoria", dificuldade: "medio" });
    expect(n8n.requests.length).toBeGreaterThan(0);
    expect(n8n.requests.every((r) => r.url === "/novo")).toBe(true);
    expect(n8n.requests[0]?.body).toMatchObject({ tipo_vestibular: "enem", user_id: subscriber.id });

    // Switching the newest off hands the type to the older one, on the page and for students.
    await admin.put(`${BASE}/${newer.id}/status`, { active: false });
    expect((await list()).find((w) => w.id === older.id)?.inUse).toBe(true);
    n8n.requests.length = 0;
    await subscriber.post("/api/essays/topics/autoral", { categoria: "aleatoria", dificuldade: "medio" });
    expect(n8n.requests.map((r) => r.url)).toContain("/antigo");
    expect(n8n.requests.every((r) => r.url === "/antigo")).toBe(true);
  }, 30_000);
});

describe("Testar: a call from the server", () => {
  const test = async (id: string) => {
    const res = await admin.post(`${BASE}/${id}/test`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as EssayWebhookTestResult;
  };

  it("posts each type's test body and reports a 2xx with its status and time", async () => {
    n8n.respond((_req, res) => json(res, 202, { ok: true }));
    const tema = await create({ type: "gerar_tema", url: `${n8n.url}/tema` });
    const autoral = await create({ type: "gerar_tema_autoral", url: `${n8n.url}/autoral` });
    const corrigir = await create({ type: "corrigir_redacao", url: `${n8n.url}/corrigir`, active: false });
    for (const hook of [tema, autoral, corrigir]) {
      const result = await test(hook.id);
      expect(result).toMatchObject({ ok: true, status: 202 });
      expect(result.error).toBeUndefined();
      expect(result.elapsedMs).toBeGreaterThanOrEqual(0);
    }
    expect(n8n.requests.map((r) => [r.method, r.url, r.headers["content-type"]])).toEqual([
      ["POST", "/tema", "application/json"],
      ["POST", "/autoral", "application/json"],
      ["POST", "/corrigir", "application/json"],
    ]);
    const [temaBody, autoralBody, corrigirBody] = n8n.requests.map((r) => r.body as Record<string, unknown>);
    expect(temaBody).toEqual({ dificuldade: "medio", tipo_vestibular: "enem", teste: true });
    expect(autoralBody).toMatchObject({ dificuldade: "medio", categoria_tematica: "educacao", teste: true });
    expect(typeof autoralBody?.user_id).toBe("string");
    expect(corrigirBody).toMatchObject({ teste: true, tema: expect.stringContaining("teste") });
    expect(Object.keys(corrigirBody ?? {}).sort()).toEqual(["conteudo", "redacao_id", "tema", "teste"]);

    // A test changes nothing: same row, no audit entry.
    const after = (await list()).find((w) => w.id === corrigir.id);
    expect(after).toEqual(corrigir);
    expect((await auditOf(corrigir.id)).map((e) => e.action)).toEqual(["essay_webhook.create"]);
  });

  it("reports a 500 as a failure with its status", async () => {
    n8n.respond((_req, res) => json(res, 500, { erro: "quebrou" }));
    const hook = await create({ type: "corrigir_redacao", url: `${n8n.url}/corrigir` });
    const result = await test(hook.id);
    expect(result).toMatchObject({ ok: false, status: 500 });
    expect(result.error).toContain("500");
    expect(n8n.requests).toHaveLength(1);
  });

  it("reports an address nothing listens on as unreachable", async () => {
    const closed = await startLocalHttp((_req, res) => json(res, 200, {}));
    await closed.close();
    const hook = await create({ type: "gerar_tema", url: closed.url });
    expect(await test(hook.id)).toMatchObject({ ok: false, status: null, error: M.testUnreachable });
  });
});
