import { describe, expect, it } from "vitest";
import { chartBlocks, parseChart } from "./chart-spec.ts";

const chart = {
  tipo: "barras",
  titulo: "Produção de grãos por região (milhões de t)",
  descricao: "Barras da produção de grãos: Centro-Oeste 120, Sul 80, Sudeste 30.",
  categorias: ["Centro-Oeste", "Sul", "Sudeste"],
  series: [{ nome: "Grãos", valores: [120, 80, 30] }],
};

describe("charts in a question's text", () => {
  it("reads a ```grafico block of a statement and draws it only when every series fits its categories", () => {
    const text = `Observe o gráfico.\n\n\`\`\`grafico\n${JSON.stringify(chart)}\n\`\`\`\n\nQual região produziu mais?`;
    const [block] = chartBlocks(text);
    expect(parseChart(block!)).toMatchObject({ spec: { tipo: "barras", eixo_x: "" } });
    const short = { ...chart, series: [{ nome: "Grãos", valores: [120, 80] }] };
    expect(parseChart(JSON.stringify(short))).toEqual({
      error: 'Gráfico inválido em "series": Cada série precisa de um valor para cada categoria.',
    });
  });

  it("refuses a chart a screen reader could not describe, and text that is not JSON, in pt-BR", () => {
    expect(parseChart(JSON.stringify({ ...chart, descricao: "" }))).toMatchObject({
      error: expect.stringContaining('"descricao"'),
    });
    expect(parseChart("{ tipo: barras")).toEqual({ error: "O gráfico não é um JSON válido." });
  });
});
