/**
 * Public types of the built-in corrector: its input and its result, in English. index.ts
 * `toStoredCorrection` gives the result the stored pt-BR shape.
 */
import type { EnemLevel } from "#domain/essays/rules";

export interface EssayTopicForCorrection {
  title: string;
  description?: string | null;
  keywords?: string[];
  supportingTexts?: string[];
}

export interface CompetencyAssessment {
  score: EnemLevel;
  comment: string;
  evidence: string[];
}

export type AnnulmentReason =
  | "insufficient_text"
  | "off_topic"
  | "copied_motivating_texts"
  | "wrong_text_type"
  /** A part deliberately disconnected from the theme (a recipe, lyrics, insults inserted). */
  | "disconnected_part"
  /** Written predominantly in a foreign language. */
  | "foreign_language";

export interface BuiltinCorrection {
  /** Sum of the five competencies. */
  finalScore: number;
  competencies: [
    CompetencyAssessment,
    CompetencyAssessment,
    CompetencyAssessment,
    CompetencyAssessment,
    CompetencyAssessment,
  ];
  summary: string;
  annulment: { reason: AnnulmentReason; explanation: string } | null;
  /** The essay only touches the broad subject: C2, C3 and C5 were capped at 40. */
  tangential: boolean;
}

export interface CorrectionInput {
  text: string;
  /** The essay's own title: optional in ENEM and not graded, so it does not affect the scores. */
  title?: string | null;
  topic: EssayTopicForCorrection;
}

export interface BuiltinEssayCorrector {
  correct(input: CorrectionInput): BuiltinCorrection;
}
