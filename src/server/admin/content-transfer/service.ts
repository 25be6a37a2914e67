import {
  type ImportReport,
  type ImportReportRow,
  type ImportRequest,
  TRANSFER_MESSAGES as T,
  type TransferFormat,
} from "#domain/admin/content-transfer";
import { slugify } from "#domain/catalog/slug";
import { recordAudit } from "#server/core/audit";
import type { Database } from "#server/db/client";
import { NotFoundError } from "#server/http/errors";
import { type CheckedExercise, checkExercise } from "./check.ts";
import { draftsFromCsv } from "./csv-drafts.ts";
import type { ExerciseDraft, Problem } from "./drafts.ts";
import { bankCsv, bankJson } from "./export-files.ts";
import { draftsFromJson } from "./json-drafts.ts";
import {
  ensureTopic,
  exerciseTitles,
  existingImageIds,
  findSubject,
  insertExercise,
  insertQuestions,
  nameKey,
  type SubjectRef,
  subjectBank,
  titleKey,
  titleTaken,
  topicsByName,
} from "./repository.ts";

export type ExportedFile = { fileName: string; contentType: string; body: string };

const refused = (draft: ExerciseDraft | null, p: Problem): ImportReportRow => ({
  line: p.where.line,
  place: p.where.place,
  topic: draft?.topic ?? "",
  exercise: draft?.title ?? "",
  outcome: "refused",
  questions: draft?.questions.length ?? 0,
  reason: p.message,
});

/** Each refusal, then (CSV) every other row of the refused exercise, so no line goes unexplained. */
function refusedRows(draft: ExerciseDraft, problems: Problem[]): ImportReportRow[] {
  const rows = problems.map((p) => refused(draft, p));
  const said = new Set(problems.map((p) => p.where.line));
  for (const q of draft.questions)
    if (q.where.line !== null && !said.has(q.where.line))
      rows.push(refused(draft, { where: q.where, message: T.otherRowRefused }));
  return rows;
}

/**
 * Bulk transfer of a subject's exercises. An import checks every exercise with the Conteúdo forms'
 * rules and saves each accepted one in its own transaction (a bad row never leaves half an
 * exercise); an exercise whose title is already in its topic is refused, never duplicated or
 * overwritten. What it creates is marked as staff's, so the seed never touches it.
 */
