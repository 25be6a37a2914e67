import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EssayDetail, EssayTopic } from "#domain/essays/api";
import { ESSAY_CORRECTION_JOB } from "#server/core/jobs/kinds";
import { backgroundJobs, userEssays } from "#server/db/schema/index";
import { createEssayWorker } from "#server/essays/start-worker";
import { ESSAY_WEBHOOK_TIMEOUT_KEY } from "#server/essays/webhooks";
import { createStudent, setSetting, setWebhook, useModel } from "#server/test-support/factories";
import { chatCompletion } from "#server/test-support/fake-model-server";
import { json, type LocalHttp, sleep, startLocalHttp } from "#server/test-support/local-http";
import { SAMPLE_ESSAY } from "#server/test-support/sample-essay";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
let webhook: LocalHttp;
let model: LocalHttp;
let topic: EssayTopic;

const comp = (nota: number, comentario = "Comentário da banca.") => ({ nota, comentario });
const five = (nota: number) =>
  Object.fromEntries([1, 2, 3, 4, 5].map((i) => [`competencia${i}`, comp(nota)]));

beforeAll(async () => {
  t = await createTestApp();
  webhook = await startLocalHttp((_req, res) => json(res, 500, {}));
  model = await startLocalHttp((_req, res) => json(res, 500, {}));
  const someone = await createStudent(t);
  topic = (
    await t.app.inject({
      method: "GET",
      url: "/api/essays/topics/enem?ano=2019",
      headers: { cookie: someone.cookie },
    })
  ).json();
  // Short webhook timeouts keep the failure tests fast.
  await setSetting(t, ESSAY_WEBHOOK_TIMEOUT_KEY, "600");
});
afterAll(async () => {
  await webhook?.close();
  await model?.close();
  await t?.close();
});
beforeEach(async () => {
  webhook.requests.length = 0;
  model.requests.length = 0;
  await setWebhook(t, "corrigir_redacao", null);
  await useModel(t, null);
});

const worker = () =>
  createEssayWorker({
    db: t.database.db,
    config: t.app.ctx.config,
    log: t.app.log,
    corrector: { webhookRetries: 1, webhookRetryDelayMs: 10 },
    worker: { retryBaseMs: 0, leaseMs: 30_000 },
  });

/** A student's essay, submitted and waiting in the queue. */
async function submitted() {
  const s = await createStudent(t);
  const headers = { cookie: s.cookie };
  const draft = await t.app.inject({
    method: "POST",
    url: "/api/essays",
    headers,
    payload: { topicId: topic.id, content: SAMPLE_ESSAY },
  });
  const id = (draft.json() as EssayDetail).id;
  const res = await t.app.inject({
    method: "POST",
    url: `/api/essays/${id}/submit`,
    headers,
    payload: { content: SAMPLE_ESSAY },
  });
  expect(res.statusCode, res.body).toBe(200);
  const detail = async () =>
    (await t.app.inject({ method: "GET", url: `/api/essays/${id}`, headers })).json() as EssayDetail;
  return { s, id, detail };
}

describe("corrigir_redacao webhook", () => {
  const shapes: [string, unknown, number][] = [
    ["the feedback itself", { ...five(160), comentario_geral: "Muito bom." }, 800],
    ["wrapped in redacao", { redacao: { id: "x", nota_final: 720, feedback_correcao: five(120) } }, 720],
    ["wrapped in feedback", { feedback: { ...five(200), comentario_geral: "Nota máxima." } }, 1000],
    ["in a one-item array", [{ ...five(80), nota_final: 400 }], 400],
    [
      "with plain-text competencies",
      { competencia1: "Poucos desvios.", comentario_geral: "Bom.", nota_final: 640 },
      640,
    ],
  ];

  for (const [name, body, score] of shapes)
    it(`accepts ${name}`, async () => {
      webhook.respond((_req, res) => json(res, 200, body));
      await setWebhook(t, "corrigir_redacao", `${webhook.url}/corrigir`);
      const { s, id, detail } = await submitted();
      await worker().drain();
      const essay = await detail();
      expect(essay).toMatchObject({ status: "corrigida", correctedBy: "webhook", finalScore: score });
      expect(webhook.requests.at(-1)?.body).toEqual({
        redacao_id: id,
        conteudo: SAMPLE_ESSAY,
        tema: "Democratização do acesso ao cinema no Brasil",
        user_id: s.id,
      });
    });

  it("retries a failing webhook, then falls back to the built-in corrector", async () => {
    webhook.respond((_req, res) => json(res, 500, { message: "n8n error" }));
    await setWebhook(t, "corrigir_redacao", webhook.url);
    const { detail } = await submitted();
    await worker().drain();
    expect(webhook.requests).toHaveLength(2);
    const essay = await detail();
    expect(essay).toMatchObject({ status: "corrigida", correctedBy: "builtin" });
    expect(essay.finalScore).toBeGreaterThan(0);
  });

  it("falls back when the webhook times out or answers nonsense", async () => {
    webhook.respond(async (request, res) => {
      if (webhook.requests.indexOf(request) === 0) await sleep(2000);
      json(res, 200, "<html>not json</html>");
    });
    await setWebhook(t, "corrigir_redacao", webhook.url);
    const { detail } = await submitted();
    await worker().drain();
    expect(await detail()).toMatchObject({ status: "corrigida", correctedBy: "builtin" });
  });
});

