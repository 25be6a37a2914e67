import type {
  CreateEssayInput,
  EssayDetail,
  EssayListItem,
  SaveEssayInput,
  ScorePoint,
} from "#domain/essays/api";
import { ESSAY_MESSAGES } from "#domain/essays/messages";
import { POINTS_PER_ACTIVITY } from "#domain/progress/streak";
import { evaluateAchievements, type NewAchievement } from "#server/core/achievements/evaluate";
import { lockProgress, recordActivity } from "#server/core/activity/activity";
import { loadEntitlements } from "#server/core/entitlements/entitlements";
import { queueEssayCorrection } from "#server/core/essay-correction";
import { requireFeature, requireModule } from "#server/core/guards";
import type { Database } from "#server/db/client";
import { findVisibleTopic } from "#server/essays/topics/repository";
import { ConflictError, LimitReachedError, NotFoundError, ValidationError } from "#server/http/errors";
import { essayDetailDto, essayListItemDto, scorePointDto } from "./dto.ts";
import {
  correctedEssays,
  findCurrentEssayId,
  findEssay,
  insertEssay,
  latestCorrectionJob,
  listEssays,
  lockEssay,
  updateEssay,
} from "./repository.ts";
import { checkSubmissionAllowed } from "./submission-rules.ts";

const cleanTitle = (title: string | null | undefined) => (title?.trim() ? title.trim() : null);

