import type { AuditAction } from "#domain/admin/api";
import {
  type AdminEssayTopicsPage,
  type EssayTopicRemoved,
  type EssayTopicSaved,
  type EssayTopicValues,
  ESSAY_TOPIC_MESSAGES as M,
} from "#domain/admin/essay-topics";
import { recordAudit } from "#server/core/audit";
import type { Database, Queryable } from "#server/db/client";
import { NotFoundError, ValidationError } from "#server/http/errors";
import { adminEssayTopicDto, auditView, changedFields, columnsOf } from "./dto.ts";
import {
  activeEnemTwin,
  countEssays,
  deleteTopic,
  type EssayTopicFilters,
  type EssayTopicRow,
  insertTopic,
  listTopics,
  lockEnemTopics,
  lockTopic,
  updateTopic,
} from "./repository.ts";

/**
 * Essay topics in the back office. Every write stamps editado_pela_equipe_em, so the seed leaves
 * the topic as staff left it (src/server/seed/essay-topics.ts), and saves its audit entry in the
 * same transaction. The student pages read the same rows: an edit shows at once, and an inactive
 * topic is never offered.
 */
export function createAdminEssayTopicService(deps: { db: Database }) {
  const { db } = deps;

  async function mustLock(tx: Queryable, id: string): Promise<EssayTopicRow> {
    const row = await lockTopic(tx, id);
    if (!row) throw new NotFoundError(M.notFound);
    return row;
  }

  /** An active ENEM topic may not share its exam, year and application with another active one. */
  async function refuseEnemTwin(tx: Queryable, t: EssayTopicRow | EssayTopicValues, exceptId?: string) {
    if (t.source !== "enem_historico" || !t.active) return;
    await lockEnemTopics(tx);
    if (await activeEnemTwin(tx, t, exceptId))
      throw new ValidationError(M.enemTaken, { fields: { year: M.enemTaken } });
  }

  async function audit(
    tx: Queryable,
    actorId: string,
    action: AuditAction,
    id: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
    now: Date,
  ) {
    await recordAudit(tx, { actorId, action, targetType: "essay_topic", targetId: id, before, after }, now);
  }

  return {
    async list(filters: EssayTopicFilters): Promise<AdminEssayTopicsPage> {
      const { rows, total } = await listTopics(db, filters);
      return {
        items: rows.map((r) => adminEssayTopicDto(r, r.essays)),
        total,
        page: filters.page,
        pageSize: filters.pageSize,
      };
    },

    async create(actorId: string, values: EssayTopicValues, now: Date): Promise<EssayTopicSaved> {
      const row = await db.transaction(async (tx) => {
        await refuseEnemTwin(tx, values);
        const created = await insertTopic(tx, { ...columnsOf(values), staffEditedAt: now });
        await audit(tx, actorId, "essay_topic.create", created.id, null, auditView(created), now);
        return created;
      });
      return { topic: adminEssayTopicDto(row, 0), message: M.created };
    },

    async update(actorId: string, id: string, values: EssayTopicValues, now: Date): Promise<EssayTopicSaved> {
      const { row, essays } = await db.transaction(async (tx) => {
        const before = await mustLock(tx, id);
        await refuseEnemTwin(tx, values, id);
        const after = await updateTopic(tx, id, { ...columnsOf(values), staffEditedAt: now });
        const diff = changedFields(auditView(before), auditView(after));
        if (Object.keys(diff.after).length > 0)
          await audit(tx, actorId, "essay_topic.update", id, diff.before, diff.after, now);
        return { row: after, essays: await countEssays(tx, id) };
      });
      return { topic: adminEssayTopicDto(row, essays), message: M.updated };
    },

    async setActive(actorId: string, id: string, active: boolean, now: Date): Promise<EssayTopicSaved> {
      const { row, essays } = await db.transaction(async (tx) => {
        const before = await mustLock(tx, id);
        if (before.active === active) return { row: before, essays: await countEssays(tx, id) };
        await refuseEnemTwin(tx, { ...before, active }, id);
        const after = await updateTopic(tx, id, { active, staffEditedAt: now });
        const action = active ? "essay_topic.activate" : "essay_topic.deactivate";
        await audit(tx, actorId, action, id, { active: before.active }, { active }, now);
        return { row: after, essays: await countEssays(tx, id) };
      });
      return { topic: adminEssayTopicDto(row, essays), message: active ? M.activated : M.deactivated };
    },

    /**
     * Deletes a topic no essay uses. One that student essays point at is deactivated instead: the
     * essays keep showing their topic, and no student is offered it again.
     */
    async remove(actorId: string, id: string, now: Date): Promise<EssayTopicRemoved> {
      return db.transaction(async (tx) => {
        const before = await mustLock(tx, id);
        const essays = await countEssays(tx, id);
        if (essays > 0) {
          await updateTopic(tx, id, { active: false, staffEditedAt: now });
          if (before.active)
            await audit(
              tx,
              actorId,
              "essay_topic.deactivate",
              id,
              { active: true },
              { active: false, essays },
              now,
            );
          return { outcome: "deactivated" as const, message: M.keptInactive };
        }
        await deleteTopic(tx, id);
        await audit(tx, actorId, "essay_topic.delete", id, auditView(before), null, now);
        return { outcome: "deleted" as const, message: M.deleted };
      });
    },
  };
}
