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

/** ARCHITECTURE: the essay feature never knows which corrector is configured. */
export interface EssayCorrector {
  readonly kind: CorrectorKind;
  correct(request: CorrectionRequest): Promise<NormalizedCorrection>;
}
