/**
 * The crafted-case suite: each essay of crafted-cases/ through the whole corrector, checked
 * against the grade an ENEM grader would give — annulment reason, ENEM caps (exactly: the
 * expected ones apply and no other), and the total within ENEM's tolerance (100 points) where
 * the case states one.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createBuiltinCorrector } from "../index.ts";
import type { BuiltinCorrection, BuiltinEssayCorrector } from "../types.ts";
import { CRAFTED_CASES, type CraftedCap, type CraftedCase, craftedTopic } from "./index.ts";

let corrector: BuiltinEssayCorrector;
beforeAll(async () => {
  corrector = await createBuiltinCorrector();
}, 60_000);

const run = (c: CraftedCase): BuiltinCorrection =>
  corrector.correct({ text: c.paragraphs.join("\n\n"), topic: craftedTopic(c.topic) });

/** The caps the correction shows: tangential (C2, C3, C5 ≤ 40), human rights (C5 = 0 for that reason). */
function capsOf(r: BuiltinCorrection): CraftedCap[] {
  const caps: CraftedCap[] = [];
  if (r.tangential) caps.push("tangential");
  if (r.competencies[4].score === 0 && /direitos humanos/.test(r.competencies[4].comment))
    caps.push("human_rights");
  return caps;
}

describe("crafted ENEM-rule cases", () => {
  it("has at least 40 cases, each with a reason", () => {
    expect(CRAFTED_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CRAFTED_CASES.map((c) => c.id)).size).toBe(CRAFTED_CASES.length);
    for (const c of CRAFTED_CASES) expect(c.why.length).toBeGreaterThan(40);
  });

  for (const c of CRAFTED_CASES) {
    it(`${c.id}: ${c.expected.annulment ?? "not annulled"}${c.expected.caps.length ? `, ${c.expected.caps.join(", ")}` : ""}`, () => {
      const r = run(c);
      expect(r.annulment?.reason ?? null, c.why).toBe(c.expected.annulment);
      if (c.expected.annulment) {
        expect(r.finalScore).toBe(0);
        return;
      }
      expect(capsOf(r).sort(), c.why).toEqual([...c.expected.caps].sort());
      if (c.expected.caps.includes("tangential"))
        for (const k of [1, 2, 4]) expect(r.competencies[k]?.score).toBeLessThanOrEqual(40);
      // Not annulled: C2 = 0 would mean leaving the theme or the type, which is an annulment.
      expect(r.competencies[1].score).toBeGreaterThan(0);
    });
    const total = c.expected.total;
    if (total !== undefined && !c.expected.annulment)
      it(`${c.id}: total within 100 of ${total}`, () => {
        expect(Math.abs(run(c).finalScore - total)).toBeLessThanOrEqual(100);
      });
  }
});
