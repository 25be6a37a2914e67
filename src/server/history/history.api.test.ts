import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HistoryPageDto } from "#domain/tutor/history";
import { chatMessages } from "#server/db/schema/index";
import { openChat, sendChat } from "#server/test-support/chat-client";
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

async function history(cookie: string, query = ""): Promise<{ status: number; body: HistoryPageDto }> {
  const res = await t.app.inject({ url: `/api/chat-history${query}`, headers: { cookie } });
  return { status: res.statusCode, body: res.json() as HistoryPageDto };
}

async function insert(
  userId: string,
  rows: { subject: string; message: string; daysAgo: number; sender?: string }[],
) {
  await t.database.db.insert(chatMessages).values(
    rows.map((r, i) => ({
      userId,
      subject: r.subject,
      message: r.message,
      sender: r.sender ?? "user",
      provider: r.sender === "bot" ? "offline" : null,
      createdAt: new Date(Date.now() - r.daysAgo * DAY - i * 1000),
    })),
  );
}

describe("study history", () => {
  it("needs a session", async () => {
    expect((await t.app.inject("/api/chat-history")).statusCode).toBe(401);
  });

  it("lists every tutor's messages newest first with emoji and day, and the three statistics", async () => {
    const student = await createStudent(t);
    await openChat(t, student.cookie, "matematica"); // the greeting is not study, so it is left out
    await insert(student.id, [
      { subject: "matematica", message: "Como calcular juros compostos?", daysAgo: 0 },
      { subject: "matematica", message: "Juros compostos crescem como potência.", daysAgo: 0, sender: "bot" },
      { subject: "biologia", message: "O que faz a mitocôndria?", daysAgo: 1 },
      { subject: "amiga-de-estudo", message: "Como montar um cronograma?", daysAgo: 2 },
    ]);
    const { status, body } = await history(student.cookie);
    expect(status).toBe(200);
    expect(body.stats).toEqual({ totalMessages: 4, activeDays: 3, distinctSubjects: 3 });
    expect(body.matches).toBe(4);
    expect(body.historyDays).toBe(3);
    expect(body.messages.map((m) => [m.subjectEmoji, m.subjectName, m.sender])).toEqual([
      ["📐", "Matemática", "user"],
      ["📐", "Matemática", "bot"],
      ["🧬", "Biologia", "user"],
      ["💜", "Amiga de Estudo", "user"],
    ]);
    const days = body.messages.map((m) => m.day);
    expect(new Set(days).size).toBe(3);
    expect([...days].sort().reverse()).toEqual(days);
  });

  it("searches without minding accents or case, and treats % and _ literally", async () => {
    const student = await createStudent(t);
    await insert(student.id, [
      { subject: "matematica", message: "Dúvida sobre FUNÇÃO afim", daysAgo: 0 },
      { subject: "quimica", message: "Balanceamento de equações", daysAgo: 0 },
      { subject: "matematica", message: "Quanto é 50% de 80?", daysAgo: 0 },
    ]);
    const found = await history(student.cookie, "?q=funcao");
    expect(found.body.messages.map((m) => m.message)).toEqual(["Dúvida sobre FUNÇÃO afim"]);
    expect(found.body.matches).toBe(1);
    expect(found.body.stats.totalMessages).toBe(3);
    expect((await history(student.cookie, "?q=%25")).body.messages.map((m) => m.message)).toEqual([
      "Quanto é 50% de 80?",
    ]);
    expect((await history(student.cookie, "?q=_")).body.messages).toEqual([]);
  });

  it("keeps to the plan's window: 3 days free, unlimited on Nerd", async () => {
    const student = await createStudent(t);
    await insert(student.id, [
      { subject: "historia", message: "Revolução Francesa, ontem", daysAgo: 1 },
      { subject: "historia", message: "Era Vargas, semana passada", daysAgo: 8 },
    ]);
    const free = await history(student.cookie, "?q=vargas");
    expect(free.body.messages).toEqual([]);
    expect(free.body.stats.totalMessages).toBe(1);

    await subscribe(t, student.id, "nerd");
    const unlimited = await history(student.cookie, "?q=vargas");
    expect(unlimited.body.historyDays).toBeNull();
    expect(unlimited.body.messages.map((m) => m.message)).toEqual(["Era Vargas, semana passada"]);
  });

  it("pages long histories with a cursor", async () => {
    const student = await createStudent(t);
    await insert(
      student.id,
      Array.from({ length: 120 }, (_, i) => ({
        subject: "fisica",
        message: `pergunta ${i + 1}`,
        daysAgo: 0,
      })),
    );
    const first = await history(student.cookie);
    expect(first.body.messages).toHaveLength(50);
    const second = await history(student.cookie, `?cursor=${first.body.nextCursor}`);
    const third = await history(student.cookie, `?cursor=${second.body.nextCursor}`);
    expect(third.body.messages).toHaveLength(20);
    expect(third.body.nextCursor).toBeNull();
    const all = [first, second, third].flatMap((p) => p.body.messages.map((m) => m.message));
    expect(new Set(all).size).toBe(120);
  });

  it("shows only the caller's messages", async () => {
    const ana = await createStudent(t);
    const bia = await createStudent(t);
    await sendChat(t, ana.cookie, "matematica", "segredo da Ana sobre porcentagem");
    const biaView = await history(bia.cookie, "?q=segredo");
    expect(biaView.body.messages).toEqual([]);
    expect(biaView.body.stats.totalMessages).toBe(0);
    const anaView = await history(ana.cookie, "?q=segredo");
    expect(anaView.body.messages.map((m) => m.message)).toContain("segredo da Ana sobre porcentagem");
    expect((await history(ana.cookie)).body.stats.totalMessages).toBe(2); // her question and its answer
  });
});
