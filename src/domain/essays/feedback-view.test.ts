import { describe, expect, it } from "vitest";
import { competencyScores, feedbackParagraphs, feedbackView, humanizeKey } from "./feedback-view.ts";

describe("feedbackParagraphs", () => {
  it("splits on ### and renders **bold** as segments, nothing else", () => {
    expect(feedbackParagraphs("**160/200 — bom.** Texto.###**Como melhorar:** revise.")).toEqual([
      [
        { text: "160/200 — bom.", bold: true },
        { text: " Texto.", bold: false },
      ],
      [
        { text: "Como melhorar:", bold: true },
        { text: " revise.", bold: false },
      ],
    ]);
  });

  it("leaves HTML as text and an unbalanced ** literal", () => {
    expect(feedbackParagraphs("<b>oi</b>")).toEqual([[{ text: "<b>oi</b>", bold: false }]]);
    expect(feedbackParagraphs("a ** b")).toEqual([
      [
        { text: "a ", bold: false },
        { text: "**", bold: false },
        { text: " b", bold: false },
      ],
    ]);
  });

  it("shows a paragraph wrapped in underscores as an italic note", () => {
    expect(feedbackParagraphs("Texto.###_Correção automática: use-a como orientação._")[1]).toEqual([
      { text: "Correção automática: use-a como orientação.", bold: false, italic: true },
    ]);
  });

  it("treats blank lines as paragraph breaks too", () => {
    expect(feedbackParagraphs("um\n\ndois")).toHaveLength(2);
  });
});

describe("feedbackView", () => {
  it("orders general comment, competencies and extra keys", () => {
    const view = feedbackView({
      comentario_geral: "Geral",
      competencia2: "Texto simples",
      competencia1: { nota: 160, comentario: "C1", evidencias: ["e1"] },
      pontos_fortes: ["Coesão"],
      anulacao: "Texto insuficiente",
    });
    expect(view.general).toBe("Geral");
    expect(view.competencies.map((c) => [c.number, c.score])).toEqual([
      [1, 160],
      [2, null],
    ]);
    expect(view.competencies[0]?.evidence).toEqual(["e1"]);
    expect(view.extras).toEqual([
      { label: "Pontos fortes", lines: ["Coesão"] },
      { label: "Anulação", lines: ["Texto insuficiente"] },
    ]);
  });

  it("is empty without feedback", () => {
    expect(feedbackView(null)).toEqual({ general: null, competencies: [], extras: [] });
  });

  it("reads the five scores for the chart", () => {
    expect(competencyScores({ competencia1: { nota: 80, comentario: "" }, competencia3: "x" })).toEqual([
      80,
      null,
      null,
      null,
      null,
    ]);
    expect(humanizeKey("notaExtra_bonus")).toBe("Nota extra bonus");
  });
});
