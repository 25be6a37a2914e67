import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TUTOR_MESSAGES } from "#domain/tutor/messages";
import { chatMessages, subjects, subjectWebhooks } from "#server/db/schema/index";
import { sendChat } from "#server/test-support/chat-client";
import { createStudent } from "#server/test-support/factories";
import { type FakeWebhookServer, startFakeWebhook } from "#server/test-support/fake-webhook-server";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { saveTutorSetting, TUTOR_SETTING_KEYS } from "./settings.ts";

let t: TestApp;
let n8n: FakeWebhookServer;
const ok = (resposta: string) => ({ body: JSON.stringify({ resposta }) });

beforeAll(async () => {
  t = await createTestApp();
  n8n = await startFakeWebhook(ok("Resposta padrão do n8n."));
  await saveTutorSetting(t.database.db, t.app.ctx.config, TUTOR_SETTING_KEYS.webhookUrl, `${n8n.url}/global`);
  // Short, so the slow case does not slow the suite; production uses 30 s.
  await saveTutorSetting(t.database.db, t.app.ctx.config, TUTOR_SETTING_KEYS.webhookTimeoutMs, "400");
});
afterAll(async () => {
  await n8n?.close();
  await t?.close();
});
beforeEach(() => n8n.replies.clear());

async function botMessagesOf(userId: string, subject: string) {
  const rows = await t.database.db
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.userId, userId), eq(chatMessages.subject, subject), eq(chatMessages.sender, "bot")),
    );
  return rows.filter((r) => r.provider !== "greeting");
}

