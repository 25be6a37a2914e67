import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_MESSAGES } from "#domain/admin/plans";
import type { EntitlementsDto } from "#domain/plans/api";
import { chatMessages } from "#server/db/schema/index";
import { sendChat } from "#server/test-support/chat-client";
import { createStaff, createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { auditOf, formOf, planBySlug } from "./test-fixtures.ts";

let t: TestApp;
let admin: Student;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, "admin");
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const patchLimits = (who: Student, id: string, payload: Record<string, unknown>) =>
  who.inject({ method: "PATCH", url: `/api/admin/plans/${id}/limits`, payload });
const entitlements = async (s: Student) => (await s.get("/api/me/entitlements")).json() as EntitlementsDto;

/** Messages the student sent earlier today, stored directly. */
async function sentToday(userId: string, count: number) {
  await t.database.db.insert(chatMessages).values(
    Array.from({ length: count }, (_, i) => ({
      userId,
      subject: "matematica",
      sender: "user",
      message: `pergunta ${i + 1}`,
      createdAt: new Date(Date.now() - (i + 1) * 60_000),
    })),
  );
}

describe("Configurações › Planos: PATCH /api/admin/plans/:id/limits", () => {
  it("refuses bad input with a pt-BR message", async () => {
    const curioso = await planBySlug(admin, "curioso");
    for (const [payload, message] of [
      [{}, PLAN_MESSAGES.limitsEmpty],
      [{ maxChatMessages: -1 }, PLAN_MESSAGES.limitInvalid],
      [{ maxExercises: 2.5 }, PLAN_MESSAGES.limitInvalid],
      [{ maxExercises: "10" }, PLAN_MESSAGES.limitInvalid],
    ] as const) {
      const answer = await patchLimits(admin, curioso.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect(
      (await patchLimits(admin, "00000000-0000-4000-8000-000000000000", { maxExercises: 1 })).statusCode,
    ).toBe(404);
    expect(await planBySlug(admin, "curioso")).toEqual(curioso);
  });

  it("refuses a visitor, a student, an editor and support", async () => {
    const curioso = await planBySlug(admin, "curioso");
    const visitor = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/plans/${curioso.id}/limits`,
      payload: { maxExercises: 1 },
    });
    expect(visitor.statusCode).toBe(401);
    for (const who of [
      await createStudent(t),
      await createStaff(t, "editor"),
      await createStaff(t, "suporte"),
    ])
      expect((await patchLimits(who, curioso.id, { maxExercises: 1 })).statusCode).toBe(403);
  });

  it("saves one limit, leaves the other, shows it in the plans table, and is audited", async () => {
    const nerd = await planBySlug(admin, "nerd");
    const answer = await patchLimits(admin, nerd.id, { maxExercises: 55 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe("Configuração salva");
    const after = await planBySlug(admin, "nerd");
    expect(after).toMatchObject({ maxExercises: 55, maxChatMessages: nerd.maxChatMessages });
    const [entry] = await auditOf(admin, nerd.id);
    expect(entry).toMatchObject({
      action: "plan.limits",
      before: { maxExercises: nerd.maxExercises },
      after: { maxExercises: 55 },
    });
  });
});

describe("a limit change applies to every student at once", () => {
  it("a student blocked by the daily chat limit may write again right after the admin raises it", async () => {
    const free = await planBySlug(admin, "gratuito");
    const student = await createStudent(t);
    await sentToday(student.id, 3);

    expect((await patchLimits(admin, free.id, { maxChatMessages: 3 })).statusCode).toBe(200);
    expect((await entitlements(student)).chatMessagesToday).toEqual({ used: 3, limit: 3, remaining: 0 });
    const blocked = await sendChat(t, student.cookie, "matematica", "Mais uma dúvida");
    expect(blocked.status).toBe(403);
    expect(blocked.json?.code).toBe("CHAT_LIMIT_REACHED");

    expect((await patchLimits(admin, free.id, { maxChatMessages: 5 })).statusCode).toBe(200);
    const allowed = await sendChat(t, student.cookie, "matematica", "Agora posso perguntar?");
    expect(allowed.status).toBe(200);
    expect((await entitlements(student)).chatMessagesToday).toMatchObject({
      used: 4,
      limit: 5,
      remaining: 1,
    });

    // 0 means unlimited.
    await patchLimits(admin, free.id, { maxChatMessages: 0 });
    expect((await entitlements(student)).chatMessagesToday).toMatchObject({ limit: null, remaining: -1 });
    await patchLimits(admin, free.id, { maxChatMessages: free.maxChatMessages });
  });

  it("the plan form's edit of exercises per day reaches a subscriber's next request", async () => {
    const student = await createStudent(t, { plan: "estudante" });
    const estudante = await planBySlug(admin, "estudante");
    expect((await entitlements(student)).exercisesToday.limit).toBe(estudante.maxExercises);
    const edit = await admin.put(`/api/admin/plans/${estudante.id}`, formOf(estudante, { maxExercises: 7 }));
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await entitlements(student)).exercisesToday).toMatchObject({ limit: 7, remaining: 7 });
  });
});
