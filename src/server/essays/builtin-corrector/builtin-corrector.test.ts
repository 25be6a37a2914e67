import { beforeAll, describe, expect, it } from "vitest";
import { type BuiltinCorrection, type BuiltinEssayCorrector, createBuiltinCorrector } from "./index.js";
import {
  ESSAY_WITHOUT_PROPOSAL,
  MENTAL_HEALTH_TOPIC,
  MISSPELLED_ESSAY,
  NARRATIVE_TEXT,
  OFF_TOPIC_ESSAY,
  PLANTED_MISSPELLINGS,
  SIX_LINE_TEXT,
  STRONG_ESSAY,
} from "./test-fixtures.js";
import { ENEM_LEVELS } from "./types.js";

let corrector: BuiltinEssayCorrector;
const results = new Map<string, BuiltinCorrection>();
const correct = (texto: string): BuiltinCorrection => {
  const cached = results.get(texto);
  if (cached) return cached;
  const r = corrector.correct({ texto, tema: MENTAL_HEALTH_TOPIC });
  results.set(texto, r);
  return r;
};

beforeAll(async () => {
  corrector = await createBuiltinCorrector();
}, 60_000);

describe("built-in essay corrector", () => {
  it("scores a strong ENEM-style essay high, with a complete proposal", () => {
    const r = correct(STRONG_ESSAY);
    expect(r.anulacao).toBeNull();
    expect(r.nota_final).toBeGreaterThanOrEqual(800);
    expect(r.competencias[4].nota).toBeGreaterThanOrEqual(160);
    expect(r.nota_final).toBe(r.competencias.reduce((s, c) => s + c.nota, 0));
    for (const c of r.competencias) {
      expect(ENEM_LEVELS).toContain(c.nota);
      expect(c.comentario.length).toBeGreaterThan(80);
      expect(c.evidencias.length).toBeGreaterThan(0);
    }
    // Evidence quotes the text: repertoire and proposal elements.
    expect(r.competencias[1].evidencias.join(" ")).toMatch(/Machado de Assis|Goffman/);
    expect(r.competencias[4].evidencias.join(" ")).toMatch(/Ministério da Saúde/);
    expect(r.comentario_geral).toMatch(/Pontos fortes/);
  });

  it("gives a lower C5 to the same essay without its proposal and names the missing elements", () => {
    const strong = correct(STRONG_ESSAY);
    const r = correct(ESSAY_WITHOUT_PROPOSAL);
    expect(r.competencias[4].nota).toBeLessThan(strong.competencias[4].nota);
    expect(r.competencias[4].nota).toBeLessThanOrEqual(80);
    const c5 = r.competencias[4].comentario;
    expect(c5).toMatch(/Faltam/);
    for (const element of ["agente", "ação", "modo/meio", "finalidade", "detalhamento"])
      expect(c5).toContain(element);
  });

  it("lowers C1 for planted misspellings and quotes the misspelt words", () => {
    const strong = correct(STRONG_ESSAY);
    const r = correct(MISSPELLED_ESSAY);
    expect(r.competencias[0].nota).toBeLessThan(strong.competencias[0].nota);
    const c1 = `${r.competencias[0].comentario} ${r.competencias[0].evidencias.join(" ")}`;
    const wrongWords = PLANTED_MISSPELLINGS.map(
      ([, wrong]) => wrong.split(" ").find((w) => !STRONG_ESSAY.includes(w)) ?? wrong,
    );
    const quoted = wrongWords.filter((w) => c1.includes(`“${w.replace(/,$/, "")}”`));
    expect(quoted.length).toBeGreaterThanOrEqual(8);
    // Suggestions come from the dictionary.
    expect(c1).toMatch(/“preconseito” → preconceito/);
  });

  it("annuls a six-line text as texto insuficiente", () => {
    const r = correct(SIX_LINE_TEXT);
    expect(r.nota_final).toBe(0);
    expect(r.anulacao?.motivo).toBe("texto_insuficiente");
    expect(r.competencias.every((c) => c.nota === 0)).toBe(true);
  });

  it("annuls an essay on another subject as fuga ao tema", () => {
    const r = correct(OFF_TOPIC_ESSAY);
    expect(r.nota_final).toBe(0);
    expect(r.anulacao?.motivo).toBe("fuga_ao_tema");
    expect(r.anulacao?.explicacao).toMatch(/tema/);
  });

  it("annuls or heavily reduces a first-person narrative", () => {
    const r = correct(NARRATIVE_TEXT);
    if (r.anulacao) expect(r.anulacao.motivo).toBe("tipo_textual_inadequado");
    else expect(r.nota_final).toBeLessThanOrEqual(400);
  });

  it("writes feedback in the platform format ('###' paragraphs, **bold**)", () => {
    const r = correct(STRONG_ESSAY);
    for (const c of r.competencias) {
      expect(c.comentario).toContain("###");
      expect(c.comentario).toMatch(/\*\*[^*]+\*\*/);
    }
  });

  it("corrects one essay well under a second once the dictionary is loaded", () => {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      corrector.correct({ texto: `${STRONG_ESSAY}\n\nVariação ${i}.`, tema: MENTAL_HEALTH_TOPIC });
      times.push(performance.now() - t);
    }
    expect(Math.min(...times)).toBeLessThan(1000);
  });

  it("is deterministic", () => {
    const a = corrector.correct({ texto: MISSPELLED_ESSAY, tema: MENTAL_HEALTH_TOPIC });
    const b = corrector.correct({ texto: MISSPELLED_ESSAY, tema: MENTAL_HEALTH_TOPIC });
    expect(b).toEqual(a);
  });
});
