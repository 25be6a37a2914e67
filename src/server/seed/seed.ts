import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Auth } from "#server/core/auth";
import type { Database } from "#server/db/client";
import { systemSettings } from "#server/db/schema/index";
import { type DemoAdminCredentials, ensureDemoAdmin } from "./admin.ts";
import { loadEssayTopicContent, seedEssayTopics } from "./essay-topics.ts";
import { loadExerciseContent, seedExercises } from "./exercises.ts";
import { loadNewsContent, seedNews } from "./news.ts";
import { seedPlans } from "./plans.ts";
import { contentHash } from "./stable-id.ts";
import { loadStudyNotes, seedStudyNotes } from "./study-notes.ts";
import { seedSubjects } from "./subjects.ts";

/** Runs a seed step only when its content changed since the last run (hash kept in system_settings). */
async function whenChanged(
  db: Database,
  name: string,
  content: unknown,
  step: () => Promise<void>,
): Promise<void> {
  const key = `seed_hash:${name}`;
  const hash = contentHash(content);
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, key));
  if (row?.value === hash) return;
  await step();
  await db
    .insert(systemSettings)
    .values({ key, value: hash, category: "seed" })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: hash } });
}

export type SeedOptions = { db: Database; auth?: Auth; log: FastifyBaseLogger; demoAdmin: boolean };

/**
 * Idempotent: safe on every start, on an empty database or an existing one. Answers the demo
 * admin's credentials when this run created it.
 */
export async function seedDatabase({
  db,
  auth,
  demoAdmin,
}: SeedOptions): Promise<DemoAdminCredentials | null> {
  await seedPlans(db);
  await seedSubjects(db);
  // The demo admin's password hash (scrypt, on libuv's threads) is computed while the content is seeded.
  const admin = demoAdmin && auth ? ensureDemoAdmin(auth, db) : Promise.resolve(null);
  admin.catch(() => {});
  const exercises = loadExerciseContent();
  await whenChanged(db, "exercises", exercises, () => seedExercises(db, exercises));
  const notes = loadStudyNotes();
  await whenChanged(db, "study-notes", notes, () => seedStudyNotes(db, notes));
  const news = loadNewsContent();
  await whenChanged(db, "news", news, () => seedNews(db, news));
  const essayTopicContent = loadEssayTopicContent();
  await whenChanged(db, "essay-topics", essayTopicContent, () => seedEssayTopics(db, essayTopicContent));
  return admin;
}
