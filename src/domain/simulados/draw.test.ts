import { describe, expect, it } from "vitest";
import { type DrawCandidate, drawBooklet } from "./draw.ts";

const DIFFICULTIES = ["Fácil", "Médio", "Difícil"] as const;

function bank(area: DrawCandidate["area"], subjects: Record<string, number>, seenUpTo = 0): DrawCandidate[] {
  return Object.entries(subjects).flatMap(([subject, count]) =>
    Array.from({ length: count }, (_, i) => ({
      id: `${subject}-${i}`,
      area,
      subject,
      difficulty: DIFFICULTIES[i % 3]!,
      skill: `H${(i % 30) + 1}`,
      seen: i < seenUpTo,
    })),
  );
}

describe("drawBooklet", () => {
  it("draws 45 distinct items per area, in ENEM's order of areas and subjects", () => {
    const pool = [
      ...bank("linguagens", { portugues: 120, literatura: 40, ingles: 30 }),
      ...bank("humanas", { historia: 80, geografia: 80, filosofia: 30, sociologia: 30 }),
    ];
    const booklet = drawBooklet("dia1", pool);
    expect(booklet).toHaveLength(90);
    expect(new Set(booklet).size).toBe(90);
    const subjects = booklet.map((id) => id.split("-")[0]);
    expect(subjects.slice(0, 5)).toEqual(Array(5).fill("ingles"));
    expect(subjects.slice(5, 45).every((s) => s === "portugues" || s === "literatura")).toBe(true);
    expect(subjects.slice(45, 60)).toEqual(Array(15).fill("historia"));
  });

  it("spreads difficulties and skills like an ENEM booklet", () => {
    const booklet = drawBooklet("matematica", bank("matematica", { matematica: 200 }));
    const byId = new Map(bank("matematica", { matematica: 200 }).map((c) => [c.id, c]));
    const chosen = booklet.map((id) => byId.get(id)!);
    const count = (d: string) => chosen.filter((c) => c.difficulty === d).length;
    expect([count("Fácil"), count("Médio"), count("Difícil")]).toEqual([14, 20, 11]);
    expect(new Set(chosen.map((c) => c.skill)).size).toBe(30);
  });

  it("prefers items the student has not met, and gives a short subject's place to the others", () => {
    const pool = bank("natureza", { biologia: 60, fisica: 60, quimica: 5 }, 50);
    const booklet = drawBooklet("natureza", pool);
    expect(booklet).toHaveLength(45);
    const chosen = pool.filter((c) => booklet.includes(c.id));
    expect(chosen.filter((c) => c.subject === "quimica")).toHaveLength(5);
    // 10 unseen Biologia + 10 unseen Física + the 5 Química (all seen): the rest must be seen ones.
    expect(chosen.filter((c) => !c.seen)).toHaveLength(20);
  });
});
