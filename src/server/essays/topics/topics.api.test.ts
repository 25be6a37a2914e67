import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EnemYears, EssayTopic } from "#domain/essays/api";
import { ESSAY_CATEGORIES } from "#domain/essays/topic-content";
import { essayTopics } from "#server/db/schema/index";
import { ESSAY_WEBHOOK_TIMEOUT_KEY } from "#server/essays/webhooks";
import {
  createStudent,
  type Student,
  setSetting,
  setWebhook,
  useModel,
} from "#server/test-support/factories";
import { chatCompletion } from "#server/test-support/fake-model-server";
import { json, type LocalHttp, startLocalHttp } from "#server/test-support/local-http";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
let webhook: LocalHttp;
let model: LocalHttp;
let student: Student;
let subscriber: Student;

const GENERATED = {
  titulo: "Desafios para o uso consciente das redes sociais por adolescentes",
  descricao:
    "O uso intenso das redes sociais por adolescentes levanta questões sobre saúde mental e privacidade.",
  instrucoes_oficiais:
    "Redija um texto dissertativo-argumentativo sobre o tema proposto, com proposta de intervenção.",
  textos_auxiliares: [
    { "Texto I": "As redes sociais ocupam horas do dia de muitos adolescentes brasileiros." },
  ],
  palavras_chave: "redes sociais, adolescência, saúde mental",
};

beforeAll(async () => {
  t = await createTestApp();
  webhook = await startLocalHttp((_req, res) => json(res, 200, { tema: GENERATED }));
  model = await startLocalHttp((_req, res) => json(res, 500, { error: { message: "down" } }));
  student = await createStudent(t);
  subscriber = await createStudent(t, { plan: "estudante" });
  // Short webhook timeouts keep the failure tests fast.
  await setSetting(t, ESSAY_WEBHOOK_TIMEOUT_KEY, "800");
});
afterAll(async () => {
  await webhook?.close();
  await model?.close();
  await t?.close();
});
beforeEach(async () => {
  webhook.requests.length = 0;
  model.requests.length = 0;
  await setWebhook(t, "gerar_tema_autoral", null);
  await setWebhook(t, "gerar_tema", null);
  await useModel(t, null);
});

const get = (url: string, cookie = student.cookie) =>
  t.app.inject({ method: "GET", url, headers: { cookie } });
const generate = (payload: Record<string, unknown>, cookie = subscriber.cookie) =>
  t.app.inject({ method: "POST", url: "/api/essays/topics/autoral", headers: { cookie }, payload });

describe("official ENEM topics", () => {
  it("lists 2023 down to 2014 with each year's applications", async () => {
    const res = await get("/api/essays/topics/enem/years");
    expect(res.statusCode).toBe(200);
    const { years } = res.json() as EnemYears;
    expect(years.map((y) => y.year)).toEqual([2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014]);
    const y2016 = years.find((y) => y.year === 2016)!;
    expect(y2016.applications.map((a) => a.application)).toEqual(["regular", "ppl", "segunda_aplicacao"]);
    expect(years.find((y) => y.year === 2019)!.applications).toHaveLength(1);
  });

  it("finds a year's regular topic, or another application", async () => {
    const res = await get("/api/essays/topics/enem?ano=2019");
    expect(res.statusCode).toBe(200);
    const topic = res.json() as EssayTopic;
    expect(topic).toMatchObject({
      title: "Democratização do acesso ao cinema no Brasil",
      source: "enem_historico",
      year: 2019,
      application: "regular",
      examType: "enem",
    });
    expect(topic.supportingTexts.length).toBeGreaterThanOrEqual(2);
    expect(topic.instructions).toContain("30 linhas");

    const digital = (await get("/api/essays/topics/enem?ano=2020&aplicacao=digital")).json() as EssayTopic;
    expect(digital.title).toBe("O desafio de reduzir as desigualdades entre as regiões do Brasil");
    expect((await get("/api/essays/topics/enem?ano=2019&aplicacao=ppl")).statusCode).toBe(404);
    // A year without an official topic is not found; one before the first ENEM is not a year at all.
    expect((await get("/api/essays/topics/enem?ano=2013")).statusCode).toBe(404);
    expect((await get("/api/essays/topics/enem?ano=1997")).statusCode).toBe(400);
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/essays/topics/enem?ano=2019" });
    expect(res.statusCode).toBe(401);
  });
});