describe("the global webhook (chat_webhook_url)", () => {
  it("can come from CHAT_WEBHOOK_URL in the environment, which wins over the setting", async () => {
    const fromEnv = await createTestApp({ env: { CHAT_WEBHOOK_URL: `${n8n.url}/env` } });
    try {
      await saveTutorSetting(
        fromEnv.database.db,
        fromEnv.app.ctx.config,
        TUTOR_SETTING_KEYS.webhookUrl,
        `${n8n.url}/global`,
      );
      n8n.replies.set("/env", ok("Resposta do webhook do ambiente."));
      const student = await createStudent(fromEnv);
      const res = await sendChat(fromEnv, student.cookie, "sociologia", "O que é cultura?");
      expect(res.done?.message).toMatchObject({
        provider: "webhook",
        message: "Resposta do webhook do ambiente.",
      });
      expect(n8n.bodies("/env")).toHaveLength(1);
    } finally {
      await fromEnv.close();
    }
  });

  it("posts {user_id, nome, materia, message} and stores the 'resposta' it gets back", async () => {
    const student = await createStudent(t, { name: "Rafaela Teixeira" });
    n8n.replies.set("/global", ok("Boa pergunta! Comece pela **fórmula** $v = \\frac{d}{t}$."));
    const res = await sendChat(t, student.cookie, "fisica", "O que é velocidade média?");
    expect(res.status).toBe(200);
    expect(res.deltas.join("")).toBe("Boa pergunta! Comece pela **fórmula** $v = \\frac{d}{t}$.");
    expect(res.done?.message).toMatchObject({ provider: "webhook", sender: "bot", sources: [] });
    expect(n8n.bodies("/global").at(-1)).toEqual({
      user_id: student.id,
      nome: "Rafaela Teixeira",
      materia: "Física",
      message: "O que é velocidade média?",
      calculo: null,
      erros_recentes: [],
    });
    const stored = await botMessagesOf(student.id, "fisica");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ provider: "webhook", message: res.done?.message.message });
  });

  it("gives the flow Rumo's computation with the student's numbers as facts", async () => {
    const student = await createStudent(t);
    n8n.replies.set("/global", ok("Vamos conferir juntos."));
    await sendChat(
      t,
      student.cookie,
      "matematica",
      "apliquei 1000 reais a juros compostos de 10% ao mês por 3 meses e deu 1300, tá certo?",
    );
    const { calculo } = n8n.bodies("/global").at(-1) as { calculo: Record<string, unknown> };
    expect(calculo).toMatchObject({
      titulo: expect.stringMatching(/juros compostos/i),
      resultado: expect.arrayContaining([expect.objectContaining({ valor: 1331 })]),
      verificacao: expect.stringContaining("está errado"),
    });
  });

  it("accepts n8n's one-item array answer", async () => {
    const student = await createStudent(t);
    n8n.replies.set("/global", { body: JSON.stringify([{ resposta: "Dentro de uma lista." }]) });
    const res = await sendChat(t, student.cookie, "quimica", "pH?");
    expect(res.done?.message).toMatchObject({ provider: "webhook", message: "Dentro de uma lista." });
  });

  it("stores the spec's error fallback when the webhook is slower than the timeout", async () => {
    const student = await createStudent(t);
    n8n.replies.set("/global", { ...ok("tarde demais"), delayMs: 1500 });
    const res = await sendChat(t, student.cookie, "quimica", "O que é mol?");
    expect(res.message?.message).toBe("O que é mol?");
    expect(res.done?.message).toMatchObject({ provider: "fallback", message: TUTOR_MESSAGES.fallbackError });
    expect(res.deltas.join("")).toBe(TUTOR_MESSAGES.fallbackError);
    expect((await botMessagesOf(student.id, "quimica"))[0]?.message).toBe(
      "Desculpe, ocorreu um erro ao processar sua mensagem. Tente novamente em alguns instantes.",
    );
  });

  it("stores the error fallback on a non-2xx answer", async () => {
    const student = await createStudent(t);
    n8n.replies.set("/global", { status: 500, body: JSON.stringify({ message: "Workflow failed" }) });
    const res = await sendChat(t, student.cookie, "biologia", "O que é DNA?");
    expect(res.done?.message).toMatchObject({ provider: "fallback", message: TUTOR_MESSAGES.fallbackError });
  });

  it("stores the error fallback when the answer is not JSON", async () => {
    const student = await createStudent(t);
    n8n.replies.set("/global", { body: "<html>not json</html>" });
    const res = await sendChat(t, student.cookie, "biologia", "O que é RNA?");
    expect(res.done?.message).toMatchObject({ provider: "fallback", message: TUTOR_MESSAGES.fallbackError });
  });

  it("stores the 'não consegui processar' fallback for an answer without 'resposta'", async () => {
    const student = await createStudent(t);
    n8n.replies.set("/global", [
      { body: JSON.stringify({ output: "outro campo" }) },
      { body: JSON.stringify({ resposta: "   " }) },
    ]);
    for (const question of ["primeira", "segunda"]) {
      const res = await sendChat(t, student.cookie, "historia", `Pergunta ${question}`);
      expect(res.done?.message).toMatchObject({
        provider: "fallback",
        message: "Desculpe, não consegui processar sua pergunta. Tente novamente.",
      });
    }
    expect(await botMessagesOf(student.id, "historia")).toHaveLength(2);
  });

  it("retries once when the connection drops, and no more", async () => {
    const student = await createStudent(t);
    const before = n8n.requests.length;
    n8n.replies.set("/global", [{ drop: true }, ok("Na segunda tentativa.")]);
    const res = await sendChat(t, student.cookie, "geografia", "Clima tropical?");
    expect(res.done?.message).toMatchObject({ provider: "webhook", message: "Na segunda tentativa." });
    expect(n8n.requests.length - before).toBe(2);

    const again = n8n.requests.length;
    n8n.replies.set("/global", [{ drop: true }, { drop: true }, ok("nunca chega")]);
    const failed = await sendChat(t, student.cookie, "geografia", "Clima árido?");
    expect(failed.done?.message).toMatchObject({
      provider: "fallback",
      message: TUTOR_MESSAGES.fallbackError,
    });
    expect(n8n.requests.length - again).toBe(2);
  });
});

describe("a subject's own webhook", () => {
  it("wins over the global one; inactive ones are ignored; the study friend uses the global one", async () => {
    const [physics] = await t.database.db.select().from(subjects).where(eq(subjects.slug, "fisica"));
    const [chemistry] = await t.database.db.select().from(subjects).where(eq(subjects.slug, "quimica"));
    await t.database.db.insert(subjectWebhooks).values([
      { subjectId: physics!.id, url: `${n8n.url}/fisica`, active: true },
      { subjectId: chemistry!.id, url: `${n8n.url}/quimica-desligado`, active: false },
    ]);
    n8n.replies.set("/fisica", ok("Aqui é o n8n de Física."));
    n8n.replies.set("/global", ok("Aqui é o n8n geral."));
    const student = await createStudent(t);
    expect((await sendChat(t, student.cookie, "fisica", "Força?")).done?.message.message).toBe(
      "Aqui é o n8n de Física.",
    );
    expect((await sendChat(t, student.cookie, "quimica", "Ácido?")).done?.message.message).toBe(
      "Aqui é o n8n geral.",
    );
    const friend = await sendChat(t, student.cookie, "amiga-de-estudo", "Como organizar a semana?");
    expect(friend.done?.message.message).toBe("Aqui é o n8n geral.");
    expect(n8n.bodies("/global").at(-1)).toMatchObject({ materia: "Amiga de Estudo" });
    expect(n8n.bodies("/quimica-desligado")).toHaveLength(0);
  });
});
