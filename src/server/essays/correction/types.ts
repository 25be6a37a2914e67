import type { NormalizedCorrection } from "#domain/essays/feedback";

/** What every corrector receives: the essay and its topic. */
export type CorrectionRequest = {
  essayId: string;
  userId: string;
  title: string | null;
  content: string;
  topic: { title: string; description: string | null; keywords: string[]; supportingTexts: string[] };
};

export type CorrectorKind = "webhook" | "model" | "builtin";

/**
 * The essay feature never knows which corrector answers
 * (docs/decisions/017-one-adapter-per-integration.md).
 */
export interface EssayCorrector {
  readonly kind: CorrectorKind;
  correct(request: CorrectionRequest): Promise<NormalizedCorrection>;
}