describe("model corrector", () => {
  it("asks an OpenAI-compatible model for structured output and snaps its scores to ENEM levels", async () => {
    const answer = {
      ...Object.fromEntries(
        [1, 2, 3, 4, 5].map((i) => [`competencia${i}`, comp(i === 1 ? 150 : 120, `C${i}: **bom**.`)]),
      ),
      comentario_geral: "Texto organizado; detalhe mais a proposta.",
    };
    model.respond((_req, res) => chatCompletion(res, JSON.stringify(answer)));
    await useModel(t, `${model.url}/v1`);
    const { detail } = await submitted();
    await worker().drain();
    const essay = await detail();
    expect(essay).toMatchObject({ status: "corrigida", correctedBy: "model", finalScore: 160 + 4 * 120 });
    expect(essay.feedback?.competencia1).toEqual({ nota: 160, comentario: "C1: **bom**." });
    const request = model.requests[0]!;
    expect(request.url).toBe("/v1/chat/completions");
    const body = request.body as {
      model: string;
      response_format: {
        type: string;
        json_schema: { schema: { properties: Record<string, { properties: { nota: unknown } }> } };
      };
      messages: { content: string }[];
    };
    expect(body.model).toBe("fake-model");
    expect(body.response_format.type).toBe("json_schema");
    // Asked for the six levels; the 150 it gave anyway was snapped, not refused.
    const nota = body.response_format.json_schema.schema.properties.competencia3?.properties.nota;
    expect(JSON.stringify(nota)).toMatch(/0.*40.*80.*120.*160.*200/);
    expect(body.messages[0]?.content).toContain("C5 — Proposta de intervenção");
    expect(body.messages.at(-1)?.content).toContain("Cinema Paradiso");
  });

  it("grades twice, and a third time when the two differ by more than ENEM allows", async () => {
    // Totals 1000, 600 and 920: ENEM keeps the two closest (1000 and 920) and averages them.
    const answers = [five(200), five(120), { ...five(200), competencia5: comp(120, "Falta detalhar.") }];
    let call = 0;
    model.respond((_req, res) =>
      chatCompletion(res, JSON.stringify({ ...answers[call++ % 3], comentario_geral: "Ok." })),
    );
    await useModel(t, `${model.url}/v1`);
    const { detail } = await submitted();
    await worker().drain();
    const essay = await detail();
    expect(model.requests).toHaveLength(3);
    expect(essay).toMatchObject({ correctedBy: "model", finalScore: 960 });
    expect(essay.feedback?.competencia1).toMatchObject({ nota: 200 });
    const c5 = essay.feedback?.competencia5 as { nota: number; comentario: string };
    expect(c5.nota).toBe(160);
    expect(c5.comentario).toContain("(200 e 120)");
    expect(c5.comentario).toContain("**Correção com 120:** Falta detalhar.");
    // The first two run at once, in either order; the third is the one asked after them.
    const recorded = essay.feedback?.correcoes_independentes as string[];
    expect(recorded).toHaveLength(3);
    expect(recorded).toEqual(
      expect.arrayContaining([
        expect.stringContaining("correção: 1000 (C1 200, C2 200, C3 200, C4 200, C5 200)"),
        expect.stringContaining("correção: 600 (C1 120, C2 120, C3 120, C4 120, C5 120)"),
      ]),
    );
    expect(recorded[2]).toBe("3ª correção: 920 (C1 200, C2 200, C3 200, C4 200, C5 120)");
  });

  it("keeps two gradings within ENEM's tolerance without a third", async () => {
    // 800 and 760: 40 apart in the total and in C5.
    const answers = [five(160), { ...five(160), competencia5: comp(120) }];
    let call = 0;
    model.respond((_req, res) =>
      chatCompletion(res, JSON.stringify({ ...answers[call++ % 2], comentario_geral: "Ok." })),
    );
    await useModel(t, `${model.url}/v1`);
    const { detail } = await submitted();
    await worker().drain();
    expect(model.requests).toHaveLength(2);
    const essay = await detail();
    expect(essay).toMatchObject({ correctedBy: "model", finalScore: 780 });
    expect(essay.feedback?.competencia5).toMatchObject({ nota: 140 });
  });

  it("comes after a failing webhook", async () => {
    webhook.respond((_req, res) => json(res, 503, {}));
    await setWebhook(t, "corrigir_redacao", webhook.url);
    model.respond((_req, res) =>
      chatCompletion(res, JSON.stringify({ ...five(80), comentario_geral: "Ok." })),
    );
    await useModel(t, `${model.url}/v1`);
    const { detail } = await submitted();
    await worker().drain();
    expect(await detail()).toMatchObject({ correctedBy: "model", finalScore: 400 });
  });
});

