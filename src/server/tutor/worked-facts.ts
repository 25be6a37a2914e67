import { formatNumber } from "#domain/solver/numbers";
import type { WorkedProblem } from "#domain/solver/solve";
import type { ConversationTurn } from "./prompt.ts";

/** How far back a stated result ("achei 4, tá certo?") looks for its problem. */
const EARLIER_MESSAGES = 3;

/** The student's latest messages before this one, newest first. */
export function earlierStudentMessages(history: ConversationTurn[]): string[] {
  return history
    .filter((m) => m.sender === "user")
    .slice(-EARLIER_MESSAGES)
    .map((m) => m.message)
    .reverse();
}

let solver: Promise<typeof import("#domain/solver/solve")> | undefined;

/**
 * The student's problem worked out by Rumo's solver, or null when the message is not one. The
 * solver (mathjs) loads with the first message, not at start-up: loading it takes half a second.
 */
export async function workedProblemOf(
  message: string,
  history: ConversationTurn[],
): Promise<WorkedProblem | null> {
  solver ??= import("#domain/solver/solve");
  const { workOut } = await solver;
  return workOut(message, earlierStudentMessages(history));
}

const answerText = (w: WorkedProblem) =>
  w.solution.answers
    .map((a) => `${a.label} = ${formatNumber(a.value)}${a.unit ? ` ${a.unit}` : ""}`)
    .join("; ");

function verdictText(w: WorkedProblem): string | null {
  if (!w.check || !w.claim) return null;
  const stated = w.claim.values.map((v) => formatNumber(v)).join(" e ");
  if (w.check.verdict === "right") return `O estudante disse ${stated}: está certo.`;
  if (w.check.verdict === "partial")
    return `O estudante disse ${stated}: está certo em parte, falta ${w.check.missing.map((v) => formatNumber(v)).join(" e ")}.`;
  const where = w.check.mistake
    ? ` O erro está no passo ${w.check.mistake.step + 1}: ${w.check.mistake.why}`
    : w.check.hint
      ? ` Provável causa: ${w.check.hint}.`
      : "";
  return `O estudante disse ${stated}: está errado.${where}`;
}

/**
 * The solver's work as facts for a model's system prompt: the model explains, Rumo computes, so a
 * model that is weak at arithmetic cannot give the student a wrong number.
 */
export function workedFactsLines(w: WorkedProblem): string[] {
  const verdict = verdictText(w);
  return [
    "Conta já feita pelo Rumo com os números do estudante (fatos: use estes valores e não refaça as contas por conta própria; ensine a partir deles, de forma socrática):",
    `- Problema: ${w.solution.title}. ${w.solution.understood}`,
    ...w.solution.steps.map((s, i) => `- Passo ${i + 1}: ${s}`),
    `- Resultado: ${answerText(w)}.`,
    ...(verdict ? [`- ${verdict}`] : []),
  ];
}

/** The same facts for a webhook, as data. */
export function workedFactsPayload(w: WorkedProblem) {
  return {
    titulo: w.solution.title,
    dados: w.solution.understood,
    passos: w.solution.steps,
    resultado: w.solution.answers.map((a) => ({ rotulo: a.label, valor: a.value, unidade: a.unit })),
    verificacao: verdictText(w),
  };
}
