import { describe, expect, it } from "vitest";
import { solveSetCounts } from "./set-counts.ts";

describe("solveSetCounts", () => {
  it("counts the overlap once: the chance of one group or the other", () => {
    const s = solveSetCounts(
      "numa sala de 40 alunos, 25 gostam de matematica, 20 gostam de fisica e 10 gostam das duas. qual a probabilidade dele gostar de mat ou de fisica?",
    );
    expect(s?.answers).toEqual([{ label: "probabilidade", value: 87.5, unit: "%" }]);
    // 25 + 20 = 45 out of 40: the overlap counted twice.
    expect(s?.mistakes.map((m) => m.value)).toEqual([112.5]);
  });

  it("answers those in neither group, or only in the first, as counts", () => {
    expect(
      solveSetCounts(
        "numa pesquisa com 200 pessoas, 120 leem jornal, 90 leem revista e 50 leem os dois. quantas nao leem nenhum?",
      )?.answers[0]?.value,
    ).toBe(40);
    expect(
      solveSetCounts(
        "de 200 pessoas, 120 leem jornal, 90 leem revista e 50 leem os dois. quantas leem apenas jornal?",
      )?.answers[0]?.value,
    ).toBe(70);
  });

  it.each(["numa sala de 40 alunos, 25 são meninas. quantos são meninos?", "40 alunos e 10 gostam das duas"])(
    "leaves %j alone",
    (m) => expect(solveSetCounts(m)).toBeNull(),
  );
});