describe("'Gerar Tema Autoral'", () => {
  it("is for subscribers only", async () => {
    const res = await generate({ categoria: "educacao", dificuldade: "medio" }, student.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "SUBSCRIBERS_ONLY" });
  });

  it("without webhook or model gives a random active original topic of the category", async () => {
    for (const categoria of ["meio_ambiente", "saude_publica"]) {
      const res = await generate({ categoria, dificuldade: "dificil" });
      expect(res.statusCode, res.body).toBe(200);
      const { topic, generatedBy } = res.json() as { topic: EssayTopic; generatedBy: string };
      expect(generatedBy).toBe("builtin");
      expect(topic).toMatchObject({ source: "autoral", category: categoria });
      expect(topic.supportingTexts.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("calls the gerar_tema_autoral webhook and keeps its topic for the student", async () => {
    await setWebhook(t, "gerar_tema_autoral", `${webhook.url}/autoral`);
    const res = await generate({ categoria: "tecnologia_sociedade", dificuldade: "facil" });
    expect(res.statusCode, res.body).toBe(200);
    const { topic, generatedBy } = res.json() as { topic: EssayTopic; generatedBy: string };
    expect(generatedBy).toBe("webhook");
    expect(webhook.requests[0]?.body).toEqual({
      dificuldade: "facil",
      categoria_tematica: "tecnologia_sociedade",
      user_id: subscriber.id,
    });
    expect(topic).toMatchObject({
      title: GENERATED.titulo,
      category: "tecnologia_sociedade",
      difficulty: "facil",
    });
    expect(topic.supportingTexts[0]).toMatchObject({ label: "Texto I" });
    expect(topic.keywords).toEqual(["redes sociais", "adolescência", "saúde mental"]);
    const [row] = await t.database.db.select().from(essayTopics).where(eq(essayTopics.id, topic.id));
    expect(row?.generatedForUserId).toBe(subscriber.id);
    // Generated for one student: another one cannot open it.
    expect((await get(`/api/essays/topics/${topic.id}`, subscriber.cookie)).statusCode).toBe(200);
    expect((await get(`/api/essays/topics/${topic.id}`, student.cookie)).statusCode).toBe(404);
  });

  it("with 'Aleatória' calls the gerar_tema webhook with the exam type", async () => {
    await setWebhook(t, "gerar_tema", `${webhook.url}/tema`);
    const res = await generate({ categoria: "aleatoria", dificuldade: "medio" });
    expect(res.json()).toMatchObject({ generatedBy: "webhook" });
    expect(webhook.requests[0]).toMatchObject({
      url: "/tema",
      body: { dificuldade: "medio", tipo_vestibular: "enem", user_id: subscriber.id },
    });
  });

  it("with 'Aleatória' and only gerar_tema_autoral set up, draws the category and calls it", async () => {
    await setWebhook(t, "gerar_tema_autoral", `${webhook.url}/autoral`);
    const res = await generate({ categoria: "aleatoria", dificuldade: "dificil" });
    expect(res.json()).toMatchObject({ generatedBy: "webhook" });
    const body = webhook.requests[0]?.body as Record<string, string>;
    expect(webhook.requests[0]?.url).toBe("/autoral");
    expect(body).toMatchObject({ dificuldade: "dificil", user_id: subscriber.id });
    expect(ESSAY_CATEGORIES).toContain(body.categoria_tematica);
  });

  it("falls back from a failing webhook to the model, then to the curated topics", async () => {
    webhook.respond((_req, res) => json(res, 502, "bad gateway"));
    await setWebhook(t, "gerar_tema_autoral", webhook.url);
    await useModel(t, `${model.url}/v1`);
    model.respond((_req, res) =>
      chatCompletion(
        res,
        JSON.stringify({
          titulo: "Caminhos para reduzir o desperdício de água nas cidades brasileiras",
          descricao:
            "A crise hídrica em grandes cidades mostra a necessidade de uso racional da água pela população.",
          instrucoes_oficiais:
            "Redija um texto dissertativo-argumentativo sobre o tema, com proposta de intervenção.",
          textos_auxiliares: [
            {
              rotulo: "Texto I",
              texto: "A Lei das Águas, de 1997, define a água como bem público de valor econômico.",
              fonte: "Texto elaborado para o Rumo",
            },
            {
              rotulo: "Texto II",
              texto: "Perdas na distribuição de água tratada ainda são elevadas em muitas cidades do país.",
              fonte: "Texto elaborado para o Rumo",
            },
          ],
          palavras_chave: ["água", "consumo", "saneamento"],
        }),
      ),
    );
    const byModel = await generate({ categoria: "meio_ambiente", dificuldade: "medio" });
    expect(byModel.json()).toMatchObject({ generatedBy: "model", topic: { category: "meio_ambiente" } });
    expect(webhook.requests).toHaveLength(2); // one retry before falling back

    model.respond((_req, res) => json(res, 500, { error: { message: "overloaded" } }));
    const fallback = await generate({ categoria: "educacao", dificuldade: "medio" });
    expect(fallback.json()).toMatchObject({
      generatedBy: "builtin",
      topic: { category: "educacao", source: "autoral" },
    });
    webhook.respond((_req, res) => json(res, 200, { tema: GENERATED }));
  });
});
