import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TUTOR_MESSAGES } from "#domain/tutor/messages";
import {
  chatMessages,
  exercises,
  profiles,
  questions,
  subjects,
  systemSettings,
  topics,
  userAnswers,
} from "#server/db/schema/index";
import { openChat, sendChat, storeEarlierMessages } from "#server/test-support/chat-client";
import { createStudent } from "#server/test-support/factories";
import { type FakeModelServer, startFakeModelServer } from "#server/test-support/fake-model-server";
import { sleep } from "#server/test-support/local-http";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { CONTEXT_MESSAGES, TURBO_CONTEXT_MESSAGES } from "./prompt.ts";
import { saveTutorSetting, TUTOR_SETTING_KEYS } from "./settings.ts";

let t: TestApp;
let model: FakeModelServer;

beforeAll(async () => {
  model = await startFakeModelServer({ chunks: ["Olá"] });
  t = await createTestApp({
    env: { AI_BASE_URL: model.baseUrl, AI_MODEL: "tutor-teste", AI_API_KEY: "sk-env-key" },
  });
});
afterAll(async () => {
  await t?.close();
  await model?.close();
});

async function botMessagesOf(userId: string, subject: string) {
  const rows = await t.database.db
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.userId, userId), eq(chatMessages.subject, subject), eq(chatMessages.sender, "bot")),
    )
    .orderBy(asc(chatMessages.createdAt));
  return rows.filter((r) => r.provider !== "greeting");
}

