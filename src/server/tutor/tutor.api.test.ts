import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages, userProgress } from "#server/db/schema/index";
import { openChat, sendChat } from "#server/test-support/chat-client";
import { createStudent } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const messagesOf = (userId: string, subject: string) =>
  t.database.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.subject, subject)));

describe("opening a chat", () => {
  it("needs a session and a known tutor", async () => {
    expect((await t.app.inject("/api/chat/matematica/messages")).statusCode).toBe(401);
    const student = await createStudent(t);
    const res = await openChat(t, student.cookie, "astrologia");
    expect(res.status).toBe(404);
    expect((res.page as unknown as { message: string }).message).toBe(
      "Tutor não encontrado. Escolha uma matéria no menu.",
    );
  });

  it("stores the greeting once, on the first open, and accepts the accented name of the subject", async () => {
    const student = await createStudent(t, { name: "Carla Menezes" });
    const [first, second, accented] = await Promise.all([
      openChat(t, student.cookie, "matematica"),
      openChat(t, student.cookie, "matematica"),
      openChat(t, student.cookie, "matemática"),
    ]);
    expect(first.status).toBe(200);
    for (const r of [first, second, accented]) {
      expect(r.page.tutor).toMatchObject({ slug: "matematica", name: "Tutor de Matemática", emoji: "📐" });
      expect(r.page.messages).toHaveLength(1);
    }
    expect(first.page.messages[0]).toMatchObject({ sender: "bot", provider: "greeting" });
    expect(first.page.messages[0]!.message).toContain("Olá, Carla!");
    expect(first.page.pending).toBe(false);
    expect(first.page.allowance).toMatchObject({ remainingToday: 10, dailyLimit: 10, blocked: null });
    expect(first.page.historyDays).toBe(3);
    expect(await messagesOf(student.id, "matematica")).toHaveLength(1);

    const friend = await openChat(t, student.cookie, "amiga-de-estudo");
    expect(friend.page.tutor.name).toBe("Amiga de Estudo");
    expect(friend.page.messages[0]!.message).toContain("Amiga de Estudo");
  });
});

describe("sending with the offline tutor (nothing configured)", () => {
  it("streams a useful answer from Rumo's material and stores both messages, with +5 points", async () => {
    const student = await createStudent(t, { name: "Davi Rocha" });
    await openChat(t, student.cookie, "matematica");
    const res = await sendChat(t, student.cookie, "matematica", "  Como calcular porcentagem de desconto?  ");
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^text\/event-stream/);
    expect(res.events[0]?.event).toBe("message");
    expect(res.message).toMatchObject({ sender: "user", message: "Como calcular porcentagem de desconto?" });
    expect(res.deltas.length).toBeGreaterThan(1);
    expect(res.events.at(-1)?.event).toBe("done");
    const answer = res.done!.message;
    expect(answer).toMatchObject({ sender: "bot", provider: "offline" });
    expect(res.deltas.join("")).toBe(answer.message);
    expect(answer.message).toContain("tutor offline do Rumo");
    expect(answer.message).toMatch(/desconto/i);
    expect(answer.message).toMatch(/\[[^\]]+\]\(\/exercise\/[0-9a-f-]{36}\)/);
    expect(answer.message).toContain("Sua vez, Davi");
    expect(answer.sources.some((s) => s.kind === "exercise")).toBe(true);
    expect(res.done!.remainingToday).toBe(9);
    expect(res.done!.allowance).toEqual({
      remainingToday: 9,
      dailyLimit: 10,
      blocked: null,
      blockedMessage: null,
    });
    // 'first_login' came with signing in; a first message earns nothing new.
    expect(res.done!.newAchievements).toEqual([]);

    const stored = await messagesOf(student.id, "matematica");
    expect(stored.map((m) => m.sender).sort()).toEqual(["bot", "bot", "user"]);
    const bot = stored.find((m) => m.id === answer.id)!;
    expect(bot.sources).toEqual(answer.sources);
    const [progress] = await t.database.db
      .select()
      .from(userProgress)
      .where(eq(userProgress.userId, student.id));
    expect(progress).toMatchObject({ knowledgePoints: 5, streakDays: 1 });

    const page = await openChat(t, student.cookie, "matematica");
    expect(page.page.messages.map((m) => m.sender)).toEqual(["bot", "user", "bot"]);
    expect(page.page.pending).toBe(false);
    expect(page.page.allowance.remainingToday).toBe(9);
  });

  it("says honestly when it finds nothing, and suggests topics of the subject", async () => {
    const student = await createStudent(t);
    const res = await sendChat(t, student.cookie, "matematica", "xyzzyplugh quarkblorp");
    expect(res.done!.message.provider).toBe("offline");
    expect(res.done!.message.message).toContain("não encontrei");
    expect(res.done!.message.message).toContain("Porcentagem e Matemática Financeira");
    expect(res.done!.message.sources).toEqual([]);
  });

  it("answers a greeting without searching, and essay questions with the essay tips", async () => {
    const student = await createStudent(t, { name: "Lia Prado" });
    const hello = await sendChat(t, student.cookie, "amiga-de-estudo", "Oi!");
    expect(hello.done!.message.message).toContain("Oi, Lia!");
    const essay = await sendChat(
      t,
      student.cookie,
      "amiga-de-estudo",
      "Como escrever a conclusão da redação com proposta de intervenção?",
    );
    expect(essay.done!.message.message).toContain("Dicas de redação");
    expect(essay.done!.message.sources.some((s) => s.kind === "essay_tip")).toBe(true);
  });

  it("refuses empty or dangerous-only messages with 'Mensagem inválida' and stores nothing", async () => {
    const student = await createStudent(t);
    for (const message of ["   ", "<>", "javascript:", 42]) {
      const res = await sendChat(t, student.cookie, "fisica", message);
      expect(res.status).toBe(400);
      expect(res.json?.message).toBe("Por favor, digite uma mensagem válida.");
    }
    expect(await messagesOf(student.id, "fisica")).toHaveLength(0);
    const cleaned = await sendChat(t, student.cookie, "fisica", "<b onclick=alert(1)>velocidade média</b>");
    expect(cleaned.message?.message).toBe("velocidade média");
  });

  it("refuses a message of only tags before storing or counting it, and keeps the text inside tags", async () => {
    const student = await createStudent(t);
    for (const message of ["<b></b>", "<i> </i>", "<b></b><i></i>"]) {
      const res = await sendChat(t, student.cookie, "quimica", message);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        code: "INVALID_MESSAGE",
        message: "Por favor, digite uma mensagem válida.",
      });
    }
    expect(await messagesOf(student.id, "quimica")).toHaveLength(0);
    const entitlements = await t.app.inject({
      url: "/api/me/entitlements",
      headers: { cookie: student.cookie },
    });
    expect(entitlements.json()).toMatchObject({
      chatMessagesToday: { used: 0 },
      subjectsToday: { used: 0, subjects: [] },
    });
    const sent = await sendChat(t, student.cookie, "quimica", "<b>Ligação</b> <i>iônica</i>");
    expect(sent.message?.message).toBe("Ligação iônica");
    expect(sent.done?.remainingToday).toBe(9);
  });
});
