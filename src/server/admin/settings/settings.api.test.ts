import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSettings, AiTestResult } from "#domain/admin/settings";
import { AI_SETTING_KEYS } from "#server/core/ai-settings";
import { PLAN_PRICES_SYNC_JOB } from "#server/core/jobs/kinds";
import { decryptSecret } from "#server/core/secrets";
import { CHAT_SETTING_KEYS, STRIPE_SETTING_KEYS } from "#server/core/settings-keys";
import { adminAuditLog, backgroundJobs, systemSettings } from "#server/db/schema/index";
import { createStaff, createStudent, type Student } from "#server/test-support/factories";
import { chatCompletion } from "#server/test-support/fake-model-server";
import { json, type LocalHttp, startLocalHttp } from "#server/test-support/local-http";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
let admin: Student;
let model: LocalHttp;
const AI_KEY = "sk-proj-segredo-do-provedor-9f3a";

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, "admin");
  // An OpenAI-compatible server: 401 without the right key, a chat completion with it.
  model = await startLocalHttp((request, res) => {
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") return json(res, 404, {});
    if (request.headers.authorization !== `Bearer ${AI_KEY}`)
      return json(res, 401, {
        error: { message: "Incorrect API key provided", type: "invalid_request_error" },
      });
    chatCompletion(res, "ok", (request.body as { model: string }).model);
  });
}, 60_000);
afterAll(async () => {
  await model?.close();
  await t?.close();
});

const settings = async () => {
  const res = await admin.get("/api/admin/settings");
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminSettings;
};
const storedRow = async (key: string) =>
  (await t.database.db.select().from(systemSettings).where(eq(systemSettings.key, key)))[0];
const auditOf = (targetId: string) =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, "setting"), eq(adminAuditLog.targetId, targetId)))
    .orderBy(adminAuditLog.id);

