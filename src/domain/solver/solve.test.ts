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
