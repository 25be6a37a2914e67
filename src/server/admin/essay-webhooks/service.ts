import {
  ESSAY_WEBHOOK_MESSAGES,
  ESSAY_WEBHOOK_TEST_TIMEOUT_MS,
  ESSAY_WEBHOOK_TYPES,
  type EssayWebhook,
  type EssayWebhookList,
  type EssayWebhookSaved,
  type EssayWebhookTestResult,
  type EssayWebhookType,
  isEssayWebhookType,
} from "#domain/admin/essay-webhooks";
import { type AuditEntry, recordAudit } from "#server/core/audit";
import { essayWebhookInUse } from "#server/core/essay-webhooks";
import type { Database, Queryable } from "#server/db/client";
import { NotFoundError } from "#server/http/errors";
import {
  deleteEssayWebhook,
  type EssayWebhookRow,
  findEssayWebhook,
  insertEssayWebhook,
  listEssayWebhooks,
  lockEssayWebhook,
  updateEssayWebhook,
} from "./repository.ts";
import { callEssayWebhookTest } from "./test-call.ts";

const m = ESSAY_WEBHOOK_MESSAGES;
type Input = { type: EssayWebhookType; url: string; active: boolean };

/** What an audit entry keeps of a webhook (a URL is configuration, not a secret). */
function audited(row: EssayWebhookRow) {
  return { tipo: row.type, webhook_url: row.url, active: row.active };
}

function dto(row: EssayWebhookRow, inUse: ReadonlySet<string>): EssayWebhook {
  return {
    id: row.id,
    type: row.type,
    url: row.url,
    active: row.active,
    inUse: inUse.has(row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The ids the essays feature calls now, one per type at most (the shared rule). */
async function inUseIds(db: Queryable): Promise<Set<string>> {
  const picked = await Promise.all(ESSAY_WEBHOOK_TYPES.map((type) => essayWebhookInUse(db, type)));
  return new Set(picked.flatMap((p) => (p ? [p.id] : [])));
}

/**
 * Essay webhooks of the back office. Every change is audited in its own transaction; `testTimeoutMs`
 * is there for tests (a real admin always gets the 10 s of the page).
 */
export function createEssayWebhookService(deps: { db: Database; testTimeoutMs?: number }) {
  const { db } = deps;
  const testTimeoutMs = deps.testTimeoutMs ?? ESSAY_WEBHOOK_TEST_TIMEOUT_MS;

  async function saved(row: EssayWebhookRow, message: string): Promise<EssayWebhookSaved> {
    return { webhook: dto(row, await inUseIds(db)), message };
  }

  async function change(
    actorId: string,
    id: string,
    work: (
      tx: Queryable,
      before: EssayWebhookRow,
    ) => Promise<{ row: EssayWebhookRow; entry: Pick<AuditEntry, "action" | "after"> }>,
  ): Promise<EssayWebhookRow> {
    return db.transaction(async (tx) => {
      const before = await lockEssayWebhook(tx, id);
      if (!before) throw new NotFoundError(m.notFound);
      const { row, entry } = await work(tx, before);
      await recordAudit(tx, {
        actorId,
        targetType: "essay_webhook",
        targetId: id,
        before: audited(before),
        ...entry,
      });
      return row;
    });
  }

  return {
    async list(): Promise<EssayWebhookList> {
      const [rows, inUse] = await Promise.all([listEssayWebhooks(db), inUseIds(db)]);
      return { items: rows.map((row) => dto(row, inUse)) };
    },

    async create(actorId: string, input: Input, now: Date): Promise<EssayWebhookSaved> {
      const row = await db.transaction(async (tx) => {
        const created = await insertEssayWebhook(tx, input, now);
        await recordAudit(tx, {
          actorId,
          action: "essay_webhook.create",
          targetType: "essay_webhook",
          targetId: created.id,
          before: null,
          after: audited(created),
        });
        return created;
      });
      return saved(row, m.created);
    },

    async update(actorId: string, id: string, input: Input, now: Date): Promise<EssayWebhookSaved> {
      const row = await change(actorId, id, async (tx) => {
        const updated = await updateEssayWebhook(tx, id, input, now);
        return { row: updated, entry: { action: "essay_webhook.update", after: audited(updated) } };
      });
      return saved(row, m.updated);
    },

    /** Sets the state asked for (not a blind flip), so a double click cannot undo itself. */
    async setActive(actorId: string, id: string, active: boolean, now: Date): Promise<EssayWebhookSaved> {
      const row = await change(actorId, id, async (tx) => {
        const updated = await updateEssayWebhook(tx, id, { active }, now);
        const action = active ? "essay_webhook.activate" : "essay_webhook.deactivate";
        return { row: updated, entry: { action, after: audited(updated) } };
      });
      return saved(row, active ? m.activated : m.deactivated);
    },

    async remove(actorId: string, id: string): Promise<{ message: string }> {
      await change(actorId, id, async (tx, before) => {
        await deleteEssayWebhook(tx, id);
        return { row: before, entry: { action: "essay_webhook.delete", after: null } };
      });
      return { message: m.deleted };
    },

    /** Calls the stored URL with the type's test body; the webhook itself is left as it was. */
    async test(id: string): Promise<EssayWebhookTestResult> {
      const row = await findEssayWebhook(db, id);
      if (!row) throw new NotFoundError(m.notFound);
      // A type the essays feature does not know gets the general topic body.
      const type = isEssayWebhookType(row.type) ? row.type : "gerar_tema";
      return callEssayWebhookTest(row.url, type, testTimeoutMs);
    },
  };
}
