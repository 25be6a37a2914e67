import type { z } from "zod";
import type { AuditAction } from "#domain/admin/api";
import type {
  AdminSubjects,
  AdminTopics,
  Removed,
  subjectInputSchema,
  topicInputSchema,
} from "#domain/admin/content";
import { CONTENT_MESSAGES as M } from "#domain/admin/content-messages";
import { uniqueSlug } from "#domain/admin/plans";
import { slugify } from "#domain/catalog/slug";
import { recordAudit } from "#server/core/audit";
import type { Database, Queryable } from "#server/db/client";
import { ConflictError, NotFoundError } from "#server/http/errors";
import { adminSubjectDto, adminTopicDto, changedFields } from "./dto.ts";
import { isSeededId } from "./seeded.ts";
import {
  allSubjectSlugs,
  deleteSubject,
  deleteTopic,
  findSubject,
  findTopic,
  insertSubject,
  insertTopic,
  listSubjects,
  listTopics,
  lockSubjectNames,
  lockTopicNames,
  type SubjectRow,
  subjectInUse,
  subjectNameTaken,
  type TopicRow,
  topicAnswered,
  topicNameTaken,
  updateSubject,
  updateTopic,
} from "./subject-repository.ts";

type SubjectValues = z.output<typeof subjectInputSchema>;
type TopicValues = z.output<typeof topicInputSchema>;

const subjectView = (s: SubjectRow) => ({
  name: s.name,
  slug: s.slug,
  color: s.color,
  icon: s.icon,
  emoji: s.emoji,
  active: s.active,
});
const topicView = (t: TopicRow) => ({ subjectId: t.subjectId, name: t.name, description: t.description });

/**
 * Subjects and their topics in the back office. Every write marks the row as edited by staff, so
 * the seed leaves it as staff left it, and is audited in the same transaction.
 */
