import { describe, expect, it } from "vitest";
import { solveTiles } from "./tiles.ts";

describe("solveTiles", () => {
  it("adds the parts of an L-shaped room and divides by one tile, in m²", () => {
    const s = solveTiles(
      "a sala é em formato de L, da pra dividir num retangulo de 6 m por 4 m e outro de 3 m por 2 m. vou colocar piso de 50 cm x 50 cm, quantos pisos eu preciso?",
    );
    expect(s?.answers.map((a) => a.value)).toEqual([120, 30]);
    expect(s?.mistakes.map((m) => m.value)).toContain(96);
  });

  it("rounds up: a piece cannot be bought in part", () =>
    expect(
      solveTiles("quantos azulejos de 30 cm por 30 cm para uma parede de 2 m por 1 m?")?.answers[0]?.value,
    ).toBe(23));

  it("leaves a room without tiles alone", () =>
    expect(solveTiles("quantos metros de rodapé para uma sala de 4 m por 5 m?")).toBeNull());
});
