/** Areas of the ENEM objective tests, as INEP codes them (SG_AREA). */
export const ENEM_AREAS = ["CN", "CH", "LC", "MT"] as const;
export type EnemArea = (typeof ENEM_AREAS)[number];

/** TP_LINGUA: the LC foreign-language items (0 inglês, 1 espanhol). */
export type ForeignLanguage = 0 | 1;

/** One item of a booklet with its 3PL parameters (INEP's 2009 scale, D = 1). */
export interface TriItem {
  /** CO_POSICAO: position in the printed booklet. */
  position: number;
  itemCode: string;
  /** TX_GABARITO: A–E ("X" when INEP published no key). */
  key: string;
  /** Discrimination, difficulty, guessing; null when INEP published none (dropped item). */
  a: number | null;
  b: number | null;
  c: number | null;
  /** Set only on LC foreign-language items. */
  language: ForeignLanguage | null;
  /** IN_ITEM_ABAN = 1: left out of the score. */
  dropped: boolean;
  /**
   * TP_VERSAO_DIGITAL, set only in 2020's digital LC booklets: one booklet code holds two versions, 0
   * with the English items and 1 with the Spanish ones, each with its own common items.
   */
  version?: ForeignLanguage | null;
}

/** One booklet (CO_PROVA) of one area in one year. */
export interface Booklet {
  year: number;
  code: string;
  area: EnemArea;
  color: string;
  /** Sorted by position, English before Spanish at a shared position. */
  items: TriItem[];
}

/** A message the screens can show as is (pt-BR). */
export class EnemScoreError extends Error {
  override name = "EnemScoreError";
}
