import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDashboard, AdminSubscriptionsPage, AdminSubscriptionsSummary } from "#domain/admin/api";
import { startOfLocalMonth } from "#domain/shared/calendar";
import {
  chatMessages,
  exercises,
  questions,
  subjects,
  topics,
  userAnswers,
  userSubscriptions,
  users,
} from "#server/db/schema/index";
import { createStaff, createStudent, planIdOf, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

const DAY = 86_400_000;
let t: TestApp;
let admin: Student;
let s: Student[];
let subjectOfQuestion: Map<string, string>;

async function answer(userId: string, questionIndex: number, at: Date) {
  const qs = await t.database.db
    .select({ id: questions.id, exerciseId: questions.exerciseId, subject: subjects.slug })
    .from(questions)
    .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
    .innerJoin(topics, eq(topics.id, exercises.topicId))
    .innerJoin(subjects, eq(subjects.id, topics.subjectId))
    .orderBy(subjects.slug, questions.id);
  // Questions of three different subjects: index 0, 1, 2 pick the first question of each subject.
  const bySubject = [...new Map(qs.map((q) => [q.subject, q])).values()];
  const q = bySubject[questionIndex]!;
  subjectOfQuestion.set(String(questionIndex), q.subject);
  await t.database.db
    .insert(userAnswers)
    .values({ userId, exerciseId: q.exerciseId, questionId: q.id, answer: "A", correct: true, createdAt: at })
    .onConflictDoNothing();
}

beforeAll(async () => {
  t = await createTestApp();
  subjectOfQuestion = new Map();
  admin = await createStaff(t, "admin");
  s = [];
  for (let i = 0; i < 4; i += 1) s.push(await createStudent(t, { name: `Aluno Figura ${i}` }));
  const now = new Date();
  const thisMonth = startOfLocalMonth(now, t.app.ctx.config.timezone);
  const lastMonth = new Date(thisMonth.getTime() - 10 * DAY);
  // s0: active last month and this month; s1: active last month only; s2: active now (chat only); s3: idle.
  await answer(s[0]!.id, 0, lastMonth);
  await answer(s[0]!.id, 1, now);
  await answer(s[1]!.id, 0, lastMonth);
  await answer(s[1]!.id, 2, lastMonth);
  await answer(s[0]!.id, 2, new Date(now.getTime() - 1000));
  await t.database.db.insert(chatMessages).values([
    { userId: s[2]!.id, subject: "matematica", message: "Oi", sender: "user" },
    { userId: s[2]!.id, subject: "matematica", message: "Olá!", sender: "bot" },
    { userId: admin.id, subject: "matematica", message: "teste da equipe", sender: "user" },
  ]);
  // Plans: s0 a paid annual card subscription (R$ 199,90, a twelfth a month); s1 a Pix pass (R$ 19,99)
  // refunded R$ 19,99 later and now over; s2 a staff grant (never revenue); s3 nothing.
  const estudante = await planIdOf(t, "estudante");
  await t.database.db.insert(userSubscriptions).values([
    {
      userId: s[0]!.id,
      planId: estudante,
      status: "active",
      billingType: "annual",
      amount: 199.9,
      source: "sandbox",
      paymentMethod: "card",
      firstPaidAt: new Date(now.getTime() - 5 * DAY),
      endsAt: new Date(now.getTime() + 360 * DAY),
    },
    {
      userId: s[1]!.id,
      planId: estudante,
      status: "cancelled",
      kind: "pass",
      amount: 19.99,
      source: "sandbox",
      paymentMethod: "pix",
      firstPaidAt: new Date(now.getTime() - 40 * DAY),
      refundedAt: new Date(now.getTime() - 39 * DAY),
      refundAmount: 19.99,
      cancelledAt: new Date(now.getTime() - 39 * DAY),
      endsAt: new Date(now.getTime() - 39 * DAY),
    },
    {
      userId: s[2]!.id,
      planId: await planIdOf(t, "nerd"),
      status: "active",
      amount: 29.99,
      source: "admin",
      endsAt: new Date(now.getTime() + 20 * DAY),
    },
    {
      userId: s[3]!.id,
      planId: await planIdOf(t, "curioso"),
      status: "active",
      amount: 9.99,
      source: "stripe",
      paymentMethod: "boleto",
      firstPaidAt: new Date(now.getTime() - 40 * DAY),
      endsAt: new Date(now.getTime() - 10 * DAY),
    },
  ]);
  await t.database.db
    .update(users)
    .set({ createdAt: new Date(now.getTime() - 60 * DAY) })
    .where(eq(users.id, s[3]!.id));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe("the dashboard's figures", () => {
  it("are counted from the data, students only", async () => {
    const answer = await admin.get("/api/admin/dashboard");
    expect(answer.statusCode, answer.body).toBe(200);
    const d = answer.json() as AdminDashboard;
    expect(d.totalStudents).toBe(4);
    expect(d.exercisesAnswered).toBe(5);
    expect(d.tutorMessages).toBe(1);
    // s0 (answers now), s1 (10 days before this month: within 30 days only if the month began < 20 days ago).
    const now = new Date();
    const monthStart = startOfLocalMonth(now, t.app.ctx.config.timezone);
    const s1Recent = now.getTime() - (monthStart.getTime() - 10 * DAY) < 30 * DAY;
    expect(d.activeStudents).toBe(2 + (s1Recent ? 1 : 0));
    expect(Object.fromEntries(d.planDistribution.map((p) => [p.slug, p.students]))).toEqual({
      gratuito: 2,
      curioso: 0,
      estudante: 1,
      nerd: 1,
    });
    // Paid ever: s0, s1 and s3 (an expired boleto subscription was paid once).
    expect(d.convertedStudents).toBe(3);
    expect(d.conversionRate).toBeCloseTo(0.75);
    expect(d.retention).toEqual({ previousMonthActive: 2, retained: 1, rate: 0.5 });
    const top = d.topSubjects.map((x) => [x.slug, x.answers]);
    expect(top.slice(0, 2).sort()).toEqual(
      [
        [subjectOfQuestion.get("0"), 2],
        [subjectOfQuestion.get("2"), 2],
      ].sort(),
    );
    expect(top[2]).toEqual([subjectOfQuestion.get("1"), 1]);
    expect(d.latestSignups.map((x) => x.name)).toEqual([
      "Aluno Figura 2",
      "Aluno Figura 1",
      "Aluno Figura 0",
      "Aluno Figura 3",
    ]);
  });
});

describe("the subscriptions", () => {
  it("sum real amounts: refunds subtracted, an annual plan a twelfth a month, grants never revenue", async () => {
    const summary = (await admin.get("/api/admin/subscriptions/summary")).json() as AdminSubscriptionsSummary;
    expect(summary).toEqual({
      activeSubscriptions: 2,
      cancelledSubscriptions: 1,
      // 199.90 + (19.99 - 19.99) + 9.99
      totalRevenue: 209.89,
      // 199.90 / 12
      monthlyRevenue: 16.66,
    });
  });

  it("list with display status, source and filters", async () => {
    const all = (await admin.get("/api/admin/subscriptions")).json() as AdminSubscriptionsPage;
    expect(all.total).toBe(4);
    const byClient = Object.fromEntries(
      all.items.map((i) => [i.clientName, [i.displayStatus, i.sourceLabel]]),
    );
    expect(byClient).toEqual({
      "Aluno Figura 0": ["Ativa", "Cartão"],
      "Aluno Figura 1": ["Cancelada", "Pix"],
      "Aluno Figura 2": ["Ativa", "Concedido pela equipe"],
      "Aluno Figura 3": ["Expirada", "Boleto"],
    });
    const expired = (
      await admin.get("/api/admin/subscriptions?status=expirada")
    ).json() as AdminSubscriptionsPage;
    expect(expired.items.map((i) => i.clientName)).toEqual(["Aluno Figura 3"]);
    const active = (await admin.get("/api/admin/subscriptions?status=ativa&plan=nerd")).json();
    expect(active.items.map((i: { clientName: string }) => i.clientName)).toEqual(["Aluno Figura 2"]);
    const text = (await admin.get("/api/admin/subscriptions?q=figura%201")).json();
    expect(text.total).toBe(1);
    const paged = (await admin.get("/api/admin/subscriptions?pageSize=3&page=2")).json();
    expect(paged.items).toHaveLength(1);
  });
});
