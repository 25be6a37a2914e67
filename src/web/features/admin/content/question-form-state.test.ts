import { describe, expect, it } from "vitest";
import { chartBlocks, parseChart } from "#domain/practice/chart-spec";
import { CHART_TEMPLATE, insertAt } from "./question-form-state.ts";

describe("the question form's 'Inserir gráfico'", () => {
  it("inserts a chart the student's screen can draw, on lines of its own", () => {
    const { text } = insertAt("Observe o gráfico.", null, CHART_TEMPLATE);
    const [block] = chartBlocks(text);
    expect(parseChart(block!)).toHaveProperty("spec");
    expect(text.startsWith("Observe o gráfico.\n\n```grafico\n")).toBe(true);
  });
});
