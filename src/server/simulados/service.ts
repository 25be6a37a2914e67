import { type EnemArea as BankArea, ENEM_AREAS, SUBJECT_AREA } from "#domain/practice/enem-matrix";
import type {
  AnswerSaved,
  SaveAnswerInput,
  SimuladoEssaySaved,
  SimuladoItem,
  SimuladoSession,
  SimuladoSummary,
  SimuladosIndex,
} from "#domain/simulados/api";
import { drawBooklet } from "#domain/simulados/draw";
import {
  DEADLINE_GRACE_SECONDS,
  durationMinutes,
  hasEssay,
  ITEMS_PER_AREA,
  KIND_AREAS,
  KIND_LABELS,
  keyLetter,
  SIMULADO_MESSAGES as M,
  questionCount,
  SIMULADO_KINDS,
  type SimuladoKind,
  type SimuladoMode,
} from "#domain/simulados/rules";
import { scoreSimuladoArea } from "#domain/simulados/scoring";
import { type Entitlements, loadEntitlements } from "#server/core/entitlements/entitlements";
import { requireModule } from "#server/core/guards";
import { SIMULADO_CALIBRATION_JOB } from "#server/core/jobs/kinds";
import type { Database, Queryable } from "#server/db/client";
import type { SimuladoAreaScoreRow } from "#server/db/schema/simulados";
import { AppError, ConflictError, LimitReachedError, NotFoundError } from "#server/http/errors";
import { drawEssayTopic, essayScores, essayView, handInEssay, saveEssayText } from "./essay.ts";
import {
  answeredCounts,
  type BookletQuestion,
  bookletQuestions,
  drawableQuestionsCache,
  findSimulado,
  insertSimulado,
  itemParamsOf,
  lockStudentSimulados,
  markFinished,
  queueCalibration,
  type SimuladoRow,
  saveSimuladoAnswer,
  simuladoAnswersOf,
  studentSimulados,
} from "./repository.ts";

const secondsLeft = (row: SimuladoRow, now: Date) =>
  row.finishedAt ? 0 : Math.max(0, Math.ceil((row.deadline.getTime() - now.getTime()) / 1000));

/** Past the deadline and its grace: the server hands it in with what was saved. */
const expired = (row: SimuladoRow, now: Date) =>
  !row.finishedAt && now.getTime() > row.deadline.getTime() + DEADLINE_GRACE_SECONDS * 1000;

/**
 * Why a day 1 cannot start (its essay): the plan has no essays, or the month's essays or
 * corrections are used up. Checked at the start, so the essay handed in with it is always corrected.
 */
function essayRefusal(entitlements: Entitlements): AppError | null {
  if (!entitlements.modules.redacao) return new AppError(403, "MODULE_DISABLED", M.essayModuleDisabled);
  for (const [code, usage] of [
    ["ESSAY_LIMIT_REACHED", entitlements.essaysThisMonth],
    ["CORRECTION_LIMIT_REACHED", entitlements.correctionsThisMonth],
  ] as const)
    if (usage.remaining === 0)
      return new LimitReachedError(code, M.essayLimit(usage.limit ?? 0), {
        limit: usage.limit,
        used: usage.used,
      });
  return null;
}

function areaOf(question: Pick<BookletQuestion, "subjectSlug">): BankArea | undefined {
  return SUBJECT_AREA[question.subjectSlug];
}

