import { describe, expect, it } from "vitest";
import {
  clock,
  duration,
  sameCountSentence,
  scoreWithMargin,
  skillLabel,
  swingSentence,
  timeLeftSpoken,
  weakestFirst,
} from "./format.ts";

describe("the simulado's clock", () => {
  it("shows hh:mm:ss and never a negative time", () => {
    expect(clock(5025)).toBe("01:23:45");
    expect(clock(59.9)).toBe("00:00:59");
    expect(clock(-3)).toBe("00:00:00");
    expect(clock(330 * 60)).toBe("05:30:00");
  });

  it("says the minutes left in words", () => {
    expect(timeLeftSpoken(3900)).toBe("1 hora e 5 minutos");
    expect(timeLeftSpoken(7200)).toBe("2 horas");
    expect(timeLeftSpoken(42 * 60 - 10)).toBe("42 minutos");
    expect(timeLeftSpoken(61)).toBe("2 minutos");
    expect(timeLeftSpoken(60)).toBe("1 minuto");
    expect(timeLeftSpoken(30)).toBe("menos de 1 minuto");
    expect(timeLeftSpoken(0)).toBe("tempo esgotado");
  });

  it("writes a test's duration in hours and minutes", () => {
    expect(duration(150)).toBe("2 h 30 min");
    expect(duration(90)).toBe("1 h 30 min");
    expect(duration(300)).toBe("5 h");
    expect(duration(45)).toBe("45 min");
  });
});

describe("the result's sentences", () => {
  it("writes the score with its margin", () => {
    expect(scoreWithMargin(612.44, 18.3)).toBe("612,4 ± 18,3");
  });

  it("makes the pattern effect concrete, or says nothing without the two scores", () => {
    expect(sameCountSentence(12, 640.2, 512)).toBe(
      "Com os mesmos 12 acertos: nas 12 mais fáceis, 640,2; nas 12 mais difíceis, 512,0.",
    );
    expect(sameCountSentence(1, 400, 380.5)).toBe(
      "Com o mesmo 1 acerto: na mais fácil, 400,0; na mais difícil, 380,5.",
    );
    expect(sameCountSentence(0, null, null)).toBeNull();
    expect(sameCountSentence(45, 700, null)).toBeNull();
  });

  it("says what an item was worth", () => {
    expect(swingSentence(12.34)).toBe("Esta questão valeu 12,3 pontos");
    expect(swingSentence(1)).toBe("Esta questão valeu 1,0 ponto");
  });

  it("names the skill of the matrix", () => {
    expect(skillLabel("C5", "H21")).toBe("Competência 5 · Habilidade 21");
    expect(skillLabel("C2", null)).toBe("Competência 2");
    expect(skillLabel(null, null)).toBe("Sem habilidade indicada");
  });

  it("puts the weakest skills first", () => {
    const skill = (skill: string, right: number, total: number) => ({
      area: "matematica" as const,
      competency: "C1",
      skill,
      right,
      total,
    });
    const sorted = weakestFirst([skill("H1", 2, 2), skill("H2", 0, 1), skill("H3", 0, 3), skill("H4", 1, 2)]);
    expect(sorted.map((s) => s.skill)).toEqual(["H3", "H2", "H4", "H1"]);
  });
});
