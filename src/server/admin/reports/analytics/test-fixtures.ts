import { eq } from "drizzle-orm";
import { addMonthsToKey, monthOf, monthStart } from "#domain/admin/analytics";
import {
  chatMessages,
  exercises,
  questions,
  subjects,
  topics,
  userAnswers,
  userEssays,
  userSubscriptions,
  users,
} from "#server/db/schema/index";
import { createStaff, createStudent, planIdOf, type Student } from "#server/test-support/factories";
import type { TestApp } from "#server/test-support/test-app";

const DAY = 86_400_000;

/**
 * A small platform whose analytics are known: with C the current month, the three months before
 * it (m1, m2, m3) hold these students' sign-ups and activity, and the months before those a
 * little more for the previous period.
 *
 * - a: signs up in m1 and pays online; answers in m1 (subject X), messages a tutor in m2 (Y),
 *   writes an essay in m3;
 * - b: signs up in m1 and gets a plan from staff (not a conversion); answers in m1 (X);
 * - c: signs up in m2 and pays; answers in m2 and m3 (Z), and now;
 * - d: signs up in m2, a subscription never paid; does nothing;
 * - e: signs up in m3; 2 messages to tutor Y and 1 to the study friend in m3;
 * - f: signs up in C−5; 1 message (X) in C−5, answers in C−4 (X), m1 (X) and m2 (Y);
 * - g: signs up now and answers now;
 * - an admin whose account dates from m1, with answers and messages in m1: never counted.
 */
export async function fillKnownPlatform(t: TestApp) {
  const timeZone = t.app.ctx.config.timezone;
  const db = t.database.db;
  const current = monthOf(new Date(), timeZone);
  const m = (offset: number) => addMonthsToKey(current, offset);
  /** Day 10 of a month at noon, local time. */
  const inMonth = (offset: number, day = 10) =>
    new Date(monthStart(m(offset), timeZone).getTime() + (day - 1) * DAY + 12 * 3_600_000);

  const rows = await db
    .select({ id: questions.id, exerciseId: questions.exerciseId, slug: subjects.slug, name: subjects.name })
    .from(questions)
    .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
    .innerJoin(topics, eq(topics.id, exercises.topicId))
    .innerJoin(subjects, eq(subjects.id, topics.subjectId))
    .orderBy(subjects.slug, questions.id);
  const bySubject = new Map<string, typeof rows>();
  for (const r of rows) bySubject.set(r.slug, [...(bySubject.get(r.slug) ?? []), r]);
  const [X, Y, Z] = [...bySubject.values()].filter((qs) => qs.length >= 2);
  if (!X || !Y || !Z) throw new Error("the seed should hold three subjects with two questions each");

  const student = async (name: string, signedUp: Date) => {
    const s = await createStudent(t, { name });
    await db.update(users).set({ createdAt: signedUp }).where(eq(users.id, s.id));
    return s;
  };
  const answer = (s: Student, q: (typeof rows)[number], at: Date) =>
    db.insert(userAnswers).values({
      userId: s.id,
      exerciseId: q.exerciseId,
      questionId: q.id,
      answer: "A",
      correct: true,
      createdAt: at,
    });
  const message = (s: Student, subject: string, at: Date, sender = "user") =>
    db.insert(chatMessages).values({ userId: s.id, subject, message: "Pergunta", sender, createdAt: at });

  const a = await student("Aluna A", inMonth(-3, 5));
  const b = await student("Aluno B", inMonth(-3, 20));
  const c = await student("Aluna C", inMonth(-2, 3));
  const d = await student("Aluno D", inMonth(-2, 25));
  const e = await student("Aluna E", inMonth(-1, 2));
  const f = await student("Aluno F", inMonth(-5, 15));
  const g = await createStudent(t, { name: "Aluna G" });
  const admin = await createStaff(t, "admin");
  await db
    .update(users)
    .set({ createdAt: inMonth(-3, 1) })
    .where(eq(users.id, admin.id));

  await answer(a, X[0]!, inMonth(-3));
  await message(a, Y[0]!.slug, inMonth(-2));
  await message(a, Y[0]!.slug, inMonth(-2), "bot");
  await db.insert(userEssays).values({
    userId: a.id,
    content: "Texto",
    status: "corrigida",
    createdAt: inMonth(-1, 3),
    updatedAt: inMonth(-1, 4),
  });
  await answer(b, X[0]!, inMonth(-3, 21));
  await answer(c, Z[0]!, inMonth(-2, 4));
  await answer(c, Z[1]!, inMonth(-1, 4));
  await answer(c, X[1]!, new Date(Date.now() - 1000));
  await message(e, Y[0]!.slug, inMonth(-1, 5));
  await message(e, Y[0]!.slug, inMonth(-1, 6));
  await message(e, "amiga-de-estudo", inMonth(-1, 7));
  await message(f, X[0]!.slug, inMonth(-5, 16));
  await answer(f, X[0]!, inMonth(-4));
  await answer(f, X[1]!, inMonth(-3));
  await answer(f, Y[0]!, inMonth(-2));
  await answer(g, Z[0]!, new Date(Date.now() - 1000));
  await answer(admin, X[0]!, inMonth(-3));
  await message(admin, X[0]!.slug, inMonth(-3));

  const paid = { status: "active", source: "sandbox", paymentMethod: "card", amount: 29.9 } as const;
  await db.insert(userSubscriptions).values([
    { ...paid, userId: a.id, planId: await planIdOf(t, "estudante"), firstPaidAt: inMonth(-3, 6) },
    { userId: b.id, planId: await planIdOf(t, "nerd"), status: "active", source: "admin", amount: 0 },
    {
      ...paid,
      userId: c.id,
      planId: await planIdOf(t, "curioso"),
      source: "stripe",
      firstPaidAt: inMonth(-1),
    },
    { ...paid, userId: d.id, planId: await planIdOf(t, "curioso"), source: "stripe", firstPaidAt: null },
  ]);

  return {
    admin,
    student: g,
    current,
    m,
    subjects: { X: X[0]!, Y: Y[0]!, Z: Z[0]! },
  };
}
export type KnownPlatform = Awaited<ReturnType<typeof fillKnownPlatform>>;
