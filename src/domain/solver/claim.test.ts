import { describe, expect, it } from "vitest";
import { checkClaim, splitClaim } from "./claim.ts";
import type { Solution } from "./types.ts";

describe("splitClaim", () => {
  it.each([
    ["achei 1300 num problema de juros compostos de 1000 reais a 10% ao mes por 3 meses, ta certo?", [1300]],
    ["um carro vai de 0 a 100 km/h em 10 s. achei 36 m/s², tá certo?", [36]],
    ["x² - 5x + 6 = 0, deu x = 2 e x = 3?", [2, 3]],
    ["1000 a 10% ao mes por 3 meses em juros compostos é 1300 né?", [1300]],
    ["massa molar do H2SO4 da 98 g/mol ne", [98]],
    ["minha resposta foi 12,5 m/s", [12.5]],
    ["200 reais, aumentou 10% e depois baixou 10%, eu respondi q ficou em 198 pq um anula o outro", [198]],
    ["na prova marquei 24 combinacoes pra 4 camisas e 3 calcas", [24]],
    ["pai aa e mae Aa, a chance de uma menina aa eu fiz 1/2 x 1/2 = 1/4, ou seja 25%. ta certo?", [25]],
    ["420 g numa proveta e a agua subiu 350 mL. fiz a densidade e deu 0,83 g/mL, ta certo?", [0.83]],
    ["salario de 2.400, aumento de 15% e corte de 15%. fiz as contas e voltou pra 2.400 ne?", [2400]],
  ])("reads the student's result out of %j", (message, values) => {
    const { problem, claim } = splitClaim(message);
    expect(claim?.values).toEqual(values);
    // The result is not left in the problem for the solver to read as data.
    for (const v of values) expect(problem).not.toMatch(new RegExp(`(^|\\D)${v}(\\D|$)`));
  });

  it.each(["quanto é 15% de 240", "10% ao mês por 3 meses, tá certo?", "o que é aceleração?"])(
    "finds no stated result in %j",
    (message) => expect(splitClaim(message)).toEqual({ problem: message, claim: null }),
  );
});

const compound: Solution = {
  title: "Juros compostos",
  understood: "Capital de R$ 1.000, 10% ao mês, 3 meses.",
  steps: ["fórmula", "conta"],
  answers: [{ label: "montante", value: 1331, unit: "R$" }],
  mistakes: [{ value: 1300, step: 0, why: "usou juros simples" }],
};
const quadratic: Solution = {
  title: "Equação do 2º grau",
  understood: "x² − 5x + 6 = 0",
  steps: ["Δ", "raízes"],
  answers: [
    { label: "x₁", value: 2, unit: "" },
    { label: "x₂", value: 3, unit: "" },
  ],
  mistakes: [],
};

describe("checkClaim", () => {
  it("accepts a result rounded by hand", () => {
    expect(checkClaim(compound, { values: [1331.2], text: "" })).toEqual({ verdict: "right" });
  });
  it("names the step of a known mistake", () => {
    expect(checkClaim(compound, { values: [1300], text: "" })).toEqual({
      verdict: "wrong",
      mistake: compound.mistakes[0],
      hint: null,
    });
  });
  it("recognises a slip of the decimal point or of the sign", () => {
    const check = checkClaim(compound, { values: [133.1], text: "" });
    expect(check).toMatchObject({
      verdict: "wrong",
      mistake: null,
      hint: expect.stringContaining("vírgula"),
    });
    expect(checkClaim(quadratic, { values: [-2, -3], text: "" })).toMatchObject({
      hint: expect.stringContaining("sinal"),
    });
  });
  it("says which root is missing", () => {
    expect(checkClaim(quadratic, { values: [3], text: "" })).toEqual({ verdict: "partial", missing: [2] });
  });
  it("does not invent a cause for a value it cannot explain", () => {
    expect(checkClaim(compound, { values: [999], text: "" })).toEqual({
      verdict: "wrong",
      mistake: null,
      hint: null,
    });
  });
});

describe("checkClaim with a signed result and its magnitude", () => {
  const braking: Solution = {
    title: "Movimento uniformemente variado",
    understood: "",
    steps: ["a", "b"],
    answers: [
      { label: "aceleração", value: -5, unit: "m/s²" },
      { label: "desaceleração (módulo)", value: 5, unit: "m/s²" },
      { label: "distância", value: 62.5, unit: "m" },
    ],
    mistakes: [],
  };
  it("takes either sign for the one result, and still asks for the other", () => {
    expect(checkClaim(braking, { values: [5, 62.5], text: "" })).toEqual({ verdict: "right" });
    expect(checkClaim(braking, { values: [-5], text: "" })).toEqual({ verdict: "partial", missing: [62.5] });
  });
  it("keeps two roots of opposite sign as two results", () => {
    const square: Solution = {
      ...quadratic,
      answers: [
        { label: "x₁", value: 2, unit: "" },
        { label: "x₂", value: -2, unit: "" },
      ],
    };
    expect(checkClaim(square, { values: [2], text: "" })).toEqual({ verdict: "partial", missing: [-2] });
  });
});

describe("splitClaim leaves a problem's own data alone", () => {
  it.each([
    "mano me ajuda: 3 coxinhas e 2 sucos deram 31 reais, 2 coxinhas e 1 suco deu 19. quanto custa cada um?",
    "se 3 kg dá 12 reais, quanto custa 7 kg?",
  ])("%j states no result", (message) => expect(splitClaim(message).claim).toBeNull());

  it("still reads a result given with deu at the end or before a check", () => {
    expect(splitClaim("juros compostos de 5000 a 2% ao mês por 3 meses deu 5300 né?").claim?.values).toEqual([
      5300,
    ]);
    expect(splitClaim("quantos mols tem 36 g de agua? deu 2 mol").claim?.values).toEqual([2]);
  });
});

describe("splitClaim leaves the student's working out of the problem", () => {
  it.each([
    [
      "apliquei 2.000 reais a 5% ao mes durante 3 meses a juros compostos. fiz 5% de 2000 = 100, vezes 3 = 300, ai o montante deu 2.300. ta certo?",
      "apliquei 2.000 reais a 5% ao mes durante 3 meses a juros compostos.",
    ],
    ["massa molar do Ca(OH)2, calculei 40+16+1 = 57 g/mol ta certo?", "massa molar do Ca(OH)2,"],
  ])("%j", (message, problem) => {
    expect(splitClaim(message).problem.startsWith(problem)).toBe(true);
    expect(splitClaim(message).problem).not.toMatch(/fiz|calculei/);
  });

  it("keeps the data a student gives after such a word", () => {
    expect(splitClaim("usei F = m.a com 20 N e 5 kg e achei 100, ta certo?").problem).toContain(
      "20 N e 5 kg",
    );
  });
});
