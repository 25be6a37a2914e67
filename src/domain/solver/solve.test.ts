import { describe, expect, it } from "vitest";
import { sameResult } from "./numbers.ts";
import { normalizeDurations, workOut } from "./solve.ts";

describe("normalizeDurations", () => {
  it.each([
    ["fez o trajeto em 3h30min", "fez o trajeto em 3,5 h"],
    ["durou 2 horas e 15 minutos", "durou 2,25 h"],
    ["levou 1h45", "levou 1,75 h"],
    ["gastou 1 h 40 min", "gastou 1,666667 h"],
  ])("%s", (text, expected) => {
    expect(normalizeDurations(text)).toBe(expected);
  });

  it("leaves clock times, minutes past 59 and other units alone", () => {
    for (const text of ["sai as 14h30 e cheguei às 16h45", "em 2h75", "a 5 m/s por 2 h"])
      expect(normalizeDurations(text)).toBe(text);
  });

  it("lets the solvers read a duration in hours and minutes", () => {
    const worked = workOut("um carro faz 270 km em 3h30min, qual a velocidade media?");
    expect(worked?.solution.title).toBe("Velocidade média");
    expect(sameResult(worked!.solution.answers[0]!.value, 270 / 3.5)).toBe(true);
  });
});

describe("workOut with a stated result", () => {
  it("reads what the claim's own words ask when the rest does not say it", () => {
    const w = workOut(
      "numa populaçao em equilibrio de hardy weinberg 9% das pessoas sao aa. achei q os heterozigotos sao 42%, acertei?",
    );
    expect(w?.solution.title).toBe("Equilíbrio de Hardy-Weinberg");
    // q = 0,3 is a step on the way, not a result the student owes.
    expect(w?.check).toEqual({ verdict: "right" });
  });

  it("leaves the student's working out of the data and finds the step a wrong total skipped", () => {
    const w = workOut(
      "um tenis de R$ 250 teve desconto de 20% e dps mais 10% no caixa. somei os descontos e deu 30%, ent paguei R$ 175 ne? ta certo?",
    );
    expect(w?.solution.answers.map((a) => a.value)).toEqual([28, 180]);
    expect(w?.check).toMatchObject({ verdict: "wrong", mistake: { value: 175 } });
  });

  it("keeps a number story's operations as the problem, not as the student's working", () => {
    const w = workOut(
      "pensei num numero, multipliquei por 4 e somei 10, deu 58. achei que o numero é 12, ta certo?",
    );
    expect(w?.solution.answers[0]?.value).toBe(12);
    expect(w?.check).toEqual({ verdict: "right" });
  });
});