export function createContentTransferService(deps: { db: Database }) {
  const { db } = deps;

  async function mustFindSubject(id: string): Promise<SubjectRef> {
    const subject = await findSubject(db, id);
    if (!subject) throw new NotFoundError("Matéria não encontrada.");
    return subject;
  }

  return {
    async exportBank(
      actorId: string,
      subjectId: string,
      format: TransferFormat,
      now: Date,
    ): Promise<ExportedFile> {
      const subject = await mustFindSubject(subjectId);
      const bank = await subjectBank(db, subjectId);
      await recordAudit(
        db,
        {
          actorId,
          action: "exercise.export",
          targetType: "subject",
          targetId: subjectId,
          before: null,
          after: { format, exercises: bank.exercises.length, questions: bank.questions.length },
        },
        now,
      );
      const date = now.toISOString().slice(0, 10);
      const fileName = `exercicios-${subject.slug || slugify(subject.name)}-${date}.${format}`;
      return format === "csv"
        ? { fileName, contentType: "text/csv; charset=utf-8", body: bankCsv(bank) }
        : { fileName, contentType: "application/json; charset=utf-8", body: bankJson(subject.name, bank) };
    },

    async importBank(
      actorId: string,
      subjectId: string,
      request: ImportRequest,
      now: Date,
    ): Promise<ImportReport> {
      await mustFindSubject(subjectId);
      const file =
        request.format === "csv" ? draftsFromCsv(request.content) : draftsFromJson(request.content);
      const topics = await topicsByName(db, subjectId);
      const titles = await exerciseTitles(
        db,
        [...topics.values()].map((t) => t.id),
      );
      const newTopics = new Set<string>();
      const inFile = new Set<string>();
      const rows: ImportReportRow[] = file.problems.map((p) => refused(null, p));
      const counts = { topics: 0, exercises: 0, questions: 0, refusedExercises: 0 };
      const createdIds: string[] = [];

      const topicOf = async (name: string, description: string) => {
        const known = topics.get(nameKey(name));
        if (known) return known.id;
        const made = await ensureTopic(db, { subjectId, name, description, now });
        topics.set(nameKey(name), { id: made.id, name, archived: false });
        if (made.created) counts.topics += 1;
        return made.id;
      };

      /** The reason an exercise that passed the form rules still cannot be imported here, if any. */
      const conflict = async (ok: CheckedExercise): Promise<string | null> => {
        const topic = topics.get(nameKey(ok.topic.name));
        if (topic?.archived) return T.topicArchived;
        const fileKey = titleKey(nameKey(ok.topic.name), ok.exercise.title);
        if (inFile.has(fileKey)) return T.exerciseRepeated;
        inFile.add(fileKey);
        if (topic && titles.has(titleKey(topic.id, ok.exercise.title))) return T.exerciseExists;
        const found = await existingImageIds(db, ok.imageIds);
        const missing = ok.imageIds.filter((id) => !found.has(id));
        return missing.length > 0 ? `${T.imageMissing} ${missing.join(", ")}.` : null;
      };

      for (const draft of file.exercises) {
        const checked = checkExercise(draft);
        const reason = "ok" in checked ? await conflict(checked.ok) : null;
        if ("problems" in checked || reason) {
          counts.refusedExercises += 1;
          const problems =
            "problems" in checked ? checked.problems : [{ where: draft.where, message: reason! }];
          rows.push(...refusedRows(draft, problems));
          continue;
        }
        const { ok } = checked;
        const row = {
          line: draft.where.line,
          place: draft.where.place,
          topic: ok.topic.name,
          exercise: ok.exercise.title,
          questions: ok.questions.length,
          reason: null,
        };
        if (request.dryRun) {
          if (!topics.has(nameKey(ok.topic.name))) newTopics.add(nameKey(ok.topic.name));
          counts.exercises += 1;
          counts.questions += ok.questions.length;
          rows.push({ ...row, outcome: "valid" });
          continue;
        }
        const created = await db.transaction(async (tx) => {
          const known = topics.get(nameKey(ok.topic.name));
          const made = known
            ? { id: known.id, created: false }
            : await ensureTopic(tx, {
                subjectId,
                name: ok.topic.name,
                description: ok.topic.description,
                now,
              });
          if (await titleTaken(tx, made.id, ok.exercise.title))
            return { topicId: made.id, topicCreated: made.created, exerciseId: null };
          const exercise = await insertExercise(tx, {
            topicId: made.id,
            title: ok.exercise.title,
            description: ok.exercise.description || null,
            difficulty: ok.exercise.difficulty,
            points: ok.exercise.points,
            estimatedMinutes: ok.exercise.estimatedMinutes,
            staffEditedAt: now,
            createdAt: now,
            updatedAt: now,
          });
          await insertQuestions(
            tx,
            ok.questions.map((q, i) => ({
              exerciseId: exercise.id,
              prompt: q.prompt,
              type: q.type,
              options: q.options,
              correctAnswer: q.correctAnswer,
              explanation: q.explanation || null,
              difficulty: q.difficulty,
              competency: q.competency,
              skill: q.skill,
              optionNotes: q.optionNotes,
              source: q.source,
              position: i + 1,
            })),
          );
          return { topicId: made.id, topicCreated: made.created, exerciseId: exercise.id };
        });
        if (!topics.has(nameKey(ok.topic.name)))
          topics.set(nameKey(ok.topic.name), { id: created.topicId, name: ok.topic.name, archived: false });
        if (created.topicCreated) counts.topics += 1;
        if (!created.exerciseId) {
          counts.refusedExercises += 1;
          rows.push({ ...row, outcome: "refused", reason: T.exerciseExists });
          continue;
        }
        createdIds.push(created.exerciseId);
        counts.exercises += 1;
        counts.questions += ok.questions.length;
        rows.push({ ...row, outcome: "created" });
      }

      // Topics the file lists without any exercise (JSON) are created too; not those whose
      // exercises were all refused.
      const withExercises = new Set(file.exercises.map((e) => nameKey(e.topic)));
      for (const topic of file.topics)
        if (
          !withExercises.has(nameKey(topic.name)) &&
          !topics.has(nameKey(topic.name)) &&
          topic.name.length >= 2
        ) {
          if (request.dryRun) newTopics.add(nameKey(topic.name));
          else await topicOf(topic.name, topic.description);
        }
      if (request.dryRun) counts.topics = newTopics.size;

      if (request.format === "csv") rows.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
      if (!request.dryRun && (counts.exercises > 0 || counts.topics > 0))
        await recordAudit(
          db,
          {
            actorId,
            action: "exercise.import",
            targetType: "subject",
            targetId: subjectId,
            before: null,
            after: { fileName: request.fileName, format: request.format, ...counts, exerciseIds: createdIds },
          },
          now,
        );
      const message = request.dryRun ? T.validated : counts.exercises > 0 ? T.imported : T.nothingToImport;
      return {
        dryRun: request.dryRun,
        format: request.format,
        fileName: request.fileName,
        counts,
        rows,
        message,
      };
    },
  };
}
