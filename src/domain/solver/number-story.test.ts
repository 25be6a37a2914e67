import { describe, expect, it } from "vitest";
import { solveNumberStory } from "./number-story.ts";

describe("solveNumberStory", () => {
  it("undoes the operations, last first", () => {
    const s = solveNumberStory("pensei num numero, multipliquei por 4 e somei 10, deu 58. qual é?");
    expect(s?.answers).toEqual([{ label: "x", value: 12, unit: "" }]);
    expect(s?.steps[0]).toContain("= 58");
    // 58 ÷ 4 − 10: undone in the order they were done.
    expect(s?.mistakes.map((m) => m.value)).toEqual([4.5]);
    expect(
      solveNumberStory("pensei em um número, dobrei, tirei 6 e dividi por 2 e deu 9")?.answers[0]?.value,
    ).toBe(12);
  });

  it.each(["pensei num numero e deu branco", "multipliquei por 4 e deu 58"])("leaves %j alone", (m) =>
    expect(solveNumberStory(m)).toBeNull(),
  );
});
