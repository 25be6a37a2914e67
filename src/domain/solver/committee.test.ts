import { describe, expect, it } from "vitest";
import { solveCommittee } from "./committee.ts";

describe("solveCommittee", () => {
  it("multiplies the combinations of each group", () => {
    const s = solveCommittee(
      "na sala tem 6 meninas e 5 meninos e a prof quer uma comissao de 4 pessoas com 2 meninas e 2 meninos. quantas comissoes?",
    );
    expect(s?.answers.map((a) => a.value)).toEqual([150, 15, 10]);
    // Arrangements instead of combinations; a sum instead of a product; 4 of all 11.
    expect(s?.mistakes.map((m) => m.value)).toEqual([600, 25, 330]);
    expect(s?.answers[1]?.label).toBe("escolhas de meninas");
  });

  it.each([
    "quantas comissoes de 3 pessoas podemos formar com 10 alunos?",
    "tenho 6 meninas e 5 meninos na sala",
  ])("leaves %j to other solvers", (m) => expect(solveCommittee(m)).toBeNull());
});
