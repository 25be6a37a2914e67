import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EntitlementsDto } from "#domain/plans/api";
import { chatMessages } from "#server/db/schema/index";
import { openChat, sendChat, storeEarlierMessages } from "#server/test-support/chat-client";
import { createStudent, subscribe } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60 * 1000;

describe("plan limits, enforced on the server", () => {
  it("refuses the 11th message of the day on the free plan with 'Limite atingido', storing nothing", async () => {
    const student = await createStudent(t);
    await storeEarlierMessages(t, student.id, "matematica", 10);
    const res = await sendChat(t, student.cookie, "matematica", "Mais uma dúvida");
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      code: "CHAT_LIMIT_REACHED",
      message: "Você atingiu o limite diário de mensagens. Faça upgrade para continuar.",
    });
    const stored = await t.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, student.id), eq(chatMessages.message, "Mais uma dúvida")));
    expect(stored).toHaveLength(0);
    const page = await openChat(t, student.cookie, "matematica");
    expect(page.page.allowance).toMatchObject({ remainingToday: 0, blocked: "CHAT_LIMIT_REACHED" });
  });

  it("counts down the remaining messages, and the study friend's count too", async () => {
    const student = await createStudent(t);
    await storeEarlierMessages(t, student.id, "amiga-de-estudo", 7);
    const res = await sendChat(t, student.cookie, "amiga-de-estudo", "Oi");
    expect(res.done?.remainingToday).toBe(2);
    const entitlements = (
      await t.app.inject({ url: "/api/me/entitlements", headers: { cookie: student.cookie } })
    ).json() as EntitlementsDto;
    expect(entitlements.chatMessagesToday).toMatchObject({ used: 8, remaining: 2 });
    // The study friend is not a subject.
    expect(entitlements.subjectsToday).toMatchObject({ used: 0, subjects: [] });
  });

  it("sends the allowance after the last message of the day with the answer: blocked, with its pt-BR message", async () => {
    const student = await createStudent(t);
    await storeEarlierMessages(t, student.id, "matematica", 9);
    const res = await sendChat(t, student.cookie, "matematica", "A última de hoje");
    expect(res.status).toBe(200);
    expect(res.done?.allowance).toEqual({
      remainingToday: 0,
      dailyLimit: 10,
      blocked: "CHAT_LIMIT_REACHED",
      blockedMessage: "Você atingiu o limite diário de mensagens. Faça upgrade para continuar.",
    });
  });

  it("limits the subjects per day (2 on the free plan); subjects already studied and the study friend stay open", async () => {
    const student = await createStudent(t);
    await storeEarlierMessages(t, student.id, "fisica", 1);
    await storeEarlierMessages(t, student.id, "quimica", 1);
    const refused = await sendChat(t, student.cookie, "matematica", "Equação do 1º grau");
    expect(refused.status).toBe(403);
    expect(refused.json?.code).toBe("SUBJECT_LIMIT_REACHED");
    expect(refused.json?.message).toContain("Física, Química");
    expect(refused.json?.message).toContain("2 matérias");
    const opened = await openChat(t, student.cookie, "matematica");
    expect(opened.page.allowance.blocked).toBe("SUBJECT_LIMIT_REACHED");
    // The refused subject was opened, yet no greeting was stored for it.
    expect(opened.page.messages).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, student.id), eq(chatMessages.subject, "matematica"))),
    ).toHaveLength(0);
    expect((await sendChat(t, student.cookie, "fisica", "Força peso")).status).toBe(200);
    expect((await sendChat(t, student.cookie, "amiga-de-estudo", "Cronograma")).status).toBe(200);
    expect((await openChat(t, student.cookie, "fisica")).page.allowance.blocked).toBeNull();
  });

  it("rate limits to 10 messages per 60 s per student, even on an unlimited plan", async () => {
    const student = await createStudent(t);
    await subscribe(t, student.id, "nerd");
    for (let i = 1; i <= 10; i++)
      expect((await sendChat(t, student.cookie, "amiga-de-estudo", `Pergunta ${i}`)).status).toBe(200);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat/amiga-de-estudo/messages",
      headers: { cookie: student.cookie },
      payload: { message: "Pergunta 11" },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: "TOO_MANY_MESSAGES",
      message: "Você está enviando mensagens muito rapidamente. Aguarde um momento.",
    });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    // Another student is not affected.
    const other = await createStudent(t);
    expect((await sendChat(t, other.cookie, "amiga-de-estudo", "Oi")).status).toBe(200);
  });
});

