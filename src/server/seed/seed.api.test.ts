import { eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsItems, questions, subjects, subscriptionPlans, topics } from "#server/db/schema/index";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { seedDatabase } from "./seed.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function counts() {
  const db = t.database.db;
  const count = async (table: PgTable) =>
    Number((await db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n);
  return {
    plans: await count(subscriptionPlans),
    subjects: await count(subjects),
    topics: await count(topics),
    questions: await count(questions),
    news: await count(newsItems),
  };
}

describe("first-run seed", () => {
  it("creates the four plans of the plan table with their prices and daily limits", async () => {
    const plans = await t.database.db
      .select()
      .from(subscriptionPlans)
      .orderBy(subscriptionPlans.monthlyPrice);
    expect(
      plans.map((p) => [
        p.name,
        p.monthlyPrice,
        p.annualPrice,
        p.maxExercises,
        p.maxChatMessages,
        p.historyDays,
      ]),
    ).toEqual([
      ["Gratuito", 0, 0, 3, 10, 3],
      ["Curioso", 9.99, 99.9, 8, 40, 15],
      ["Estudante", 19.99, 199.9, 20, 100, 30],
      ["Nerd", 29.99, 299.9, 40, 200, null],
    ]);
    expect(plans.map((p) => p.maxSubjectsPerDay)).toEqual([2, 4, 6, null]);
    expect(plans.find((p) => p.name === "Gratuito")?.features).toEqual(
      expect.arrayContaining(["3 exercícios por dia", "10 mensagens de chat por dia", "1 redação por mês"]),
    );
    expect(plans.filter((p) => p.mostPopular).map((p) => p.name)).toEqual(["Estudante"]);
  });

  it("creates the 11 subjects with colour, icon and emoji, each with topics", async () => {
    const rows = await t.database.db.select().from(subjects);
    expect(rows).toHaveLength(11);
    for (const s of rows) {
      expect(s.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(s.icon).toBeTruthy();
      expect(s.emoji).toBeTruthy();
      const own = await t.database.db.select().from(topics).where(eq(topics.subjectId, s.id));
      expect(own.length, s.name).toBeGreaterThanOrEqual(4);
    }
  });

  it("is idempotent and keeps what an admin changed in a plan", async () => {
    const before = await counts();
    await t.database.db
      .update(subscriptionPlans)
      .set({ maxExercises: 5 })
      .where(eq(subscriptionPlans.name, "Gratuito"));
    // A second start, and a third with the content hashes forgotten (as after a content change).
    await seedDatabase({ db: t.database.db, log: pino({ level: "silent" }), demoAdmin: false });
    await t.database.db.execute(sql`delete from system_settings where key like 'seed_hash:%'`);
    await seedDatabase({ db: t.database.db, log: pino({ level: "silent" }), demoAdmin: false });
    expect(await counts()).toEqual(before);
    const [free] = await t.database.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.name, "Gratuito"));
    expect(free?.maxExercises).toBe(5);
  });
});