describe("the correction queue", () => {
  it("resumes a job whose worker died (expired lease), and leaves a live lease alone", async () => {
    const { id, detail } = await submitted();
    const [job] = await t.database.db
      .select()
      .from(backgroundJobs)
      .where(sql`${backgroundJobs.payload}->>'essayId' = ${id}`);
    // As if a process claimed it and is still working: nobody else may take it.
    await t.database.db
      .update(backgroundJobs)
      .set({ status: "running", attempts: 1, lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(backgroundJobs.id, job!.id));
    await worker().drain();
    expect(await detail()).toMatchObject({
      status: "finalizada",
      correction: { state: "running", attempts: 1 },
    });

    // The process died: the lease runs out and a new worker (a restart) picks the job up again.
    await t.database.db
      .update(backgroundJobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(backgroundJobs.id, job!.id));
    await worker().drain();
    expect(await detail()).toMatchObject({ status: "corrigida", correction: { state: "done", attempts: 2 } });
  });

  it("shows a failed correction on the essay and lets the student retry", async () => {
    const { s, id, detail } = await submitted();
    // The last attempt failed (as the worker records it).
    await t.database.db
      .update(backgroundJobs)
      .set({ status: "failed", attempts: 5, lastError: "boom" })
      .where(sql`${backgroundJobs.payload}->>'essayId' = ${id}`);
    await t.database.db
      .update(userEssays)
      .set({ correctionError: "Não conseguimos corrigir sua redação agora." })
      .where(eq(userEssays.id, id));
    expect(await detail()).toMatchObject({ status: "finalizada", correction: { state: "failed" } });

    const retry = await t.app.inject({
      method: "POST",
      url: `/api/essays/${id}/retry-correction`,
      headers: { cookie: s.cookie },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ correction: { state: "queued", error: null } });
    const again = await t.app.inject({
      method: "POST",
      url: `/api/essays/${id}/retry-correction`,
      headers: { cookie: s.cookie },
    });
    expect(again.statusCode).toBe(409);
    await worker().drain();
    expect(await detail()).toMatchObject({ status: "corrigida" });
  });

  it("records the visible error after the last attempt", async () => {
    const { id, detail } = await submitted();
    // The payload is broken so the handler throws on every attempt.
    await t.database.db
      .update(backgroundJobs)
      .set({ maxAttempts: 2, payload: { essayId: id } })
      .where(sql`${backgroundJobs.payload}->>'essayId' = ${id}`);
    const w = worker();
    await w.drain();
    const [job] = await t.database.db
      .select()
      .from(backgroundJobs)
      .where(
        sql`${backgroundJobs.kind} = ${ESSAY_CORRECTION_JOB} and ${backgroundJobs.payload}->>'essayId' = ${id}`,
      );
    expect(job).toMatchObject({ status: "failed", attempts: 2, lastError: "bad correction payload" });
    expect((await detail()).correction).toMatchObject({
      state: "failed",
      error:
        "Não conseguimos corrigir sua redação agora. Seu texto está salvo: tente corrigir de novo em alguns minutos.",
    });
  });
});
