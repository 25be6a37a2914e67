import { describe, expect, it } from "vitest";
import { highlightParts, plainPreview } from "./text-preview.ts";

describe("history previews", () => {
  it("reduce Markdown to plain text", () => {
    expect(
      plainPreview("> 📴 Aqui é o **tutor offline**\n\n### Funções\n- [Exercício](/exercise/1) custa R\\$ 5"),
    ).toBe("Funções: Exercício custa R$ 5");
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
