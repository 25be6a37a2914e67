import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { subjects, subjectWebhooks, systemSettings } from "#server/db/schema/index";

export type SettingRow = { key: string; value: string; encrypted: boolean };

export async function settingRows(db: Queryable, keys: readonly string[]): Promise<SettingRow[]> {
  return db
    .select({ key: systemSettings.key, value: systemSettings.value, encrypted: systemSettings.encrypted })
    .from(systemSettings)
    .where(inArray(systemSettings.key, [...keys]));
}

export async function upsertSetting(
  db: Queryable,
  row: { key: string; value: string; category: string; encrypted: boolean },
  now: Date,
): Promise<void> {
  await db
    .insert(systemSettings)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: { value: row.value, encrypted: row.encrypted, category: row.category, updatedAt: now },
    });
}

export async function deleteSetting(db: Queryable, key: string): Promise<void> {
  await db.delete(systemSettings).where(eq(systemSettings.key, key));
}

// ── materia_webhooks ───────────────────────────────────────────────────────

const webhookColumns = {
  id: subjectWebhooks.id,
  url: subjectWebhooks.url,
  updatedAt: subjectWebhooks.updatedAt,
  subjectId: subjects.id,
  subjectName: subjects.name,
  subjectColor: subjects.color,
};
export type SubjectWebhookRow = {
  id: string;
  url: string;
  updatedAt: Date;
  subjectId: string;
  subjectName: string;
  subjectColor: string;
};

/** The active webhooks with their subject, by subject name. */
export async function activeSubjectWebhooks(db: Queryable): Promise<SubjectWebhookRow[]> {
  return db
    .select(webhookColumns)
    .from(subjectWebhooks)
    .innerJoin(subjects, eq(subjects.id, subjectWebhooks.subjectId))
    .where(eq(subjectWebhooks.active, true))
    .orderBy(asc(subjects.name));
}

/** Active subjects with no active webhook, by name. */
export async function subjectsWithoutWebhook(db: Queryable) {
  return db
    .select({ id: subjects.id, name: subjects.name, color: subjects.color })
    .from(subjects)
    .leftJoin(
      subjectWebhooks,
      and(eq(subjectWebhooks.subjectId, subjects.id), eq(subjectWebhooks.active, true)),
    )
    .where(and(eq(subjects.active, true), isNull(subjectWebhooks.id)))
    .orderBy(asc(subjects.name));
}

export async function findSubject(db: Queryable, id: string) {
  const [row] = await db
    .select({ id: subjects.id, name: subjects.name, active: subjects.active })
    .from(subjects)
    .where(eq(subjects.id, id));
  return row;
}

export async function findActiveWebhook(db: Queryable, id: string): Promise<SubjectWebhookRow | undefined> {
  const [row] = await db
    .select(webhookColumns)
    .from(subjectWebhooks)
    .innerJoin(subjects, eq(subjects.id, subjectWebhooks.subjectId))
    .where(and(eq(subjectWebhooks.id, id), eq(subjectWebhooks.active, true)))
    .orderBy(desc(subjectWebhooks.updatedAt));
  return row;
}

export async function insertWebhook(db: Queryable, subjectId: string, url: string, now: Date) {
  const [row] = await db
    .insert(subjectWebhooks)
    .values({ subjectId, url, active: true, createdAt: now, updatedAt: now })
    .returning({ id: subjectWebhooks.id });
  if (!row) throw new Error("webhook not inserted");
  return row.id;
}

export async function setWebhookUrl(db: Queryable, id: string, url: string, now: Date): Promise<void> {
  await db.update(subjectWebhooks).set({ url, updatedAt: now }).where(eq(subjectWebhooks.id, id));
}

/** Removal keeps the row for the record (soft delete); the tutor reads only active ones. */
export async function deactivateWebhook(db: Queryable, id: string, now: Date): Promise<void> {
  await db.update(subjectWebhooks).set({ active: false, updatedAt: now }).where(eq(subjectWebhooks.id, id));
}
