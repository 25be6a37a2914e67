/** Public types of the built-in corrector (re-exported by index.ts). */

export interface EssayTopicForCorrection {
  titulo: string;
  descricao?: string | null;
  palavras_chave?: string[];
  textos_auxiliares?: string[];
}

export type EnemLevel = 0 | 40 | 80 | 120 | 160 | 200;
export const ENEM_LEVELS: readonly EnemLevel[] = [0, 40, 80, 120, 160, 200];

export interface CompetencyAssessment {
  nota: EnemLevel;
  comentario: string;
  evidencias: string[];
}

export type AnnulmentReason =
  | "texto_insuficiente"
  | "fuga_ao_tema"
  | "copia_textos_motivadores"
  | "tipo_textual_inadequado";

export interface BuiltinCorrection {
  /** Sum of the five competencies. */
  nota_final: number;
  competencias: [
    CompetencyAssessment,
    CompetencyAssessment,
    CompetencyAssessment,
    CompetencyAssessment,
    CompetencyAssessment,
  ];
  comentario_geral: string;
  anulacao: { motivo: AnnulmentReason; explicacao: string } | null;
  /** The essay only touches the broad subject: C2, C3 and C5 were capped at 40. */
  tangenciamento: boolean;
}

export interface CorrectionInput {
  texto: string;
  /** The essay's own title: optional in ENEM and not graded, so it does not affect the scores. */
  titulo?: string | null;
  tema: EssayTopicForCorrection;
}

export interface BuiltinEssayCorrector {
  correct(input: CorrectionInput): BuiltinCorrection;
}
