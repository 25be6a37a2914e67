import { describe, expect, it } from "vitest";
import { parseGeneratedTopic, parseSupportingTexts } from "./parse-topic.ts";

describe("parseSupportingTexts (the three stored shapes)", () => {
  it("reads an array of strings", () => {
    expect(parseSupportingTexts(["Primeiro texto.", "Segundo texto."])).toEqual([
      { rotulo: "Texto I", texto: "Primeiro texto.", fonte: "Texto de apoio do tema gerado" },
      { rotulo: "Texto II", texto: "Segundo texto.", fonte: "Texto de apoio do tema gerado" },
    ]);
  });

  it("reads label → text objects and {rotulo, texto, fonte} objects", () => {
    expect(
      parseSupportingTexts([{ "Texto I": "Um." }, { rotulo: "Gráfico", texto: "Dois.", fonte: "IBGE" }]),
    ).toEqual([
      { rotulo: "Texto I", texto: "Um.", fonte: "Texto de apoio do tema gerado" },
      { rotulo: "Gráfico", texto: "Dois.", fonte: "IBGE" },
    ]);
  });

  it("reads an object with a textos list, and ignores anything else", () => {
    expect(parseSupportingTexts({ textos: ["Só um."] })).toHaveLength(1);
    expect(parseSupportingTexts("texto solto")).toEqual([]);
    expect(parseSupportingTexts([42, null])).toEqual([]);
  });
});

describe("parseGeneratedTopic", () => {
  it("reads { tema }, the topic itself and a one-item array", () => {
    const tema = { titulo: "Desafios da mobilidade urbana no Brasil", palavras_chave: ["trânsito"] };
    for (const reply of [{ tema }, tema, [{ tema }], JSON.stringify({ tema })]) {
      const topic = parseGeneratedTopic(reply);
      expect(topic?.title).toBe(tema.titulo);
      expect(topic?.keywords).toEqual(["trânsito"]);
      expect(topic?.instructions).toContain("30 linhas");
    }
  });

  it("refuses a reply without a title", () => {
    expect(parseGeneratedTopic({ tema: { descricao: "sem título" } })).toBeNull();
    expect(parseGeneratedTopic({ ok: true })).toBeNull();
    expect(parseGeneratedTopic(null)).toBeNull();
  });
});
