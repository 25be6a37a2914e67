import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { CONTENT_DIR } from "#server/paths";

/** content/tutor-eval/*.json: students' questions and what a useful answer must hold. */
const evalQuestion = z.object({
  id: z.number(),
  tutor: z.string(),
  message: z.string(),
  expect: z.object({
    cards: z.array(z.string()).optional(),
    values: z.array(z.string()).optional(),
    verdict: z.enum(["certo", "errado"]).optional(),
    plan: z.boolean().optional(),
  }),
  why: z.string(),
});
export type EvalQuestion = z.infer<typeof evalQuestion>;

/** The sets of content/tutor-eval, in the order they were written (its README says how each was used). */
export function loadEvalQuestions(
  name: "questions" | "holdout" | "blind" | "blind-2" | "blind-3" | "blind-4",
): EvalQuestion[] {
  const file = join(CONTENT_DIR, "tutor-eval", `${name}.json`);
  return z.array(evalQuestion).parse(JSON.parse(readFileSync(file, "utf8")));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A value as a whole number of the answer: "5" is not found inside "25" or "5,5". */
function holdsValue(answer: string, value: string): boolean {
  return new RegExp(`(?<![\\d.,])${escapeRegExp(value)}(?![\\d]|[.,]\\d)`).test(answer);
}

/** The study cards the answer shows, in order ("**📘 Title**"). */
function cardsShown(answer: string): string[] {
  return [...answer.matchAll(/\*\*📘 (.+?)\*\*/g)].map((m) => m[1]!.replace(/\\(.)/g, "$1"));
}

const VERDICT_MARK = { certo: /✅|Isso mesmo/, errado: /❌|Não é \S/ } as const;

/**
 * The rubric of content/tutor-eval/README.md, applied to an answer: 3 answers what was asked, 2 is
 * useful but incomplete, 1 is on the subject but not what was asked, 0 is nothing, or wrong.
 */
export function rateAnswer(q: EvalQuestion, answer: string): { rating: 0 | 1 | 2 | 3; why: string } {
  const { cards, values, verdict, plan } = q.expect;
  if (verdict) {
    const other = verdict === "certo" ? "errado" : "certo";
    if (VERDICT_MARK[other].test(answer)) return { rating: 0, why: `veredito "${other}"` };
  }
  const shown = cardsShown(answer);
  const leads = !cards || (shown[0] !== undefined && cards.includes(shown[0]));
  const appears = !cards || shown.some((c) => cards.includes(c)) || cards.some((c) => answer.includes(c));
  const missingValues = (values ?? []).filter((v) => !holdsValue(answer, v));
  const verdictGiven = !verdict || VERDICT_MARK[verdict].test(answer);
  if (plan) {
    const isPlan =
      /Seu plano/.test(answer) && /\*\*(Segunda|Terça|Quarta|Quinta|Sexta|Sábado|Domingo):\*\*/.test(answer);
    if (!isPlan) return { rating: 0, why: "sem plano semanal" };
    return /não me disse quantas horas/.test(answer)
      ? { rating: 2, why: "plano sem as horas do estudante" }
      : { rating: 3, why: "plano semanal com as horas do estudante" };
  }
  if (missingValues.length === 0 && leads && verdictGiven) return { rating: 3, why: "completa" };
  if (values && missingValues.length === 0)
    return { rating: 2, why: verdictGiven ? "ficha esperada não abre" : "sem veredito" };
  if (!values && appears && verdictGiven) return { rating: 2, why: "ficha esperada não é a primeira" };
  if (!values && leads) return { rating: 2, why: "sem veredito" };
  if (shown.length > 0 || appears)
    return {
      rating: 1,
      why: values ? `faltam ${missingValues.join(", ")}` : `abre com ${shown[0] ?? "outra ficha"}`,
    };
  return { rating: 0, why: "nada útil" };
}
