import { describe, expect, it } from "vitest";
import { withinPromptTargets } from "./calibration.ts";

describe("within-prompt targets", () => {
  it("takes each prompt's shrunk offset out of its essays' targets and keeps the overall mean", () => {
    // Prompt "a" graded one level above the overall mean, prompt "b" one below; "" is unknown.
    const keys = ["a", "a", "a", "b", "b", "b", ""];
    const y = [[4], [4], [4], [2], [2], [2], [3]];
    const out = withinPromptTargets(keys, y, 1, 3);
    // Shrunk offset of "a": (12 + 3·3) / (3 + 3) − 3 = 0.5.
    expect(out[0]?.[0]).toBeCloseTo(3.5);
    expect(out[3]?.[0]).toBeCloseTo(2.5);
    expect(out[6]?.[0]).toBe(3);
    const mean = (rows: number[][]) => rows.reduce((s, r) => s + (r[0] ?? 0), 0) / rows.length;
    expect(mean(out)).toBeCloseTo(mean(y));
  });

  it("leaves the targets alone with strength 0", () => {
    const y = [
      [1, 2],
      [3, 4],
    ];
    expect(withinPromptTargets(["a", "b"], y, 0)).toBe(y);
  });
});
