import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { escapeMoney, Markdown } from "./markdown.tsx";
import { loadKatex } from "./maths/typesetter.ts";

const render = (text: string) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Markdown, { text })));

// Runs first, before any test of this file has fetched KaTeX.
describe("a formula before KaTeX has arrived", () => {
  it("shows the Markdown at once, the formula as its TeX in its own place", () => {
    const html = render("**Área:** $A = \\pi r^2$\n\n$$\nx = \\frac{-b}{2a}\n$$");
    expect(html).toContain("<strong>Área:</strong>");
    expect(html).toMatch(/<span[^>]*data-maths="pending"[^>]*>A = \\pi r\^2<\/span>/);
    expect(html).toMatch(/<span class="[^"]*block[^"]*" data-maths="pending">x = \\frac\{-b\}\{2a\}<\/span>/);
    expect(html).not.toContain("<pre");
    expect(html).not.toContain('class="katex"');
  });
});

describe("question Markdown on screen", () => {
  beforeAll(async () => {
    await loadKatex();
  });

  it("renders tables in a scrolling box, math and Rumo's images with their alt text", () => {
    const id = "3f2c1a9e-8b7d-4c6e-9f10-1a2b3c4d5e6f";
    const html = render(
      `| Ano | PIB |\n| --- | --- |\n| 2020 | $x^2$ |\n\n![Mapa do Brasil](/api/content-images/${id})`,
    );
    expect(html).toMatch(/<div[^>]*overflow-x-auto[^>]*><table/);
    expect(html).toContain("<th");
    expect(html).toContain('class="katex"');
    expect(html).toContain(`<img src="/api/content-images/${id}" alt="Mapa do Brasil"`);
  });

  it("typesets a ```math block as a formula on its own line, and shows TeX KaTeX cannot read in red", () => {
    const html = render("```math\nE = mc^2\n```\n\nErro: $\\frac{1}{$");
    expect(html).toContain("katex-display");
    expect(html).not.toContain("<pre");
    expect(html).toContain('class="katex-error"');
  });

  it("keeps money as text, next to real math", () => {
    const html = render("De R$ 0,80 por kWh a R$ 44,00 no mês; $x^2$");
    expect(html).toContain("De R$ 0,80 por kWh a R$ 44,00 no mês");
    expect(html.match(/class="katex"/g)).toHaveLength(1);
  });

  it("draws no image from the internet, only its alt text", () => {
    const html = render("![Foto externa](https://example.com/a.png)");
    expect(html).not.toContain("<img");
    expect(html).toContain("[Foto externa]");
  });
});

describe("a chart in a question's text", () => {
  it("is not shown as code: its place waits for the chart, which the QuestionChart draws with its description", async () => {
    const spec = {
      tipo: "linhas",
      titulo: "Taxa de urbanização do Brasil (%)",
      descricao: "Linha da taxa de urbanização: 36% em 1950, 56% em 1970, 81% em 2000.",
      categorias: ["1950", "1970", "2000"],
      series: [{ nome: "Urbanização", valores: [36, 56, 81] }],
      fonte: "Dados ilustrativos.",
    };
    const html = render(`Observe.\n\n\`\`\`grafico\n${JSON.stringify(spec)}\n\`\`\``);
    expect(html).not.toContain("<pre");
    expect(html).not.toContain("Taxa de urbanização");
    const { QuestionChart } = await import("./charts/question-chart.tsx");
    const chart = renderToStaticMarkup(createElement(QuestionChart, { json: JSON.stringify(spec) }));
    expect(chart).toContain('role="img"');
    expect(chart).toContain(`aria-label="${spec.descricao}"`);
    expect(chart).toContain("<caption>Taxa de urbanização do Brasil (%)</caption>");
    expect(chart).toContain("<td>81</td>");
    expect(chart).toContain("Fonte: Dados ilustrativos.");
    expect(renderToStaticMarkup(createElement(QuestionChart, { json: "{" }))).toContain(
      "O gráfico não é um JSON válido.",
    );
  });
});

describe("money beside a chart", () => {
  it("is escaped in the text and left as written inside a fenced block, whose JSON stays valid", () => {
    const text = 'Custa R$ 5.\n\n```grafico\n{"titulo": "Renda (R$ 1.000)"}\n```\n\nE R$ 6.';
    expect(escapeMoney(text)).toBe(
      'Custa R\\$ 5.\n\n```grafico\n{"titulo": "Renda (R$ 1.000)"}\n```\n\nE R\\$ 6.',
    );
  });
});
