import { describe, expect, it } from "vitest";
import { priorParams, scoreSimuladoArea } from "#domain/simulados/scoring";
import {
  analyticsMonths,
  latestAreaPart,
  type PracticeAnswer,
  practiceByMonth,
  practiceEstimate,
  predictEnemScore,
  weakestSkills,
} from "./analytics.ts";

const TZ = "America/Sao_Paulo";

function answers(count: number, start: Date, rightEvery = 2): PracticeAnswer[] {
  return Array.from({ length: count }, (_, i) => ({
    questionId: `q${i}`,
    key: "x",
    correct: i % rightEvery === 0,
    at: new Date(start.getTime() + i * 3_600_000),
    difficulty: ["Fácil", "Médio", "Difícil"][i % 3]!,
    params: null,
  }));
}

describe("analyticsMonths", () => {
  it("lists the current month and the 11 before; the current one ends now", () => {
    const now = new Date("2026-11-25T13:00:00Z");
    const months = analyticsMonths(now, TZ);
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({ key: "2025-12" });
    expect(months[0]!.start.toISOString()).toBe("2025-12-01T03:00:00.000Z");
    expect(months[0]!.end.toISOString()).toBe("2026-01-01T03:00:00.000Z");
    expect(months.at(-1)!.key).toBe("2026-11");
    expect(months.at(-1)!.end).toBe(now);
  });
});

describe("practiceEstimate", () => {
  it("needs 10 answers", () => {
    expect(practiceEstimate("matematica", answers(9, new Date("2026-11-01T12:00:00Z")))).toBeNull();
    expect(practiceEstimate("matematica", answers(10, new Date("2026-11-01T12:00:00Z")))).not.toBeNull();
  });

  it("scores the latest 90 like a simulado: a right answer is the key, a wrong one a blank", () => {
    const all = answers(120, new Date("2026-10-01T12:00:00Z"), 3);
    const estimate = practiceEstimate("matematica", all)!;
    const latest = all.slice(-90);
    const direct = scoreSimuladoArea(
      "matematica",
      latest.map((a, i) => ({
        questionId: `${a.questionId}#${i}`,
        key: a.key,
        answer: a.correct ? a.key : null,
        params: priorParams(a.difficulty),
      })),
    );
    expect(estimate).toMatchObject({
      nota: direct.nota,
      erroPadrao: direct.erroPadrao,
      answers: 90,
      rightCount: latest.filter((a) => a.correct).length,
      lastAnswerAt: all.at(-1)!.at,
    });
  });

  it("gives a higher estimate to more right answers", () => {
    const start = new Date("2026-11-01T12:00:00Z");
    const weak = practiceEstimate("natureza", answers(30, start, 5))!;
    const strong = practiceEstimate("natureza", answers(30, start, 1))!;
    expect(strong.nota).toBeGreaterThan(weak.nota);
  });

  it("estimates each month from the answers before its end, from the month with 10", () => {
    const now = new Date("2026-11-25T13:00:00Z");
    const months = analyticsMonths(now, TZ);
    const list = [
      ...answers(6, new Date("2026-09-10T12:00:00Z")),
      ...answers(6, new Date("2026-10-10T12:00:00Z")),
    ];
    const byMonth = practiceByMonth("humanas", list, months);
    expect([...byMonth.keys()]).toEqual(["2026-10", "2026-11"]);
    expect(byMonth.get("2026-10")!.answers).toBe(12);
    expect(byMonth.get("2026-11")).toEqual(byMonth.get("2026-10"));
  });
});

describe("predictEnemScore", () => {
  const at = new Date("2026-11-20T12:00:00Z");
  const area = (part: "linguagens" | "humanas" | "natureza" | "matematica", nota: number, sd: number) => ({
    part,
    nota,
    erroPadrao: sd,
    source: "simulado" as const,
    at,
  });

  it("is ENEM's mean of the five parts, with the areas' errors combined", () => {
    const p = predictEnemScore([
      area("linguagens", 600, 20),
      area("humanas", 620, 20),
      area("natureza", 550, 20),
      area("matematica", 700, 20),
      { part: "redacao", nota: 740, erroPadrao: 0, source: "redacao", at },
    ]);
    expect(p.score).toBe(642);
    expect(p.margin).toBe(8); // sqrt(4 × 400) / 5
    expect(p.missing).toEqual([]);
    expect(p.partialMean).toBeNull();
  });

  it("gives no prediction while a part is missing, only the mean of the parts there are", () => {
    const p = predictEnemScore([area("matematica", 700, 30), area("natureza", 500, 40)]);
    expect(p.score).toBeNull();
    expect(p.margin).toBeNull();
    expect(p.partialMean).toBe(600);
    expect(p.partialMargin).toBe(25); // sqrt(900 + 1600) / 2
    expect(p.missing).toEqual(["linguagens", "humanas", "redacao"]);
  });
});

describe("latestAreaPart", () => {
  const practice = {
    nota: 610,
    erroPadrao: 35,
    answers: 40,
    rightCount: 25,
    lastAnswerAt: new Date("2026-11-10T12:00:00Z"),
  };
  it("takes the simulado handed in after the latest practice answer", () => {
    const simulado = { nota: 650, erroPadrao: 22, at: new Date("2026-11-12T12:00:00Z") };
    expect(latestAreaPart("matematica", simulado, practice)).toMatchObject({ source: "simulado", nota: 650 });
  });
  it("takes practice when the student answered after the simulado", () => {
    const simulado = { nota: 650, erroPadrao: 22, at: new Date("2026-11-01T12:00:00Z") };
    expect(latestAreaPart("matematica", simulado, practice)).toMatchObject({ source: "pratica", nota: 610 });
    expect(latestAreaPart("matematica", null, null)).toBeNull();
  });
});

describe("weakestSkills", () => {
  it("keeps skills with 3 answers or more, lowest % first, five at most", () => {
    const row = (skill: string, answered: number, right: number) => ({
      area: "matematica" as const,
      competency: "C1",
      skill,
      answered,
      right,
    });
    const rows = [
      row("H1", 2, 0),
      row("H2", 4, 1),
      row("H3", 8, 2),
      row("H4", 3, 3),
      row("H5", 5, 4),
      row("H6", 3, 2),
      row("H7", 10, 6),
    ];
    expect(weakestSkills(rows).map((r) => r.skill)).toEqual(["H3", "H2", "H7", "H6", "H5"]);
  });
});
