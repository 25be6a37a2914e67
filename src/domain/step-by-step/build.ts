import { formatNumber, numbersIn, sameResult } from "#domain/solver/numbers";
import type { Solution } from "#domain/solver/types";

export type StepByStepSection = { title: string; steps: string[] };

export type StepByStep = {
  sections: StepByStepSection[];
  answer: { letter: string; text: string };
  /** True when a section holds Rumo's computation with the statement's numbers. */
  computed: boolean;
};

export type StepByStepInput = {
  /** Markdown statement (may hold tables and ```grafico blocks). */
  prompt: string;
  options: string[];
  /** The right option's text, as the bank keeps it. */
  correctAnswer: string;
  explanation: string | null;
  optionNotes: string[] | null;
  /** The solver's work on the statement, when it read one (see `computationFits`). */
  solution: Solution | null;
};

const LETTERS = ["A", "B", "C", "D", "E"];

/** Paragraphs of plain text: fenced blocks, tables, images and source lines left out. */
function paragraphs(markdown: string): string[] {
  return markdown
    .replace(/```[\s\S]*?```/g, "")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(
      (p) => p.length > 0 && !p.startsWith("|") && !p.startsWith("![") && !/^(fonte|disponível em)/i.test(p),
    );
}

/** The command of the item: the last paragraph of the statement (ENEM puts the question last). */
export function commandOf(prompt: string): string | null {
  return paragraphs(prompt).at(-1) ?? null;
}

/** Sentences of a paragraph, split where a sentence ends and the next begins with a capital or a number. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÂÊÔÃÕÇ0-9$])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The explanation as steps: its paragraphs, or its sentences when it is one paragraph. */
export function explanationSteps(explanation: string): string[] {
  const parts = paragraphs(explanation);
  return parts.length > 1 ? parts : sentences(parts[0] ?? explanation.trim());
}

/**
 * The solver read the statement the way the key does: one of its results is a number the correct
 * option states. Otherwise its work is left out (a statement's numbers can fool a solver).
 */
export function computationFits(solution: Solution, correctOption: string): boolean {
  const stated = numbersIn(correctOption);
  return solution.answers.some((a) => stated.some((n) => sameResult(a.value, n)));
}

export function buildStepByStep(input: StepByStepInput): StepByStep {
  // The bank keeps the right option's text.
  const index = input.options.indexOf(input.correctAnswer);
  const correctText = input.correctAnswer;
  const sections: StepByStepSection[] = [];

  const command = commandOf(input.prompt);
  if (command) sections.push({ title: "O que a questão pede", steps: [command] });

  const computed = input.solution !== null && computationFits(input.solution, correctText);
  if (computed && input.solution) {
    const s = input.solution;
    const result = s.answers
      .map((a) => `${a.label} = ${formatNumber(a.value)}${a.unit ? ` ${a.unit}` : ""}`)
      .join("; ");
    sections.push({
      title: `Cálculo com os dados do enunciado (${s.title})`,
      steps: [s.understood, ...s.steps, `Resultado: ${result}.`],
    });
  }

  if (input.explanation?.trim())
    sections.push({ title: "Raciocínio", steps: explanationSteps(input.explanation) });

  const others = (input.optionNotes ?? []).flatMap((note, i) =>
    i === index || !note?.trim() || !input.options[i] ? [] : [`**${LETTERS[i]})** ${note.trim()}`],
  );
  if (others.length > 0)
    sections.push({ title: "Por que as outras alternativas estão erradas", steps: others });

  return { sections, answer: { letter: LETTERS[index] ?? "", text: correctText }, computed };
}
