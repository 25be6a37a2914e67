import type { CorrectionState, EssayDetail, EssayListItem, ScorePoint } from "#domain/essays/api";
import { competencyScores } from "#domain/essays/feedback-view";
import { ESSAY_MESSAGES } from "#domain/essays/messages";
import { countWords } from "#domain/essays/rules";
import type { backgroundJobs } from "#server/db/schema/index";
import { topicDto } from "#server/essays/topics/dto";
import type { correctedEssays, EssayWithTopic, listEssays } from "./repository.ts";

type EssayListRow = Awaited<ReturnType<typeof listEssays>>[number];
type CorrectedEssayRow = Awaited<ReturnType<typeof correctedEssays>>[number];

type JobRow = typeof backgroundJobs.$inferSelect;

/** Where the correction stands, for the overlay: queued → running → done, or failed (retry). */
export function correctionState(row: EssayWithTopic, job: JobRow | null): CorrectionState | null {
  const { essay } = row;
  if (essay.status === "em_andamento") return null;
  const attempts = job?.attempts ?? 0;
  const maxAttempts = job?.maxAttempts ?? 0;
  if (essay.status === "corrigida") return { state: "done", attempts, maxAttempts, error: null };
  if (essay.correctionError || !job || job.status === "failed")
    return {
      state: "failed",
      attempts,
      maxAttempts,
      error: essay.correctionError ?? ESSAY_MESSAGES.correctionFailed,
    };
  // A job marked done whose essay is not corrected yet is between its two writes.
  const state = job.status === "pending" ? "queued" : "running";
  return { state, attempts, maxAttempts, error: null };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function essayDetailDto(row: EssayWithTopic, job: JobRow | null): EssayDetail {
  const { essay, topic } = row;
  return {
    id: essay.id,
    topic: topic ? topicDto(topic) : null,
    title: essay.title,
    content: essay.content,
    secondsSpent: essay.secondsSpent,
    wordCount: countWords(essay.content),
    status: essay.status as EssayDetail["status"],
    finalScore: essay.finalScore,
    feedback: essay.status === "corrigida" ? (essay.feedback ?? null) : null,
    correctedBy: essay.correctedBy,
    correction: correctionState(row, job),
    submittedAt: iso(essay.submittedAt),
    correctedAt: iso(essay.correctedAt),
    createdAt: essay.createdAt.toISOString(),
    updatedAt: essay.updatedAt.toISOString(),
  };
}

export function essayListItemDto(r: EssayListRow): EssayListItem {
  return {
    id: r.id,
    title: r.title,
    topicTitle: r.topicTitle,
    examType: r.examType ?? "enem",
    status: r.status as EssayListItem["status"],
    date: (r.submittedAt ?? r.createdAt).toISOString(),
    secondsSpent: r.secondsSpent,
    wordCount: countWords(r.content),
    finalScore: r.finalScore,
  };
}

export function scorePointDto(r: CorrectedEssayRow): ScorePoint {
  return {
    id: r.id,
    date: (r.correctedAt ?? new Date()).toISOString(),
    title: r.title ?? r.topicTitle ?? ESSAY_MESSAGES.customTopic,
    total: r.finalScore ?? 0,
    competencies: competencyScores(r.feedback),
  };
}