describe("the plan's history window", () => {
  it("shows 3 days on the free plan and everything on Nerd, and greets again when the window is empty", async () => {
    const student = await createStudent(t);
    await storeEarlierMessages(t, student.id, "historia", 2, { newest: new Date(Date.now() - 10 * DAY) });
    const free = await openChat(t, student.cookie, "historia");
    expect(free.page.historyDays).toBe(3);
    expect(free.page.messages.map((m) => m.provider)).toEqual(["greeting"]);

    await subscribe(t, student.id, "nerd");
    const nerd = await openChat(t, student.cookie, "historia");
    expect(nerd.page.historyDays).toBeNull();
    expect(nerd.page.messages.map((m) => m.message)).toEqual([
      expect.stringContaining("Olá"),
      "mensagem antiga historia 1",
      "mensagem antiga historia 2",
    ]);
  });

  it("pages 20 at a time, newest first, with a cursor, without gaps or repeats", async () => {
    const student = await createStudent(t);
    await storeEarlierMessages(t, student.id, "geografia", 45);
    const first = await openChat(t, student.cookie, "geografia");
    expect(first.page.messages).toHaveLength(20);
    expect(first.page.hasMore).toBe(true);
    const second = await openChat(t, student.cookie, "geografia", first.page.nextCursor!);
    const third = await openChat(t, student.cookie, "geografia", second.page.nextCursor!);
    expect(second.page.messages).toHaveLength(20);
    expect(third.page.messages).toHaveLength(5);
    expect(third.page.hasMore).toBe(false);
    const all = [...first.page.messages, ...second.page.messages, ...third.page.messages].map(
      (m) => m.message,
    );
    expect(new Set(all).size).toBe(45);
    expect(all[0]).toBe("mensagem antiga geografia 1");
    expect(all[44]).toBe("mensagem antiga geografia 45");
  });
});

describe("a mid-answer reload", () => {
  it("reports a fresh unanswered message as pending, and settles a stale one with the fallback", async () => {
    const student = await createStudent(t);
    await storeEarlierMessages(t, student.id, "sociologia", 1, { newest: new Date(Date.now() - 5000) });
    const fresh = await openChat(t, student.cookie, "sociologia");
    expect(fresh.page.pending).toBe(true);

    const other = await createStudent(t);
    await storeEarlierMessages(t, other.id, "filosofia", 1, {
      newest: new Date(Date.now() - 10 * 60 * 1000),
    });
    const stale = await openChat(t, other.cookie, "filosofia");
    expect(stale.page.pending).toBe(false);
    expect(stale.page.messages[0]).toMatchObject({
      sender: "bot",
      provider: "fallback",
      message: "Desculpe, ocorreu um erro ao processar sua mensagem. Tente novamente em alguns instantes.",
    });
    expect(
      (await openChat(t, other.cookie, "filosofia")).page.messages.filter((m) => m.provider === "fallback"),
    ).toHaveLength(1);
  });
});

describe("privacy", () => {
  it("never shows one student's messages to another, not even through a cursor", async () => {
    const ana = await createStudent(t);
    const bia = await createStudent(t);
    await storeEarlierMessages(t, ana.id, "literatura", 25);
    const anaPage = await openChat(t, ana.cookie, "literatura");
    const biaPage = await openChat(t, bia.cookie, "literatura");
    expect(biaPage.page.messages.every((m) => !m.message.startsWith("mensagem antiga"))).toBe(true);
    const biaCursor = await openChat(t, bia.cookie, "literatura", anaPage.page.nextCursor!);
    expect(biaCursor.page.messages).toEqual([]);
  });
});
