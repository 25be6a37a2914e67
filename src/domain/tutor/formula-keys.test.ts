import { describe, expect, it } from "vitest";
import { formulaKeysOfLatex, formulaKeysOfMessage } from "./formula-keys.ts";

describe("formula keys", () => {
  it("gives a card's LaTeX formulas the keys students type", () => {
    const card = String.raw`A água, $\text{H}_2\text{O}$, e $\text{Ca(OH)}_2$; a 2ª lei, $F_R = m \cdot a$; $v = v_0 + a \cdot t$ e $\Delta = b^2 - 4ac$.`;
    const keys = formulaKeysOfLatex(card);
    for (const key of ["h2o", "caoh2", "fma", "vv0at", "deltab24ac"]) expect(keys).toContain(key);
  });

  it("leaves measurements alone: they are no formula to look up", () => {
    expect(formulaKeysOfLatex(String.raw`$30\,\text{m/s}^2$ e $12{,}5\,\text{m}$`)).toEqual([]);
  });

  it.each([
    ["qual a formula F = m.a?", ["fma"]],
    ["como usa v = v0 + a.t e depois delta = b2 - 4ac", ["vv0at", "deltab24ac"]],
    ["Δ = b² − 4ac", ["deltab24ac"]],
    ["E=mc² é de quem", ["emc2"]],
    ["pv=nrt oq é", ["pvnrt"]],
  ])("reads the plain-text formulas of %j", (message, keys) => {
    expect(formulaKeysOfMessage(message)).toEqual(keys);
  });

  it.each(["v = 20 m/s, quanto anda?", "2x + 3 = 11", "x = 2"])(
    "takes %j for a problem, not a formula",
    (m) => {
      expect(formulaKeysOfMessage(m)).toEqual([]);
    },
  );
});
