import {
  AREA_NAMES,
  dayOfArea,
  type EnemBooklet,
  type EnemScoreRequest,
  type EnemScoreResult,
} from "#domain/enem-score/api";
import { scoreArea } from "#domain/enem-score/score";
import { type Booklet, EnemScoreError } from "#domain/enem-score/types";
import { NotFoundError, ValidationError } from "#server/http/errors";
import { BOOKLET_NOT_FOUND, loadBooklet, loadYear } from "./booklets.ts";

export const NO_ANSWERS =
  "Informe as suas respostas: uma letra de A a E por questão, ou ponto para a que ficou em branco.";

/** Questions in the response string: 50 for Linguagens with both languages' five, else 45. */
function questionsOf(booklet: Booklet): number {
  const positions = new Set(booklet.items.map((i) => i.position));
  return booklet.items.length > positions.size ? positions.size + 5 : positions.size;
}

/**
 * The year's booklets for the calculator's choices. INEP numbers each application's booklets in
 * one run of codes per area, so a gap in an area's codes starts the next application.
 */
export function bookletsOf(year: number): EnemBooklet[] {
  const byArea = new Map<string, Booklet[]>();
  for (const booklet of loadYear(year).values())
    byArea.set(booklet.area, [...(byArea.get(booklet.area) ?? []), booklet]);
  const out: EnemBooklet[] = [];
  for (const booklets of byArea.values()) {
    const sorted = booklets.sort((a, b) => Number(a.code) - Number(b.code));
    let application = 1;
    sorted.forEach((b, i) => {
      if (i > 0 && Number(b.code) - Number(sorted[i - 1]!.code) > 1) application++;
      out.push({
        coProva: b.code,
        area: b.area,
        areaNome: AREA_NAMES[b.area],
        cor: b.color,
        dia: dayOfArea(year, b.area),
        aplicacao: application,
        questoes: questionsOf(b),
      });
    });
  }
  return out.sort((a, b) => Number(a.coProva) - Number(b.coProva));
}

/** A candidate's score in one area, with what each item weighed, from INEP's published parameters. */
export function scoreAnswers(input: EnemScoreRequest): EnemScoreResult {
  const answers = input.respostas.replace(/\s+/g, "").toUpperCase();
  if (answers === "") throw new ValidationError(NO_ANSWERS);
  try {
    const booklet = loadBooklet(input.ano, input.coProva);
    const language = input.lingua === "ingles" ? 0 : input.lingua === "espanhol" ? 1 : null;
    const score = scoreArea({ booklet, answers, language });
    return {
      ano: input.ano,
      coProva: booklet.code,
      area: booklet.area,
      areaNome: AREA_NAMES[booklet.area],
      cor: booklet.color,
      nota: score.nota,
      erroPadrao: score.erroPadrao === null ? null : Math.round(score.erroPadrao * 10) / 10,
      acertos: score.rightCount,
      questoesQueContam: score.scoredCount,
      itens: score.items.map((i) => ({
        posicao: i.position,
        resposta: i.answer,
        gabarito: i.key,
        correta: i.right,
        contou: i.scored,
        impacto: i.swing === null ? null : Math.round(i.swing * 10) / 10,
      })),
    };
  } catch (error) {
    if (!(error instanceof EnemScoreError)) throw error;
    if (error.message === BOOKLET_NOT_FOUND) throw new NotFoundError(error.message);
    throw new ValidationError(error.message);
  }
}