describe("who may reach Configurações", () => {
  const endpoints: [string, string, Record<string, unknown>?][] = [
    ["GET", "/api/admin/settings"],
    ["PUT", "/api/admin/settings/webhook", { url: "" }],
    ["PUT", "/api/admin/settings/ai", { baseUrl: "", model: "" }],
    ["POST", "/api/admin/settings/ai/test"],
    [
      "PUT",
      "/api/admin/settings/stripe",
      { environment: "sandbox", sandboxPublicKey: "", productionPublicKey: "" },
    ],
    ["GET", "/api/admin/settings/subject-webhooks"],
    [
      "POST",
      "/api/admin/settings/subject-webhooks",
      { subjectId: crypto.randomUUID(), url: "http://x.test" },
    ],
    ["PUT", `/api/admin/settings/subject-webhooks/${crypto.randomUUID()}`, { url: "http://x.test" }],
    ["DELETE", `/api/admin/settings/subject-webhooks/${crypto.randomUUID()}`],
  ];

  it("refuses a visitor (401), a student, an editor and suporte (403), and writes nothing", async () => {
    const student = await createStudent(t);
    const editor = await createStaff(t, "editor");
    const suporte = await createStaff(t, "suporte");
    const auditBefore = (await t.database.db.select().from(adminAuditLog)).length;
    for (const [method, url, payload] of endpoints) {
      const asVisitor = await t.app.inject({ method: method as "GET", url, payload });
      expect(asVisitor.statusCode, `${method} ${url}`).toBe(401);
      for (const who of [student, editor, suporte]) {
        const res = await who.inject({ method: method as "GET", url, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toMatch(/^Acesso negado/);
      }
    }
    expect(await t.database.db.select().from(adminAuditLog)).toHaveLength(auditBefore);
  });
});

describe("GET /api/admin/settings", () => {
  it("starts with nothing saved, Stripe in sandbox, and the billing webhook address to register", async () => {
    const fresh = await createTestApp();
    try {
      const a = await createStaff(fresh, "admin");
      const res = await a.get("/api/admin/settings");
      expect(res.json()).toEqual({
        globalWebhook: { url: null, envOverride: false },
        ai: { baseUrl: null, model: null, apiKey: { saved: false, last4: null }, envOverride: false },
        stripe: {
          environment: "sandbox",
          sandboxPublicKey: null,
          productionPublicKey: null,
          sandboxSecretKey: { saved: false, last4: null },
          sandboxWebhookSecret: { saved: false, last4: null },
          productionSecretKey: { saved: false, last4: null },
          productionWebhookSecret: { saved: false, last4: null },
          envOverride: false,
          webhookEndpoint: "http://localhost:3000/api/billing/webhook",
        },
      });
    } finally {
      await fresh.close();
    }
  });

  it("says which environment variables win over the saved values", async () => {
    const fromEnv = await createTestApp({
      env: {
        CHAT_WEBHOOK_URL: "http://127.0.0.1:9/env",
        AI_BASE_URL: "http://127.0.0.1:9/v1",
        AI_MODEL: "env-model",
        STRIPE_SECRET_KEY: "sk_test_env",
        STRIPE_WEBHOOK_SECRET: "whsec_env",
      },
    });
    try {
      const a = await createStaff(fromEnv, "admin");
      const body = (await a.get("/api/admin/settings")).json() as AdminSettings;
      expect([body.globalWebhook.envOverride, body.ai.envOverride, body.stripe.envOverride]).toEqual([
        true,
        true,
        true,
      ]);
      // The environment's own values are not shown (the key least of all).
      expect(JSON.stringify(body)).not.toContain("sk_test_env");
    } finally {
      await fromEnv.close();
    }
  });
});

describe("PUT /api/admin/settings/webhook (global chat webhook)", () => {
  it("accepts only http(s) addresses, with a pt-BR message", async () => {
    for (const url of [
      "ftp://n8n.exemplo.com/x",
      "n8n.exemplo.com",
      "javascript:alert(1)",
      `http://${"a".repeat(2001)}`,
    ]) {
      const res = await admin.put("/api/admin/settings/webhook", { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/http:\/\/ ou https:\/\/|2000 caracteres/);
    }
    expect((await admin.put("/api/admin/settings/webhook", {})).statusCode).toBe(400);
  });

  it("saves the URL, audits the change, and an empty value removes it", async () => {
    const url = "https://n8n.exemplo.com/webhook/tutor";
    const res = await admin.put("/api/admin/settings/webhook", { url: `  ${url} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings.globalWebhook).toEqual({ url, envOverride: false });
    expect((await settings()).globalWebhook.url).toBe(url);
    // Saving the same value again is no change: no second entry.
    await admin.put("/api/admin/settings/webhook", { url });
    const removed = await admin.put("/api/admin/settings/webhook", { url: "" });
    expect(removed.json().settings.globalWebhook.url).toBeNull();
    expect(await storedRow(CHAT_SETTING_KEYS.webhookUrl)).toBeUndefined();
    const audit = await auditOf(CHAT_SETTING_KEYS.webhookUrl);
    expect(audit.map((a) => [a.action, a.actorId, a.before, a.after])).toEqual([
      ["setting.update", admin.id, null, { value: url }],
      ["setting.update", admin.id, { value: url }, null],
    ]);
  });
});

describe("PUT /api/admin/settings/ai (API Keys)", () => {
  it("refuses a bad address, a URL without a model and a model without a URL", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { baseUrl: "localhost:11434", model: "llama3" },
        "Informe um endereço que comece com http:// ou https://.",
      ],
      [{ baseUrl: "http://127.0.0.1:11434/v1", model: "" }, "Informe o modelo junto com a URL base."],
      [{ baseUrl: "", model: "llama3" }, "Informe a URL base junto com o modelo."],
      [{ baseUrl: "", model: "", apiKey: "k".repeat(501) }, "A chave pode ter no máximo 500 caracteres."],
    ];
    for (const [body, message] of cases) {
      const res = await admin.put("/api/admin/settings/ai", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("stores the key encrypted, never sends it back, keeps it on a blank save and removes it on request", async () => {
    const baseUrl = `${model.url}/v1`;
    const res = await admin.put("/api/admin/settings/ai", { baseUrl, model: "gpt-teste", apiKey: AI_KEY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("API Key salva");
    expect(res.body).not.toContain(AI_KEY);
    expect(res.json().settings.ai).toEqual({
      baseUrl,
      model: "gpt-teste",
      apiKey: { saved: true, last4: "9f3a" },
      envOverride: false,
    });

    const row = await storedRow(AI_SETTING_KEYS.apiKey);
    expect(row).toMatchObject({ encrypted: true, category: "ai" });
    expect(row!.value).not.toContain(AI_KEY);
    expect(decryptSecret(row!.value, t.app.ctx.config.authSecret)).toBe(AI_KEY);
    expect((await admin.get("/api/admin/settings")).body).not.toContain(AI_KEY);

    // A blank key field keeps the saved key.
    await admin.put("/api/admin/settings/ai", { baseUrl, model: "gpt-teste-2", apiKey: "" });
    expect((await settings()).ai).toMatchObject({
      model: "gpt-teste-2",
      apiKey: { saved: true, last4: "9f3a" },
    });

    const audit = await auditOf(AI_SETTING_KEYS.apiKey);
    expect(audit.map((a) => [a.before, a.after])).toEqual([[null, { last4: "9f3a" }]]);
    expect(JSON.stringify(await t.database.db.select().from(adminAuditLog))).not.toContain(AI_KEY);
    expect((await auditOf(AI_SETTING_KEYS.model)).map((a) => a.after)).toEqual([
      { value: "gpt-teste" },
      { value: "gpt-teste-2" },
    ]);
  });

  it("POST /ai/test calls the configured provider for real and reports status and time", async () => {
    await admin.put("/api/admin/settings/ai", {
      baseUrl: `${model.url}/v1`,
      model: "gpt-teste",
      apiKey: AI_KEY,
    });
    const before = model.requests.length;
    const res = await admin.post("/api/admin/settings/ai/test");
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as AiTestResult;
    expect(result).toMatchObject({ ok: true, status: 200, model: "gpt-teste" });
    expect(result.ms).toBeGreaterThanOrEqual(0);
    const call = model.requests.slice(before)[0]!;
    expect(call.headers.authorization).toBe(`Bearer ${AI_KEY}`);
    expect(call.body).toMatchObject({ model: "gpt-teste", stream: false, max_tokens: 5 });

    // A wrong key: the provider's 401 and its own words.
    await admin.put("/api/admin/settings/ai", {
      baseUrl: `${model.url}/v1`,
      model: "gpt-teste",
      apiKey: "sk-errada-0000",
    });
    const wrong = (await admin.post("/api/admin/settings/ai/test")).json() as AiTestResult;
    expect(wrong).toMatchObject({ ok: false, status: 401 });
    expect(wrong.message).toContain("HTTP 401: Incorrect API key provided");

    // Nobody listening at the address any more.
    const gone = await startLocalHttp((_request, res) => json(res, 200, {}));
    await gone.close();
    await admin.put("/api/admin/settings/ai", { baseUrl: `${gone.url}/v1`, model: "gpt-teste" });
    const down = (await admin.post("/api/admin/settings/ai/test")).json() as AiTestResult;
    expect(down).toMatchObject({ ok: false, status: null });
    expect(down.message).toMatch(/sem conexão \(ECONNREFUSED\)/);
  });

  it("'Remover chave' clears the key; testing with nothing configured is a 400", async () => {
    const res = await admin.put("/api/admin/settings/ai", { baseUrl: "", model: "", clearApiKey: true });
    expect(res.json().message).toBe("Chave removida");
    expect(res.json().settings.ai).toMatchObject({
      baseUrl: null,
      model: null,
      apiKey: { saved: false, last4: null },
    });
    expect(await storedRow(AI_SETTING_KEYS.apiKey)).toBeUndefined();
    expect((await auditOf(AI_SETTING_KEYS.apiKey)).at(-1)).toMatchObject({ after: null });
    const test = await admin.post("/api/admin/settings/ai/test");
    expect(test.statusCode).toBe(400);
    expect(test.json().message).toBe("Configure a URL base e o modelo antes de testar.");
  });
});

describe("PUT /api/admin/settings/stripe", () => {
  const base = { environment: "sandbox", sandboxPublicKey: "", productionPublicKey: "" };

  it("checks each key's prefix and the environment, in pt-BR", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sandboxSecretKey: "sk_live_abc" }, "Chave secreta de teste deve começar com sk_test_"],
      [{ sandboxPublicKey: "pk_live_abc" }, "Chave pública de teste deve começar com pk_test_"],
      [{ sandboxWebhookSecret: "abc" }, "Segredo do webhook de teste deve começar com whsec_"],
      [{ productionSecretKey: "sk_test_abc" }, "Chave secreta de produção deve começar com sk_live_"],
      [{ productionPublicKey: "pk_test_abc" }, "Chave pública de produção deve começar com pk_live_"],
      [{ productionWebhookSecret: "sk_live_abc" }, "Segredo do webhook de produção deve começar com whsec_"],
      [{ environment: "staging" }, "Escolha o ambiente: sandbox ou produção."],
      [{ clear: ["sandboxPublicKey"] }, ""],
    ];
    for (const [body, message] of cases) {
      const res = await admin.put("/api/admin/settings/stripe", { ...base, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
  });

  it("encrypts the secrets, shows public keys in full, audits and queues the plan prices' sync", async () => {
    const jobsBefore = await t.database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, PLAN_PRICES_SYNC_JOB));
    const res = await admin.put("/api/admin/settings/stripe", {
      environment: "production",
      sandboxSecretKey: "sk_test_sandbox_1111",
      sandboxPublicKey: "pk_test_sandbox_2222",
      sandboxWebhookSecret: "whsec_sandbox_3333",
      productionSecretKey: "sk_live_prod_4444",
      productionPublicKey: "pk_live_prod_5555",
      productionWebhookSecret: "whsec_prod_6666",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Configuração Stripe salva");
    for (const secret of [
      "sk_test_sandbox_1111",
      "whsec_sandbox_3333",
      "sk_live_prod_4444",
      "whsec_prod_6666",
    ])
      expect(res.body).not.toContain(secret);
    expect(res.json().settings.stripe).toMatchObject({
      environment: "production",
      sandboxPublicKey: "pk_test_sandbox_2222",
      productionPublicKey: "pk_live_prod_5555",
      sandboxSecretKey: { saved: true, last4: "1111" },
      sandboxWebhookSecret: { saved: true, last4: "3333" },
      productionSecretKey: { saved: true, last4: "4444" },
      productionWebhookSecret: { saved: true, last4: "6666" },
    });
    const secretRow = await storedRow(STRIPE_SETTING_KEYS.productionSecretKey);
    expect(secretRow).toMatchObject({ encrypted: true, category: "stripe" });
    expect(secretRow!.value).not.toContain("sk_live");
    expect(await storedRow(STRIPE_SETTING_KEYS.productionPublicKey)).toMatchObject({
      encrypted: false,
      value: "pk_live_prod_5555",
    });
    expect((await auditOf(STRIPE_SETTING_KEYS.productionSecretKey)).map((a) => a.after)).toEqual([
      { last4: "4444" },
    ]);
    expect((await auditOf(STRIPE_SETTING_KEYS.environment)).map((a) => a.after)).toEqual([
      { value: "production" },
    ]);
    const jobs = await t.database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, PLAN_PRICES_SYNC_JOB));
    expect(jobs.length).toBe(jobsBefore.length + 1);

    // Blank secrets keep the saved ones; `clear` removes one; an unchanged save queues nothing.
    const again = await admin.put("/api/admin/settings/stripe", {
      environment: "production",
      sandboxPublicKey: "pk_test_sandbox_2222",
      productionPublicKey: "pk_live_prod_5555",
      sandboxSecretKey: "",
      clear: ["sandboxWebhookSecret"],
    });
    expect(again.json().settings.stripe).toMatchObject({
      sandboxSecretKey: { saved: true, last4: "1111" },
      sandboxWebhookSecret: { saved: false, last4: null },
      productionSecretKey: { saved: true, last4: "4444" },
    });
    await admin.put("/api/admin/settings/stripe", {
      environment: "production",
      sandboxPublicKey: "pk_test_sandbox_2222",
      productionPublicKey: "pk_live_prod_5555",
    });
    const after = await t.database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, PLAN_PRICES_SYNC_JOB));
    expect(after.length).toBe(jobsBefore.length + 2);
    expect(JSON.stringify(await t.database.db.select().from(adminAuditLog))).not.toMatch(
      /sk_live_prod|whsec_prod/,
    );
  });
});
