import { describe, expect, it } from "vitest";
import { normalizeCorrection, scoreInText } from "./feedback.ts";

const five = (nota: number) =>
  Object.fromEntries([1, 2, 3, 4, 5].map((i) => [`competencia${i}`, { nota, comentario: `C${i} ok` }]));

describe("normalizeCorrection", () => {
  it("reads the spec's shape: competencia1..5 as {nota, comentario} and comentario_geral", () => {
    const result = normalizeCorrection({ ...five(160), comentario_geral: "Bom texto.", nota_final: 800 });
    expect(result?.finalScore).toBe(800);
    expect(result?.feedback.competencia1).toEqual({ nota: 160, comentario: "C1 ok" });
    expect(result?.feedback.comentario_geral).toBe("Bom texto.");
  });

  it("sums the competencies when nota_final is missing", () => {
    const result = normalizeCorrection({ ...five(120), competencia5: { nota: 200, comentario: "ótima" } });
    expect(result?.finalScore).toBe(680);
  });

  it("accepts numbers written as strings and clamps out-of-range scores", () => {
    const result = normalizeCorrection({
      ...five(80),
      competencia1: { nota: "240", comentario: "x" },
      competencia2: { nota: "120", comentario: "y" },
    });
    expect(result?.feedback.competencia1).toEqual({ nota: 200, comentario: "x" });
    expect(result?.finalScore).toBe(200 + 120 + 80 * 3);
  });

  it("keeps plain-text competencies and uses nota_final", () => {
    const result = normalizeCorrection({
      competencia1: "Poucos desvios de norma.",
      competencia2: "Boa compreensão.",
      comentario_geral: "Redação consistente.",
      nota_final: "720",
    });
    expect(result?.finalScore).toBe(720);
    expect(result?.feedback.competencia1).toBe("Poucos desvios de norma.");
  });

  it("reads scores written inside plain text when there is no nota_final", () => {
    const text = (n: number) => `Nota ${n}/200: comentário.`;
    const result = normalizeCorrection({
      competencia1: text(160),
      competencia2: text(120),
      competencia3: text(120),
      competencia4: text(160),
      competencia5: "Nota: 80 — falta detalhamento.",
    });
    expect(result?.finalScore).toBe(640);
    expect(scoreInText("sem número")).toBeNull();
  });

  it("refuses a reply it cannot score", () => {
    expect(normalizeCorrection({ competencia1: "Sem nota nenhuma." })).toBeNull();
    expect(normalizeCorrection({ ok: true })).toBeNull();
    expect(normalizeCorrection("not json")).toBeNull();
    expect(normalizeCorrection(null)).toBeNull();
    expect(normalizeCorrection([])).toBeNull();
  });

  it("unwraps redacao (the spec's function answer), feedback and feedback_correcao", () => {
    const inner = { ...five(200), comentario_geral: "Excelente." };
    const fromRedacao = normalizeCorrection({
      redacao: {
        id: "x",
        user_id: "u",
        conteudo: "texto",
        status: "corrigida",
        nota_final: 1000,
        feedback_correcao: inner,
      },
    });
    expect(fromRedacao?.finalScore).toBe(1000);
    expect(fromRedacao?.feedback).not.toHaveProperty("conteudo");
    expect(normalizeCorrection({ feedback: inner })?.finalScore).toBe(1000);
    expect(normalizeCorrection({ feedback_correcao: inner, nota_final: 960 })?.finalScore).toBe(960);
  });

  it("unwraps a one-item array (n8n) and JSON text, even in a code fence", () => {
    const inner = { ...five(40), comentario_geral: "Reescreva." };
    expect(normalizeCorrection([inner])?.finalScore).toBe(200);
    expect(normalizeCorrection(JSON.stringify(inner))?.finalScore).toBe(200);
    expect(normalizeCorrection({ output: `\`\`\`json\n${JSON.stringify(inner)}\n\`\`\`` })?.finalScore).toBe(
      200,
    );
  });

  it("reads a competencias list and competencia_1 style keys", () => {
    const list = [1, 2, 3, 4, 5].map(() => ({ nota: 160, comentario: "bom", evidencias: ["trecho"] }));
    const result = normalizeCorrection({ competencias: list, comentario_geral: "ok" });
    expect(result?.finalScore).toBe(800);
    expect(result?.feedback.competencia3).toEqual({ nota: 160, comentario: "bom", evidencias: ["trecho"] });
    const underscored = normalizeCorrection({
      competencia_1: { nota: 40, comentario: "a" },
      Competencia2: { nota: 40, comentario: "b" },
      competencia3: { nota: 40, comentario: "c" },
      competencia4: { nota: 40, comentario: "d" },
      competencia5: { nota: 40, comentario: "e" },
    });
    expect(underscored?.finalScore).toBe(200);
    expect(underscored?.feedback.competencia1).toEqual({ nota: 40, comentario: "a" });
  });

  it("keeps other feedback keys, without the essay row's own fields", () => {
    const result = normalizeCorrection({
      ...five(120),
      pontos_fortes: ["Repertório", "Coesão"],
      sugestoes: "Detalhe a proposta.",
      user_id: "someone",
      conteudo: "texto do aluno",
    });
    expect(result?.feedback.pontos_fortes).toEqual(["Repertório", "Coesão"]);
    expect(result?.feedback.sugestoes).toBe("Detalhe a proposta.");
    expect(result?.feedback).not.toHaveProperty("user_id");
    expect(result?.feedback).not.toHaveProperty("conteudo");
  });

  it("clamps the final score to 0–1000", () => {
    expect(normalizeCorrection({ ...five(200), nota_final: 1400 })?.finalScore).toBe(1000);
    expect(normalizeCorrection({ ...five(0), nota_final: -5 })?.finalScore).toBe(0);
  });
});