export function createEssayService(deps: { db: Database; timeZone: string }) {
  const { db, timeZone } = deps;
  async function detail(userId: string, id: string): Promise<EssayDetail> {
    const row = await findEssay(db, userId, id);
    if (!row) throw new NotFoundError(ESSAY_MESSAGES.essayNotFound);
    const job = row.essay.status === "em_andamento" ? null : await latestCorrectionJob(db, id);
    return essayDetailDto(row, job);
  }

  return {
    detail,

    async current(userId: string): Promise<EssayDetail | null> {
      const id = await findCurrentEssayId(db, userId);
      return id ? detail(userId, id) : null;
    },

    async list(userId: string, q: string | undefined): Promise<EssayListItem[]> {
      const rows = await listEssays(db, userId, q?.trim() || undefined);
      return rows.map(essayListItemDto);
    },

    async scores(userId: string): Promise<ScorePoint[]> {
      const rows = await correctedEssays(db, userId);
      return rows.map(scorePointDto);
    },

    /** The first save of a draft (docs/product.md#writing-room: a draft needs a topic and some text). */
    async create(userId: string, input: CreateEssayInput, now: Date): Promise<EssayDetail> {
      const topic = await findVisibleTopic(db, input.topicId, userId);
      if (!topic?.active) throw new NotFoundError(ESSAY_MESSAGES.topicNotFound);
      if (!input.content.trim()) throw new ValidationError(ESSAY_MESSAGES.emptyBody);
      const entitlements = await loadEntitlements(db, userId, now, timeZone);
      requireModule(entitlements, "redacao", ESSAY_MESSAGES.moduleDisabled);
      if (topic.source === "autoral")
        requireFeature(entitlements, "redacao_autoral", ESSAY_MESSAGES.autoralSubscribersOnly);
      const essay = await insertEssay(db, {
        userId,
        topicId: topic.id,
        title: cleanTitle(input.title),
        content: input.content,
        secondsSpent: input.secondsSpent ?? 0,
        status: "em_andamento",
        createdAt: now,
        updatedAt: now,
      });
      return detail(userId, essay.id);
    },

    /** Autosave and 'Salvar': only a draft can change; saving again updates the same essay. */
    async save(userId: string, id: string, input: SaveEssayInput, now: Date): Promise<EssayDetail> {
      const set = {
        content: input.content,
        secondsSpent: input.secondsSpent ?? 0,
        updatedAt: now,
        ...(input.title !== undefined ? { title: cleanTitle(input.title) } : {}),
      };
      const updated = await updateEssay(db, userId, id, set, "em_andamento");
      if (!updated) {
        const exists = await findEssay(db, userId, id);
        if (!exists) throw new NotFoundError(ESSAY_MESSAGES.essayNotFound);
        throw new ConflictError("NOT_EDITABLE", ESSAY_MESSAGES.notEditable);
      }
      return detail(userId, id);
    },

    /**
     * 'Finalizar e Corrigir': saves the final text, checks the rules and the plan's monthly limits,
     * moves the essay to finalizada and queues its correction, all in one transaction. Submitting
     * counts as study activity (streak) and earns the usual POINTS_PER_ACTIVITY. When a monthly
     * limit refuses it, the text sent is still saved into the draft, so nothing written is lost.
     */
    async submit(
      userId: string,
      id: string,
      input: SaveEssayInput,
      now: Date,
    ): Promise<{ essay: EssayDetail; pointsEarned: number; newAchievements: NewAchievement[] }> {
      const refusal = await db.transaction(async (tx) => {
        await lockProgress(tx, userId);
        const essay = await lockEssay(tx, userId, id);
        if (!essay) throw new NotFoundError(ESSAY_MESSAGES.essayNotFound);
        if (essay.status !== "em_andamento")
          throw new ConflictError("ALREADY_SUBMITTED", ESSAY_MESSAGES.alreadySubmitted);
        const topic = essay.topicId ? await findVisibleTopic(tx, essay.topicId, userId) : null;
        const entitlements = await loadEntitlements(tx, userId, now, timeZone);
        try {
          checkSubmissionAllowed({ content: input.content, topic, entitlements });
        } catch (error) {
          if (!(error instanceof LimitReachedError)) throw error;
          // The month's limit refuses the submission, not the text: it stays as the draft.
          await updateEssay(tx, userId, id, {
            content: input.content,
            secondsSpent: input.secondsSpent ?? essay.secondsSpent,
            ...(input.title !== undefined ? { title: cleanTitle(input.title) } : {}),
            updatedAt: now,
          });
          return error;
        }
        await updateEssay(tx, userId, id, {
          content: input.content,
          secondsSpent: input.secondsSpent ?? essay.secondsSpent,
          ...(input.title !== undefined ? { title: cleanTitle(input.title) } : {}),
          status: "finalizada",
          submittedAt: now,
          correctionError: null,
          updatedAt: now,
        });
        await queueEssayCorrection(tx, { userId, essayId: id, now, turbo: entitlements.modules.turbo });
        await recordActivity(tx, userId, { points: POINTS_PER_ACTIVITY, at: now, timeZone });
        return null;
      });
      if (refusal) throw refusal;
      const { newlyEarned } = await evaluateAchievements(db, userId, now, timeZone);
      return {
        essay: await detail(userId, id),
        pointsEarned: POINTS_PER_ACTIVITY,
        newAchievements: newlyEarned,
      };
    },

    /** After the last attempt failed, the student asks again; the reserved correction is reused. */
    async retryCorrection(userId: string, id: string, now: Date): Promise<EssayDetail> {
      await db.transaction(async (tx) => {
        const essay = await lockEssay(tx, userId, id);
        if (!essay) throw new NotFoundError(ESSAY_MESSAGES.essayNotFound);
        const job = await latestCorrectionJob(tx, id);
        const stuck =
          essay.status === "finalizada" && (essay.correctionError || !job || job.status === "failed");
        if (!stuck) throw new ConflictError("NOT_RETRYABLE", ESSAY_MESSAGES.notRetryable);
        await updateEssay(tx, userId, id, { correctionError: null, updatedAt: now });
        const { modules } = await loadEntitlements(tx, userId, now, timeZone);
        await queueEssayCorrection(tx, { userId, essayId: id, now, turbo: modules.turbo });
      });
      return detail(userId, id);
    },
  };
}

export type EssayService = ReturnType<typeof createEssayService>;
