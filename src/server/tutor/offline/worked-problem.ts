import { formatNumber } from "#domain/solver/numbers";
import type { WorkedProblem } from "#domain/solver/solve";
import type { SolvedValue } from "#domain/solver/types";

/** "R$ 1.331", "4 m/s²", "25%": a result as the student writes it. */
export function valueText(value: number, unit: string): string {
  const number = formatNumber(value);
  if (!unit) return number;
  if (unit === "R$") return `R\\$ ${number}`;
  return unit === "%" ? `${number}%` : `${number} ${unit}`;
}

const answerLine = (answers: SolvedValue[]) =>
  answers.map((a) => `${a.label ? `${a.label} = ` : ""}${valueText(a.value, a.unit)}`).join("; ");

/** The verdict on the student's own result, first, before any working. */
function verdictLines(worked: WorkedProblem, firstName: string): string[] {
  const { check, claim } = worked;
  if (!check || !claim) return [];
  const stated = claim.values.map((v) => formatNumber(v)).join(" e ");
  if (check.verdict === "right")
    return [`✅ **Isso mesmo, ${firstName}!** ${stated} está certo. Confira se o seu caminho bate com este:`];
  if (check.verdict === "partial")
    return [
      `🟡 **Quase, ${firstName}:** ${stated} está certo, mas falta ${check.missing.map((v) => formatNumber(v)).join(" e ")}. Veja de onde sai:`,
    ];
  const lines = [`❌ **Não é ${stated}, ${firstName}.**`];
  if (check.mistake) {
    const step = check.mistake.step + 1;
    lines.push(
      "",
      `O erro está no **passo ${step}**: ${check.mistake.why.replace(/\.$/, "")}. Refaça o passo ${step} e me mande o que encontrou; a resolução completa está logo abaixo para você conferir depois.`,
    );
  } else if (check.hint) {
    lines.push("", `Pelo valor, ${check.hint}. Refaça a conta e compare com os passos abaixo.`);
  } else {
    lines.push(
      "",
      "Não consegui reconstruir de onde veio esse valor. Compare a sua conta com os passos abaixo, um de cada vez, e me diga em qual passo o seu número ficou diferente.",
    );
  }
  return lines;
}

/**
 * The problem worked out with the student's numbers: what was understood, the numbered steps and
 * the result, after the verdict on the student's result when they gave one. Every figure comes from
 * the solver, which computed it.
 */
export function workedProblemLines(worked: WorkedProblem, firstName: string): string[] {
  const { solution } = worked;
  const verdict = verdictLines(worked, firstName);
  return [
    ...(verdict.length ? ["", ...verdict] : []),
    "",
    `### 🧮 ${solution.title}, com os seus números`,
    "",
    `_Entendi assim:_ ${solution.understood}`,
    "",
    ...solution.steps.map((step, i) => `${i + 1}. ${step}`),
    "",
    `**Resposta:** ${answerLine(solution.answers)}`,
  ];
}

/** The question that ends an answer to a problem: redo the wrong step, or explain the method back. */
export function workedProblemClosing(worked: WorkedProblem, firstName: string): string {
  const you = `**Sua vez, ${firstName}:**`;
  if (worked.check?.verdict === "wrong" && worked.check.mistake)
    return `${you} refaça o passo ${worked.check.mistake.step + 1} do seu jeito e me mande o número que encontrou.`;
  const first = worked.solution.mistakes[0];
  if (first)
    return `${you} um erro comum aqui dá ${formatNumber(first.value)}. Consegue dizer em que passo ele acontece e por quê?`;
  return `${you} mude um dos números do problema, refaça as contas e me mande o seu resultado para eu conferir.`;
}