describe("an OpenAI-compatible model (AI_* environment)", () => {
  it("streams the deltas in order and stores the joined text once", async () => {
    const student = await createStudent(t, { name: "Marina Alves" });
    model.behaviour = {
      chunks: ["Vamos ", "pensar ", "juntos: ", "o que é $x$", " aqui?"],
      chunkDelayMs: 20,
    };
    const res = await sendChat(t, student.cookie, "matematica", "Como resolvo 2x + 3 = 7?");
    expect(res.deltas).toEqual(["Vamos ", "pensar ", "juntos: ", "o que é $x$", " aqui?"]);
    // Each piece says who writes it, so the page renders the model's maths while it streams.
    const providers = res.events
      .filter((e) => e.event === "delta")
      .map((e) => (e.data as { provider: string }).provider);
    expect(new Set(providers)).toEqual(new Set(["model"]));
    expect(res.done?.message).toMatchObject({
      provider: "model",
      message: "Vamos pensar juntos: o que é $x$ aqui?",
    });
    const stored = await botMessagesOf(student.id, "matematica");
    expect(stored).toHaveLength(1);
    expect(stored[0]?.message).toBe("Vamos pensar juntos: o que é $x$ aqui?");
    const call = model.requests.at(-1)!;
    expect(call.headers.authorization).toBe("Bearer sk-env-key");
    const body = model.calls().at(-1)!;
    expect(body).toMatchObject({ model: "tutor-teste", stream: true });
    expect(body.messages.at(-1)).toEqual({ role: "user", content: "Como resolvo 2x + 3 = 7?" });
  });

  it("tells the model who the student is, their goals and recent mistakes, and keeps the conversation", async () => {
    const student = await createStudent(t, { name: "Paulo Henrique Lima" });
    await t.database.db
      .update(profiles)
      .set({ dreamCourse: "Engenharia Civil", university: "USP", examYear: 2026 })
      .where(eq(profiles.userId, student.id));
    const [wrong] = await t.database.db
      .select({ id: questions.id, exerciseId: questions.exerciseId, prompt: questions.prompt })
      .from(questions)
      .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
      .innerJoin(topics, eq(topics.id, exercises.topicId))
      .innerJoin(subjects, eq(subjects.id, topics.subjectId))
      .where(eq(subjects.slug, "matematica"))
      .limit(1);
    await t.database.db.insert(userAnswers).values({
      userId: student.id,
      exerciseId: wrong!.exerciseId,
      questionId: wrong!.id,
      answer: "uma alternativa errada",
      correct: false,
    });

    await openChat(t, student.cookie, "matematica");
    model.behaviour = { chunks: ["Primeira resposta."] };
    await sendChat(t, student.cookie, "matematica", "Primeira pergunta");
    model.behaviour = { chunks: ["Segunda resposta."] };
    await sendChat(t, student.cookie, "matematica", "Segunda pergunta");
    const body = model.calls().at(-1)!;
    const system = body.messages[0]!;
    expect(system.role).toBe("system");
    expect(system.content).toContain("tutor de Matemática");
    expect(system.content).toContain("Paulo Henrique Lima");
    expect(system.content).toContain("Engenharia Civil");
    expect(system.content).toContain("USP");
    expect(system.content).toContain("uma alternativa errada");
    expect(system.content).toContain(wrong!.prompt.slice(0, 40));
    expect(system.content).toMatch(/socrática/);
    expect(body.messages.slice(1).map((m) => [m.role, m.content])).toEqual([
      ["assistant", expect.stringContaining("Olá, Paulo!")],
      ["user", "Primeira pergunta"],
      ["assistant", "Primeira resposta."],
      ["user", "Segunda pergunta"],
    ]);
  });

  it("reads 12 earlier messages, and 36 with the Nerd plan's Turbo", async () => {
    const free = await createStudent(t);
    const nerd = await createStudent(t, { plan: "nerd" });
    model.behaviour = { chunks: ["Certo."] };
    for (const student of [free, nerd]) {
      await openChat(t, student.cookie, "historia");
      // Yesterday's: today's would use up the free plan's 10 messages.
      await storeEarlierMessages(t, student.id, "historia", 50, {
        newest: new Date(Date.now() - 26 * 3_600_000),
      });
      expect((await sendChat(t, student.cookie, "historia", "E a Era Vargas?")).done).toBeDefined();
    }
    const [forFree, forNerd] = model.calls().slice(-2);
    // The system prompt, the earlier messages, the new question.
    expect(forFree!.messages).toHaveLength(1 + CONTEXT_MESSAGES + 1);
    expect(forNerd!.messages).toHaveLength(1 + TURBO_CONTEXT_MESSAGES + 1);
    expect(forNerd!.messages.at(-1)).toEqual({ role: "user", content: "E a Era Vargas?" });
  });

  it("gives the model the solver's steps and result as facts, not a problem to compute", async () => {
    const student = await createStudent(t);
    model.behaviour = { chunks: ["Vamos lá."] };
    await sendChat(t, student.cookie, "matematica", "como resolvo x² - 5x + 6 = 0?");
    const system = model.calls().at(-1)!.messages[0]!.content;
    expect(system).toContain("Conta já feita pelo Rumo");
    expect(system).toMatch(/Resultado: x₁ = [23]; x₂ = [23]\./);
  });

  it("never calls the model for a message the plan refuses, though it is called before the message is written", async () => {
    const student = await createStudent(t);
    model.behaviour = { chunks: ["Certo."] };
    const before = model.calls().length;
    // The free plan: two subjects a day, then a third is refused before any provider is called.
    expect((await sendChat(t, student.cookie, "matematica", "Dúvida de matemática")).status).toBe(200);
    expect((await sendChat(t, student.cookie, "fisica", "Dúvida de física")).status).toBe(200);
    expect(model.calls().length).toBe(before + 2);
    const refused = await sendChat(t, student.cookie, "quimica", "Dúvida de química");
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: "SUBJECT_LIMIT_REACHED" });
    expect(model.calls().length).toBe(before + 2);
    // And 10 messages a day: the 11th is refused without a call either.
    await storeEarlierMessages(t, student.id, "matematica", 8, { newest: new Date(Date.now() - 1000) });
    const overLimit = await sendChat(t, student.cookie, "matematica", "Mais uma");
    expect(overLimit.status).toBe(403);
    expect(overLimit.json).toMatchObject({ code: "CHAT_LIMIT_REACHED" });
    expect(model.calls().length).toBe(before + 2);
    // What was accepted was stored, each with its answer, and counted once.
    const answered = await botMessagesOf(student.id, "fisica");
    expect(answered.map((m) => m.message)).toEqual(["Certo."]);
  });

  it("keeps what arrived when the stream breaks, with a visible note, and stores it once", async () => {
    const student = await createStudent(t);
    model.behaviour = {
      chunks: ["A primeira ", "parte chega", " e o resto não"],
      mode: "drop",
      dropAfter: 2,
    };
    const res = await sendChat(t, student.cookie, "fisica", "Explique inércia");
    expect(res.deltas.slice(0, 2)).toEqual(["A primeira ", "parte chega"]);
    const expected = `A primeira parte chega\n\n${TUTOR_MESSAGES.interrupted}`;
    expect(res.done?.message).toMatchObject({ provider: "model", message: expected });
    expect(res.deltas.join("")).toBe(expected);
    expect((await botMessagesOf(student.id, "fisica")).map((m) => m.message)).toEqual([expected]);
  });

  it("skips a malformed chunk, keeps the rest and says a piece may be missing", async () => {
    const student = await createStudent(t);
    model.behaviour = { chunks: ["Antes ", "e depois."], mode: "malformed", dropAfter: 1 };
    const res = await sendChat(t, student.cookie, "quimica", "Ligação iônica?");
    expect(res.done?.message.message).toBe(`Antes e depois.\n\n${TUTOR_MESSAGES.partialLoss}`);
    expect(res.done?.message.provider).toBe("model");
  });

  it("stores the fallbacks when the model fails before any text or answers nothing", async () => {
    const student = await createStudent(t);
    model.behaviour = { chunks: [], mode: "status", status: 503 };
    const down = await sendChat(t, student.cookie, "biologia", "Fotossíntese?");
    expect(down.done?.message).toMatchObject({ provider: "fallback", message: TUTOR_MESSAGES.fallbackError });
    model.behaviour = { chunks: [] };
    const empty = await sendChat(t, student.cookie, "biologia", "Respiração?");
    expect(empty.done?.message).toMatchObject({
      provider: "fallback",
      message: TUTOR_MESSAGES.fallbackMissing,
    });
  });

  it("gives up on a model that is too slow, before the first piece or midway", async () => {
    const student = await createStudent(t);
    const config = t.app.ctx.config;
    await saveTutorSetting(t.database.db, config, TUTOR_SETTING_KEYS.aiTimeoutMs, "1000");
    try {
      model.behaviour = { chunks: ["Tarde demais."], firstByteDelayMs: 2500 };
      const silent = await sendChat(t, student.cookie, "fisica", "O que é inércia?");
      expect(silent.deltas.join("")).not.toContain("Tarde demais.");
      expect(silent.done?.message).toMatchObject({
        provider: "fallback",
        message: TUTOR_MESSAGES.fallbackError,
      });

      // The first piece comes at 0.7 s, the second would pass the 1 s limit of the whole answer.
      model.behaviour = { chunks: ["Começo rápido, ", "e depois nada."], chunkDelayMs: 700 };
      const stalled = await sendChat(t, student.cookie, "fisica", "E a segunda lei?");
      expect(stalled.deltas[0]).toBe("Começo rápido, ");
      expect(stalled.done?.message.message).toMatch(/^Começo rápido, /);
      expect(stalled.done?.message.message).not.toContain("e depois nada.");
      const stored = (await botMessagesOf(student.id, "fisica")).map((m) => m.message);
      expect(stored).toEqual([TUTOR_MESSAGES.fallbackError, stalled.done?.message.message]);
    } finally {
      await t.database.db
        .delete(systemSettings)
        .where(eq(systemSettings.key, TUTOR_SETTING_KEYS.aiTimeoutMs));
    }
  });

  it("finishes and stores the answer even when the student leaves mid-answer, and a reload sees it pending", async () => {
    const student = await createStudent(t);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    model.behaviour = { chunks: ["Um ", "dois ", "três ", "quatro."], chunkDelayMs: 150 };
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/chat/historia/messages",
          headers: { cookie: student.cookie, "content-type": "application/json" },
        },
        (res) => {
          res.on("data", (chunk: Buffer) => {
            // Leaves as soon as the first piece of the answer shows up.
            if (chunk.toString().includes("event: delta")) {
              req.destroy();
              resolve();
            }
          });
        },
      );
      req.on("error", () => {});
      req.end(JSON.stringify({ message: "Quem foi Tiradentes?" }));
      setTimeout(() => reject(new Error("no delta")), 5000);
    });
    const midway = await t.app.inject({
      url: "/api/chat/historia/messages",
      headers: { cookie: student.cookie },
    });
    expect(midway.json()).toMatchObject({ pending: true });
    expect(midway.json().messages[0]).toMatchObject({ sender: "user", message: "Quem foi Tiradentes?" });
    let stored: Awaited<ReturnType<typeof botMessagesOf>> = [];
    for (let i = 0; i < 50 && stored.length === 0; i++) {
      await sleep(100);
      stored = await botMessagesOf(student.id, "historia");
    }
    expect(stored.map((m) => m.message)).toEqual(["Um dois três quatro."]);
    const after = await t.app.inject({
      url: "/api/chat/historia/messages",
      headers: { cookie: student.cookie },
    });
    expect(after.json()).toMatchObject({ pending: false });
  });
});

