import { INVALID_ANSWERS, MISSING_LANGUAGE } from "#domain/enem-score/answers";
import type { EnemBooklet } from "#domain/enem-score/api";

export const LINGUAS = ["ingles", "espanhol"] as const;
export type Lingua = (typeof LINGUAS)[number];
export const LETTERS = ["A", "B", "C", "D", "E"] as const;
export type Letter = (typeof LETTERS)[number];

/** Questions of the foreign language at the start of a Linguagens booklet. */
const LANGUAGE_ITEMS = 5;

export const NO_ANSWERS =
  "Informe as suas respostas: uma letra de A a E por questão, ou ponto para a que ficou em branco.";

/** The answer string as INEP writes it: capital letters, no spaces. */
export function normalizeAnswers(text: string): string {
  return text.replace(/\s+/g, "").toUpperCase();
}

/** How a booklet's answers are entered: the sheet's rows and the lengths the text may have. */
export interface SheetLayout {
  /** Rows of the answer sheet: 45 (Linguagens shows only the chosen language's five). */
  rows: number;
  /** Linguagens with both languages' items: 45 letters (one language) or 50 (INEP's, both blocks). */
  bothLanguages: boolean;
}

export function sheetLayout(booklet: Pick<EnemBooklet, "area" | "questoes">): SheetLayout {
  const bothLanguages = booklet.area === "LC" && booklet.questoes === 45 + LANGUAGE_ITEMS;
  return { rows: bothLanguages ? 45 : booklet.questoes, bothLanguages };
}

/** The answers the sheet shows (one per row): a 50-letter string keeps only the chosen language. */
export function answersForSheet(text: string, layout: SheetLayout, lingua: Lingua | null): string {
  if (layout.bothLanguages && text.length === 45 + LANGUAGE_ITEMS) {
    const block = lingua === "espanhol" ? text.slice(LANGUAGE_ITEMS, 2 * LANGUAGE_ITEMS) : text.slice(0, 5);
    return block + text.slice(2 * LANGUAGE_ITEMS);
  }
  return text;
}

/** The letter marked on a row, or null (blank, double mark or anything else). */
export function markAt(sheet: string, row: number): Letter | null {
  const ch = sheet[row];
  return LETTERS.find((l) => l === ch) ?? null;
}

/** The string after marking `letter` (null: clearing) on `row`, in the sheet's format. */
export function withMark(
  text: string,
  layout: SheetLayout,
  lingua: Lingua | null,
  row: number,
  letter: Letter | null,
): string {
  const sheet = answersForSheet(text, layout, lingua).padEnd(layout.rows, ".").split("");
  sheet[row] = letter ?? ".";
  return sheet.join("");
}

export function answeredCount(text: string, layout: SheetLayout, lingua: Lingua | null): number {
  const sheet = answersForSheet(text, layout, lingua);
  let count = 0;
  for (let row = 0; row < layout.rows; row++) if (markAt(sheet, row)) count++;
  return count;
}

/** The field's messages: the same rules the server applies, checked before asking it. */
export interface AnswerErrors {
  respostas?: string;
  lingua?: string;
}

export function validateAnswers(text: string, layout: SheetLayout, lingua: Lingua | null): AnswerErrors {
  const errors: AnswerErrors = {};
  if (layout.bothLanguages && !lingua) errors.lingua = MISSING_LANGUAGE;
  if (text.replace(/\./g, "") === "") return { ...errors, respostas: NO_ANSWERS };
  const bad = [...text].findIndex((ch) => !/[A-E.*9]/.test(ch));
  if (bad >= 0)
    return { ...errors, respostas: `${INVALID_ANSWERS} Veja a ${bad + 1}ª letra: "${text[bad]}".` };
  const lengths = layout.bothLanguages ? [45, 50] : [layout.rows];
  if (!lengths.includes(text.length)) {
    const expected = layout.bothLanguages
      ? "45 questões (ou 50 letras no formato do INEP, com as duas línguas)"
      : `${layout.rows} questões`;
    return {
      ...errors,
      respostas: `Respostas inválidas: esse caderno tem ${expected}; você informou ${text.length}.`,
    };
  }
  // "9" only fills the other language's block of a 50-letter string (INEP's format).
  const used = layout.bothLanguages && text.length === 50 ? answersForSheet(text, layout, lingua) : text;
  if (used.includes("9")) return { ...errors, respostas: INVALID_ANSWERS };
  return errors;
}
