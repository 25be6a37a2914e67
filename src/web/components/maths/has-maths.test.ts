import { describe, expect, it } from "vitest";
import { hasMaths } from "./has-maths.ts";

describe("whether a text needs KaTeX", () => {
  it("says yes to every way a formula reaches the renderer", () => {
    expect(hasMaths("As raízes de $x^2 - 5x + 6 = 0$")).toBe(true);
    expect(hasMaths("$$x = \\frac{-b}{2a}$$")).toBe(true);
    expect(hasMaths("Fórmula:\n$$\nA = \\pi r^2\n$$")).toBe(true);
    expect(hasMaths("```math\nE = mc^2\n```")).toBe(true);
    expect(hasMaths("~~~ math\nE = mc^2\n~~~")).toBe(true);
  });

  it("says no to a text without maths, money escaped by escapeMoney included", () => {
    expect(hasMaths("Olá, Helena! Eu sou o seu **tutor de Matemática** 📐")).toBe(false);
    expect(hasMaths("De R\\$ 80,00 por R\\$ 68,00")).toBe(false);
    expect(hasMaths("| x | f(x) |\n|---|---|\n| 2 | 0 |")).toBe(false);
    expect(hasMaths("```ts\nconst total = 1;\n```")).toBe(false);
  });
});