describe("model settings in system_settings", () => {
  it("are used when the environment has none, with the API key encrypted at rest", async () => {
    const other = await createTestApp();
    try {
      await saveTutorSetting(
        other.database.db,
        other.app.ctx.config,
        TUTOR_SETTING_KEYS.aiBaseUrl,
        model.baseUrl,
      );
      await saveTutorSetting(
        other.database.db,
        other.app.ctx.config,
        TUTOR_SETTING_KEYS.aiModel,
        "modelo-do-admin",
      );
      await saveTutorSetting(
        other.database.db,
        other.app.ctx.config,
        TUTOR_SETTING_KEYS.aiApiKey,
        "sk-admin-secret",
      );
      const [row] = await other.database.db
        .select()
        .from(systemSettings)
        .where(eq(systemSettings.key, "ai_api_key"));
      expect(row).toMatchObject({ encrypted: true, category: "ai" });
      expect(row?.value).not.toContain("sk-admin-secret");

      model.behaviour = { chunks: ["Do modelo do admin."] };
      const student = await createStudent(other);
      const res = await sendChat(other, student.cookie, "filosofia", "O que é ética?");
      expect(res.done?.message).toMatchObject({ provider: "model", message: "Do modelo do admin." });
      expect(model.requests.at(-1)?.headers.authorization).toBe("Bearer sk-admin-secret");
      expect(model.calls().at(-1)?.model).toBe("modelo-do-admin");
      // The key never reaches the browser.
      const page = await other.app.inject({
        url: "/api/chat/filosofia/messages",
        headers: { cookie: student.cookie },
      });
      expect(page.body).not.toContain("sk-admin-secret");
    } finally {
      await other.close();
    }
  });
});
