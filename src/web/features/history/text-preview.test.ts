import { describe, expect, it } from "vitest";
import { highlightParts, latexToText, plainPreview } from "./text-preview.ts";

describe("history previews", () => {
  it("reduce Markdown to plain text", () => {
    expect(
      plainPreview("> 📴 Aqui é o **tutor offline**\n\n### Funções\n- [Exercício](/exercise/1) custa R\\$ 5"),
    ).toBe("Funções: Exercício custa R$ 5");
  });

  it("turn formulas into plain text", () => {
    expect(plainPreview("Se $x$ vale $\\frac{b}{a}$, então $$x^{2} = \\sqrt{9}$$")).toBe(
      "Se x vale b/a, então x^2 = √9",
    );
    expect(plainPreview("A raiz é \\(\\frac{-b \\pm \\sqrt{\\Delta}}{2a}\\) e \\[\\pi r^2\\]")).toBe(
      "A raiz é (-b ± √Δ)/2a e π r^2",
    );
    expect(latexToText("\\frac{\\frac{1}{2}}{3} \\cdot \\text{m/s} \\leq 10\\%")).toBe("(1/2)/3 · m/s ≤ 10%");
    expect(latexToText("\\left( x + 1 \\right)^{n+1}")).toBe("( x + 1 )^(n+1)");
  });

  it("leave emoji out", () => {
    expect(plainPreview("### 📘 Mediana\nA mediana ✏️ é o valor central")).toBe(
      "Mediana: A mediana é o valor central",
    );
  });

  it("keep money as money and drop the remaining Markdown markers", () => {
    expect(plainPreview("Custa R$ 80 ou R$90, e *não* $5")).toBe("Custa R$ 80 ou R$90, e não $5");
    expect(plainPreview("```python\nprint(1)\n```\n~~velho~~ __novo__ ![gráfico](/a.png)")).toBe(
      "print(1) velho novo gráfico",
    );
    expect(plainPreview("| Grandeza | Unidade |\n| --- | --- |\n| força | N |\n\n---\n1. fim")).toBe(
      "Grandeza · Unidade força · N fim",
    );
  });

  it("highlight matches without minding accents or case", () => {
    expect(highlightParts("Dúvida sobre FUNÇÃO afim", "funcao")).toEqual([
      { text: "Dúvida sobre ", hit: false },
      { text: "FUNÇÃO", hit: true },
      { text: " afim", hit: false },
    ]);
    expect(highlightParts("abc", "")).toEqual([{ text: "abc", hit: false }]);
    expect(highlightParts("ana e ana", "ana").filter((p) => p.hit)).toHaveLength(2);
    expect(highlightParts("📴 descontos", "desconto")).toEqual([
      { text: "📴 ", hit: false },
      { text: "desconto", hit: true },
      { text: "s", hit: false },
    ]);
  });
});