export function createSubjectService(deps: { db: Database }) {
  const { db } = deps;

  async function audit(
    tx: Queryable,
    actorId: string,
    action: AuditAction,
    target: { type: "subject" | "topic"; id: string },
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
    now: Date,
  ) {
    await recordAudit(
      tx,
      { actorId, action, targetType: target.type, targetId: target.id, before, after },
      now,
    );
  }

  async function mustFindSubject(tx: Queryable, id: string) {
    const subject = await findSubject(tx, id);
    if (!subject) throw new NotFoundError(M.subjectNotFound);
    return subject;
  }

  async function mustFindTopic(tx: Queryable, id: string) {
    const topic = await findTopic(tx, id);
    if (!topic) throw new NotFoundError(M.topicNotFound);
    return topic;
  }

  return {
    /** Every subject, active or not, in Portuguese alphabetical order. */
    async listSubjects(): Promise<AdminSubjects> {
      const rows = await listSubjects(db);
      rows.sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
      return { items: rows.map(adminSubjectDto) };
    },

    async createSubject(actorId: string, values: SubjectValues, now: Date) {
      const row = await db.transaction(async (tx) => {
        await lockSubjectNames(tx);
        if (await subjectNameTaken(tx, values.name))
          throw new ConflictError("SUBJECT_NAME_TAKEN", M.subjectNameTaken);
        const slug = uniqueSlug(slugify(values.name) || "materia", await allSubjectSlugs(tx));
        const created = await insertSubject(tx, { ...values, slug, staffEditedAt: now, createdAt: now });
        await audit(
          tx,
          actorId,
          "subject.create",
          { type: "subject", id: created.id },
          null,
          subjectView(created),
          now,
        );
        return created;
      });
      return {
        subject: adminSubjectDto({ ...row, topicCount: 0, exerciseCount: 0 }),
        message: M.subjectCreated,
      };
    },

    /** The slug stays as created: tutor conversations and links keep pointing at it. */
    async updateSubject(actorId: string, id: string, values: SubjectValues, now: Date) {
      const subject = await db.transaction(async (tx) => {
        await lockSubjectNames(tx);
        const before = await mustFindSubject(tx, id);
        if (await subjectNameTaken(tx, values.name, id))
          throw new ConflictError("SUBJECT_NAME_TAKEN", M.subjectNameTaken);
        const after = await updateSubject(tx, id, { ...values, staffEditedAt: now });
        const diff = changedFields(subjectView(before), subjectView(after));
        if (diff.changed)
          await audit(tx, actorId, "subject.update", { type: "subject", id }, diff.before, diff.after, now);
        return { ...before, ...after };
      });
      return { subject: adminSubjectDto(subject), message: M.subjectUpdated };
    },

    /** Only an empty subject goes; one with topics or tutor conversations is deactivated instead. */
    async deleteSubject(actorId: string, id: string, now: Date) {
      await db.transaction(async (tx) => {
        await lockSubjectNames(tx);
        const subject = await mustFindSubject(tx, id);
        if (isSeededId(id) || (await subjectInUse(tx, subject)))
          throw new ConflictError("SUBJECT_HAS_CONTENT", M.subjectHasContent);
        await deleteSubject(tx, id);
        await audit(tx, actorId, "subject.delete", { type: "subject", id }, subjectView(subject), null, now);
      });
      return { message: M.subjectDeleted };
    },

    async listTopics(subjectId: string): Promise<AdminTopics> {
      const subject = await mustFindSubject(db, subjectId);
      const rows = await listTopics(db, subjectId);
      rows.sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
      return { subject: adminSubjectDto(subject), items: rows.map(adminTopicDto) };
    },

    async createTopic(actorId: string, subjectId: string, values: TopicValues, now: Date) {
      const row = await db.transaction(async (tx) => {
        await lockTopicNames(tx);
        await mustFindSubject(tx, subjectId);
        if (await topicNameTaken(tx, subjectId, values.name))
          throw new ConflictError("TOPIC_NAME_TAKEN", M.topicNameTaken);
        const created = await insertTopic(tx, {
          subjectId,
          name: values.name,
          description: values.description || null,
          staffEditedAt: now,
          createdAt: now,
        });
        await audit(
          tx,
          actorId,
          "topic.create",
          { type: "topic", id: created.id },
          null,
          topicView(created),
          now,
        );
        return created;
      });
      return { topic: adminTopicDto({ ...row, exerciseCount: 0 }), message: M.topicCreated };
    },

    async updateTopic(actorId: string, id: string, values: TopicValues, now: Date) {
      const topic = await db.transaction(async (tx) => {
        await lockTopicNames(tx);
        const before = await mustFindTopic(tx, id);
        if (await topicNameTaken(tx, before.subjectId, values.name, id))
          throw new ConflictError("TOPIC_NAME_TAKEN", M.topicNameTaken);
        const after = await updateTopic(tx, id, {
          name: values.name,
          description: values.description || null,
          staffEditedAt: now,
        });
        const diff = changedFields(topicView(before), topicView(after));
        if (diff.changed)
          await audit(tx, actorId, "topic.update", { type: "topic", id }, diff.before, diff.after, now);
        return { ...after, exerciseCount: before.exerciseCount };
      });
      return { topic: adminTopicDto(topic), message: M.topicUpdated };
    },

    /**
     * A topic whose exercises students answered is archived (their results stay); a seeded one is
     * archived too, so the next seed does not bring it back. Any other goes with its exercises.
     */
    async deleteTopic(actorId: string, id: string, now: Date): Promise<Removed> {
      return db.transaction(async (tx) => {
        await lockTopicNames(tx);
        const topic = await mustFindTopic(tx, id);
        const answered = await topicAnswered(tx, id);
        if (answered || isSeededId(id)) {
          await updateTopic(tx, id, { archivedAt: now, staffEditedAt: now });
          await audit(
            tx,
            actorId,
            "topic.archive",
            { type: "topic", id },
            topicView(topic),
            {
              archivedAt: now.toISOString(),
              reason: answered ? "answered" : "seeded",
            },
            now,
          );
          return answered
            ? { outcome: "archived" as const, message: M.topicArchived }
            : { outcome: "deleted" as const, message: M.topicDeleted };
        }
        await deleteTopic(tx, id);
        await audit(tx, actorId, "topic.delete", { type: "topic", id }, topicView(topic), null, now);
        return { outcome: "deleted" as const, message: M.topicDeleted };
      });
    },
  };
}