/** Simulados: drawing a booklet, saving answers on the server's clock, scoring like ENEM (docs/simulados.md). */
export function createSimuladoService(deps: { db: Database; timeZone: string }) {
  const { db, timeZone } = deps;
  const drawableQuestions = drawableQuestionsCache();

  /** Scores and closes a simulado; returns the row as it now is (another request may have closed it). */
  async function finish(tx: Queryable, row: SimuladoRow, now: Date, timedOut: boolean): Promise<SimuladoRow> {
    if (row.finishedAt) return row;
    // One statement at a time: a transaction's connection runs them in turn anyway.
    const questions = await bookletQuestions(tx, row.questionIds);
    const answers = await simuladoAnswersOf(tx, row.id);
    const byId = new Map(questions.map((q) => [q.id, q]));
    const answerOf = new Map(answers.map((a) => [a.questionId, a.answer]));
    const scores: SimuladoAreaScoreRow[] = KIND_AREAS[row.kind as SimuladoKind].map((area) => {
      const items = row.questionIds
        .map((id) => byId.get(id))
        .filter((q): q is BookletQuestion => q !== undefined && areaOf(q) === area)
        .map((q) => ({
          questionId: q.id,
          key: keyLetter(q.options, q.correctAnswer),
          answer: answerOf.get(q.id) ?? null,
          params: itemParamsOf(q),
        }));
      const { swings, name: _name, ...score } = scoreSimuladoArea(area, items);
      return { ...score, swings: Object.fromEntries(swings) };
    });
    const finishedAt = timedOut ? row.deadline : now;
    if (await markFinished(tx, row.id, { finishedAt, timedOut, scores })) {
      await queueCalibration(tx, SIMULADO_CALIBRATION_JOB);
      if (hasEssay(row.kind as SimuladoKind)) {
        const { modules } = await loadEntitlements(tx, row.userId, now, timeZone);
        await handInEssay(tx, row, { finishedAt, turbo: modules.turbo });
      }
      return { ...row, finishedAt, timedOut, scores };
    }
    return (await findSimulado(tx, row.userId, row.id)) ?? row;
  }

  /** The row, handed in first when its time ran out while nobody was looking. */
  async function current(tx: Queryable, userId: string, id: string, now: Date): Promise<SimuladoRow> {
    const row = await findSimulado(tx, userId, id);
    if (!row) throw new NotFoundError(M.notFound);
    return expired(row, now) ? finish(tx, row, now, true) : row;
  }

  function summary(row: SimuladoRow, answered: number, essayScore: number | null): SimuladoSummary {
    return {
      id: row.id,
      kind: row.kind as SimuladoKind,
      mode: row.mode as SimuladoMode,
      status: row.finishedAt ? "finalizado" : "em_andamento",
      startedAt: row.startedAt.toISOString(),
      deadline: row.deadline.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      questionCount: row.questionIds.length,
      answeredCount: answered,
      areas: (row.scores ?? []).map((s) => ({
        area: s.area as BankArea,
        nota: s.nota,
        erroPadrao: s.erroPadrao,
      })),
      essayScore,
    };
  }

  async function session(tx: Queryable, row: SimuladoRow, now: Date): Promise<SimuladoSession> {
    const questions = await bookletQuestions(tx, row.questionIds);
    const answers = await simuladoAnswersOf(tx, row.id);
    const essay = await essayView(tx, row);
    const byId = new Map(questions.map((q) => [q.id, q]));
    const answerOf = new Map(answers.map((a) => [a.questionId, a]));
    const finished = row.finishedAt !== null;
    const swings = new Map((row.scores ?? []).flatMap((s) => Object.entries(s.swings)));
    const items: SimuladoItem[] = [];
    row.questionIds.forEach((id, i) => {
      const q = byId.get(id);
      const area = q && areaOf(q);
      if (!q || !area) return;
      const given = answerOf.get(id);
      const answer = (given?.answer ?? null) as SimuladoItem["answer"];
      items.push({
        questionId: id,
        number: i + 1,
        area,
        subject: q.subjectName,
        prompt: q.prompt,
        options: q.options,
        source: q.source,
        answer,
        marked: given?.marked ?? false,
        review: finished
          ? {
              correctAnswer: keyLetter(q.options, q.correctAnswer),
              right: answer !== null && answer === keyLetter(q.options, q.correctAnswer),
              explanation: q.explanation,
              optionNotes: q.optionNotes,
              competency: q.competency,
              skill: q.skill,
              difficulty: q.difficulty,
              swing: swings.get(id) ?? null,
            }
          : null,
      });
    });
    return {
      id: row.id,
      kind: row.kind as SimuladoKind,
      mode: row.mode as SimuladoMode,
      status: finished ? "finalizado" : "em_andamento",
      startedAt: row.startedAt.toISOString(),
      deadline: row.deadline.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      durationMinutes: durationMinutes(row.kind as SimuladoKind, row.mode as SimuladoMode),
      secondsLeft: secondsLeft(row, now),
      items,
      essay,
      result: finished ? resultOf(row, items) : null,
    };
  }

  function resultOf(row: SimuladoRow, items: SimuladoItem[]): NonNullable<SimuladoSession["result"]> {
    const skills = new Map<
      string,
      { area: BankArea; competency: string | null; skill: string | null; right: number; total: number }
    >();
    for (const item of items) {
      const key = `${item.area}|${item.review?.skill ?? ""}`;
      const entry = skills.get(key) ?? {
        area: item.area,
        competency: item.review?.competency ?? null,
        skill: item.review?.skill ?? null,
        right: 0,
        total: 0,
      };
      entry.total++;
      if (item.review?.right) entry.right++;
      skills.set(key, entry);
    }
    return {
      areas: (row.scores ?? []).map(({ swings: _s, ...s }) => ({
        ...s,
        area: s.area as BankArea,
        name: ENEM_AREAS[s.area as BankArea].name,
      })),
      skills: [...skills.values()],
      estimateNote: M.estimate,
      patternNote: M.pattern,
      timedOut: row.timedOut,
    };
  }

  return {
    async index(userId: string, now: Date): Promise<SimuladosIndex> {
      return db.transaction(async (tx) => {
        const entitlements = await loadEntitlements(tx, userId, now, timeZone);
        const isAllowed = entitlements.modules.simulados;
        const rows: SimuladoRow[] = [];
        for (const r of await studentSimulados(tx, userId))
          rows.push(expired(r, now) ? await finish(tx, r, now, true) : r);
        const counts = await answeredCounts(
          tx,
          rows.map((r) => r.id),
        );
        const essays = await essayScores(tx, rows);
        const summaryOf = (r: SimuladoRow) => summary(r, counts.get(r.id) ?? 0, essays.get(r.id) ?? null);
        const open = rows.find((r) => !r.finishedAt);
        const essayBlock = essayRefusal(entitlements)?.message ?? null;
        return {
          access: { allowed: isAllowed, message: isAllowed ? null : M.planRequired },
          current: open ? summaryOf(open) : null,
          finished: rows.filter((r) => r.finishedAt).map(summaryOf),
          kinds: SIMULADO_KINDS.map((kind) => ({
            kind,
            label: KIND_LABELS[kind],
            questionCount: questionCount(kind),
            minutes: { oficial: durationMinutes(kind, "oficial"), treino: durationMinutes(kind, "treino") },
            unavailable: hasEssay(kind) ? essayBlock : null,
          })),
        };
      });
    },

    async start(
      userId: string,
      input: { kind: SimuladoKind; mode: SimuladoMode },
      now: Date,
    ): Promise<SimuladoSession> {
      return db.transaction(async (tx) => {
        const entitlements = await loadEntitlements(tx, userId, now, timeZone);
        requireModule(entitlements, "simulados", M.planRequired);
        if (hasEssay(input.kind)) {
          const refusal = essayRefusal(entitlements);
          if (refusal) throw refusal;
        }
        await lockStudentSimulados(tx, userId);
        const earlier = await studentSimulados(tx, userId);
        for (const row of earlier) {
          if (row.finishedAt) continue;
          if (!expired(row, now))
            throw new AppError(409, "SIMULADO_IN_PROGRESS", M.inProgress, { id: row.id });
          await finish(tx, row, now, true);
        }
        const seen = new Set(earlier.flatMap((r) => r.questionIds));
        const candidates = (await drawableQuestions(tx)).flatMap((q) => {
          const area = SUBJECT_AREA[q.subject];
          if (!area) return [];
          const difficulty = q.difficulty as "Fácil" | "Médio" | "Difícil";
          return [{ id: q.id, area, subject: q.subject, difficulty, skill: q.skill, seen: seen.has(q.id) }];
        });
        for (const area of KIND_AREAS[input.kind]) {
          const have = candidates.filter((c) => c.area === area).length;
          if (have < ITEMS_PER_AREA)
            throw new AppError(409, "NOT_ENOUGH_ITEMS", M.notEnoughItems(ENEM_AREAS[area].name, have));
        }
        const essayTopicId = hasEssay(input.kind) ? await drawEssayTopic(tx, userId) : null;
        if (hasEssay(input.kind) && !essayTopicId) throw new AppError(409, "NO_ESSAY_TOPIC", M.noEssayTopic);
        const questionIds = drawBooklet(input.kind, candidates);
        const deadline = new Date(now.getTime() + durationMinutes(input.kind, input.mode) * 60_000);
        const row = await insertSimulado(tx, {
          userId,
          ...input,
          questionIds,
          startedAt: now,
          deadline,
          essayTopicId,
        });
        return session(tx, row, now);
      });
    },

    async get(userId: string, id: string, now: Date): Promise<SimuladoSession> {
      return db.transaction(async (tx) => session(tx, await current(tx, userId, id, now), now));
    },

    async saveAnswer(
      userId: string,
      id: string,
      questionId: string,
      input: Required<SaveAnswerInput>,
      now: Date,
    ): Promise<AnswerSaved> {
      const saved = await db.transaction(async (tx) => {
        const row = await findSimulado(tx, userId, id);
        if (!row) throw new NotFoundError(M.notFound);
        if (row.finishedAt) throw new ConflictError("SIMULADO_FINISHED", M.finished);
        // Handed in with what was saved; the refusal is thrown once that is committed.
        if (expired(row, now)) return finish(tx, row, now, true).then(() => null);
        if (!row.questionIds.includes(questionId)) throw new NotFoundError(M.notInSimulado);
        await saveSimuladoAnswer(tx, {
          simuladoId: id,
          questionId,
          answer: input.answer,
          marked: input.marked,
          now,
        });
        return { questionId, answer: input.answer, marked: input.marked, secondsLeft: secondsLeft(row, now) };
      });
      if (!saved) throw new ConflictError("SIMULADO_TIME_UP", M.timeUp);
      return saved;
    },

    /** The day-1 essay as typed so far; refused like an answer once the time is up. */
    async saveEssay(userId: string, id: string, content: string, now: Date): Promise<SimuladoEssaySaved> {
      const saved = await db.transaction(async (tx) => {
        const row = await findSimulado(tx, userId, id);
        if (!row) throw new NotFoundError(M.notFound);
        if (!hasEssay(row.kind as SimuladoKind)) throw new NotFoundError(M.noEssayInKind);
        if (row.finishedAt) throw new ConflictError("SIMULADO_FINISHED", M.finished);
        if (expired(row, now)) return finish(tx, row, now, true).then(() => null);
        await saveEssayText(tx, id, content, now);
        return { savedAt: now.toISOString(), secondsLeft: secondsLeft(row, now) };
      });
      if (!saved) throw new ConflictError("SIMULADO_TIME_UP", M.timeUp);
      return saved;
    },

    async finish(userId: string, id: string, now: Date): Promise<SimuladoSession> {
      return db.transaction(async (tx) => {
        const row = await current(tx, userId, id, now);
        return session(tx, await finish(tx, row, now, false), now);
      });
    },
  };
}

export type SimuladoService = ReturnType<typeof createSimuladoService>;
