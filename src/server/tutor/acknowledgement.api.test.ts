import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CHAT_RATE_LIMIT } from "#domain/tutor/rules";
import { chatMessages } from "#server/db/schema/index";
import { sendChat, storeEarlierMessages } from "#server/test-support/chat-client";
import { createStudent } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import type * as Material from "./offline/material.ts";
import { createTutorService } from "./service.ts";

/**
 * The stored message (the acknowledgement) goes out before the offline tutor does any work, and the
 * rules still hold whatever runs in parallel. The offline tutor's reading of the material is
 * counted, and held back while a test says so.
 */
const material = vi.hoisted(() => ({ reads: 0, held: Promise.resolve(), release: () => {} }));
vi.mock("#server/tutor/offline/material", async (importOriginal) => {
  const real = await importOriginal<typeof Material>();
  return {
    ...real,
    readMaterial: async (...args: Parameters<typeof real.readMaterial>) => {
      material.reads++;
      await material.held;
      return real.readMaterial(...args);
    },
  };
});

function holdTheTutor() {
  material.held = new Promise<void>((resolve) => {
    material.release = resolve;
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  material.release();
  await t?.close();
});

const userMessages = (userId: string, subject: string) =>
  t.database.db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, userId),
        eq(chatMessages.subject, subject),
        eq(chatMessages.sender, "user"),
      ),
    );

describe("the acknowledgement of a message sent to the offline tutor", () => {
  it("is ready before the tutor starts: the tutor starts when the stored message has gone out", async () => {
    const student = await createStudent(t, { name: "Caio Lima" });
    const service = createTutorService({
      db: t.database.db,
      config: t.app.ctx.config,
      limiter: t.app.ctx.limiter,
      log: t.app.log,
    });
    const tutor = await service.resolveTutor("matematica");
    const readsBefore = material.reads;
    const sent = await service.send(student.id, tutor, "Como calcular a área de um triângulo?", new Date());
    expect(sent.stored).toMatchObject({ sender: "user", message: "Como calcular a área de um triângulo?" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(material.reads).toBe(readsBefore);

    const deltas: string[] = [];
    const done = await sent.answer((delta) => deltas.push(delta));
    expect(material.reads).toBe(readsBefore + 1);
    expect(done.message).toMatchObject({ sender: "bot", provider: "offline" });
    expect(deltas.join("")).toBe(done.message.message);
    expect(done.message.message).toContain("Sua vez, Caio");
  });

  it("reaches the student while the answer is still being worked out", async () => {
    const student = await createStudent(t);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    holdTheTutor();
    const res = await fetch(`http://127.0.0.1:${port}/api/chat/biologia/messages`, {
      method: "POST",
      headers: { cookie: student.cookie, "content-type": "application/json" },
      body: JSON.stringify({ message: "O que é mitose?" }),
    });
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = "";
    while (!seen.includes("event: message")) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += value;
    }
    expect(seen).toContain('"message":"O que é mitose?"');
    expect(seen).not.toContain("event: delta");
    expect(await userMessages(student.id, "biologia")).toHaveLength(1);

    material.release();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += value;
    }
    expect(seen).toContain("event: delta");
    expect(seen).toContain("event: done");
    expect(seen).toContain("células-filhas idênticas");
  });
});

describe("the rules, whatever runs in parallel", () => {
  it("lets only one of two tabs take the last message of the day", async () => {
    const student = await createStudent(t);
    await storeEarlierMessages(t, student.id, "matematica", 9, { newest: new Date(Date.now() - 1000) });
    const [a, b] = await Promise.all([
      sendChat(t, student.cookie, "matematica", "Primeira aba"),
      sendChat(t, student.cookie, "matematica", "Segunda aba"),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    expect([a, b].find((r) => r.status === 403)?.json?.code).toBe("CHAT_LIMIT_REACHED");
    expect(await userMessages(student.id, "matematica")).toHaveLength(10);
  });

  it("refuses past the rate limit before the tutor is involved, storing nothing", async () => {
    const student = await createStudent(t, { plan: "nerd" });
    for (let i = 0; i < CHAT_RATE_LIMIT.max; i++)
      await t.app.ctx.limiter.hit(`chat:${student.id}`, CHAT_RATE_LIMIT.max, CHAT_RATE_LIMIT.windowSeconds);
    const readsBefore = material.reads;
    const res = await sendChat(t, student.cookie, "fisica", "Mais uma pergunta");
    expect(res.status).toBe(429);
    expect(res.json?.code).toBe("TOO_MANY_MESSAGES");
    expect(await userMessages(student.id, "fisica")).toHaveLength(0);
    expect(material.reads).toBe(readsBefore);
  });
});
