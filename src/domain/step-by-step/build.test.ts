import { describe, expect, it } from "vitest";
import type { Solution } from "#domain/solver/types";
import { buildStepByStep, commandOf, explanationSteps } from "./build.ts";

const interest: Solution = {
  title: "Juros compostos",
  understood: "Capital de R$ 1.000, taxa de 10% ao mês, 3 meses.",
  steps: ["$M = 1000 \\cdot 1{,}1^3$", "$M = 1331$"],
  answers: [{ label: "montante", value: 1331, unit: "R$" }],
  mistakes: [],
};

const question = {
  prompt:
    "Uma loja financia compras a juros compostos.\n\n| mês | taxa |\n|---|---|\n| 1 | 10% |\n\nQual é o montante de uma dívida de R$ 1.000 após 3 meses?",
  options: ["R$ 1.300", "R$ 1.331", "R$ 1.210", "R$ 1.100", "R$ 3.000"],
  correctAnswer: "R$ 1.331",
  explanation:
    "Nos juros compostos a taxa incide sobre o montante do mês anterior. Assim, M = 1000 · 1,1³ = 1331.",
  optionNotes: [
    "Juros simples: 1000 + 3 · 100.",
    "",
    "Só dois meses.",
    "Só um mês.",
    "Multiplicou o capital por 3.",
  ],
};

describe("buildStepByStep", () => {
  it("opens with the item's command, not the table or the context", () => {
    expect(commandOf(question.prompt)).toBe("Qual é o montante de uma dívida de R$ 1.000 após 3 meses?");
  });

  it("computes with the statement's numbers when the result is the key's", () => {
    const built = buildStepByStep({ ...question, solution: interest });
    expect(built.computed).toBe(true);
    expect(built.sections.map((s) => s.title)).toEqual([
      "O que a questão pede",
      "Cálculo com os dados do enunciado (Juros compostos)",
      "Raciocínio",
      "Por que as outras alternativas estão erradas",
    ]);
    expect(built.sections[1]!.steps.at(-1)).toBe("Resultado: montante = 1.331 R$.");
    expect(built.answer).toEqual({ letter: "B", text: "R$ 1.331" });
  });

  it("leaves the computation out when it does not give the key's value", () => {
    const built = buildStepByStep({
      ...question,
      solution: { ...interest, answers: [{ label: "M", value: 1300, unit: "" }] },
    });
    expect(built.computed).toBe(false);
    expect(built.sections.some((s) => s.title.startsWith("Cálculo"))).toBe(false);
  });

  it("explains each wrong option with its note, never the key's", () => {
    const built = buildStepByStep({ ...question, solution: null });
    const others = built.sections.at(-1)!;
    expect(others.steps).toEqual([
      "**A)** Juros simples: 1000 + 3 · 100.",
      "**C)** Só dois meses.",
      "**D)** Só um mês.",
      "**E)** Multiplicou o capital por 3.",
    ]);
  });

  it("splits a one-paragraph explanation into its sentences", () => {
    expect(explanationSteps(question.explanation)).toEqual([
      "Nos juros compostos a taxa incide sobre o montante do mês anterior.",
      "Assim, M = 1000 · 1,1³ = 1331.",
    ]);
  });
});
