/**
 * A problem worked out with the student's own numbers. Every figure in `steps` and `answers` is
 * computed (mathjs), never written by hand, so the tutor can say whether the student's result is
 * right and, when it matches a known mistake, which step went wrong.
 */
export type Solution = {
  /** What kind of problem it is, in pt-BR ("Equação do 2º grau", "Juros compostos"). */
  title: string;
  /** Words beside the title that find the study card teaching the method ("bhaskara discriminante"). */
  keywords?: string;
  /** One sentence with the data read from the message, so the student sees what was understood. */
  understood: string;
  /** The steps, in order, pt-BR Markdown with $LaTeX$; each shows the student's numbers. */
  steps: string[];
  /** The result(s): a quadratic has two roots, a system one value per unknown. */
  answers: SolvedValue[];
  /** Wrong results that common mistakes give, and the step (index into `steps`) where they go wrong. */
  mistakes: KnownMistake[];
};

export type SolvedValue = {
  /** What the value is: "x", "montante", "aceleração". */
  label: string;
  value: number;
  /** The unit as a student writes it ("m/s²", "R$", "g/mol", "%"); empty for none. */
  unit: string;
  /** A value the working goes through (the mols before a concentration): shown, not required of a student's result. */
  intermediate?: boolean;
};

export type KnownMistake = {
  value: number;
  /** Index into `steps` of the step this mistake gets wrong. */
  step: number;
  /** pt-BR: what the mistake did ("usou juros simples: 1000 × 0,1 × 3"). */
  why: string;
};

/** A solver reads a message and answers a solution, or null when the message is not its kind of problem. */
export type Solver = (message: string) => Solution | null;
