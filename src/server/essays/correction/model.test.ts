import { describe, expect, it } from "vitest";
import { feedbackFromModel, type ModelCorrection } from "./model.ts";

describe("feedbackFromModel", () => {
  it("snaps every score to an ENEM level and sums them", () => {
    const c = (nota: number) => ({ nota, comentario: ` nota ${nota} ` });
    const answer: ModelCorrection = {
      competencia1: c(150),
      competencia2: c(200),
      competencia3: c(95),
      competencia4: c(0),
      competencia5: c(181),
      comentario_geral: " Geral ",
    };
    const { finalScore, feedback } = feedbackFromModel(answer);
    expect([1, 2, 3, 4, 5].map((i) => (feedback[`competencia${i}`] as { nota: number }).nota)).toEqual([
      160, 200, 80, 0, 200,
    ]);
    expect(finalScore).toBe(640);
    expect(feedback.comentario_geral).toBe("Geral");
    expect(feedback.competencia1).toEqual({ nota: 160, comentario: "nota 150" });
  });
});
