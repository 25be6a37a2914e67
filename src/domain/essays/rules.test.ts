import { describe, expect, it } from "vitest";
import {
  CHARS_PER_LINE,
  countWords,
  estimateLines,
  formatClock,
  formatSpent,
  lineStatus,
  paragraphLines,
  snapToEnemLevel,
  statusBadgeVariant,
  wordProgress,
} from "./rules.ts";

describe("countWords", () => {
  it("splits on any whitespace and ignores the edges", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   \n\t ")).toBe(0);
    expect(countWords("O cinema é um direito.")).toBe(5);
    expect(countWords("  uma\n\nduas\ttrês   quatro ")).toBe(4);
  });

  it("counts hyphenated words and punctuation glued to words as one", () => {
    expect(countWords("dissertativo-argumentativo, isto é: bem-feito!")).toBe(4);
  });
});

describe("estimateLines", () => {
  it("is zero for an empty text", () => {
    expect(estimateLines("")).toBe(0);
    expect(estimateLines("\n\n")).toBe(0);
  });

  it("counts each paragraph from a new line, with its indentation", () => {
    expect(paragraphLines("Curto.")).toBe(1);
    const full = "a".repeat(CHARS_PER_LINE - 4);
    expect(paragraphLines(full)).toBe(1);
    expect(paragraphLines(`${full}b`)).toBe(2);
    expect(estimateLines(`Um.\n\nDois.\nTrês.`)).toBe(3);
  });

  it("puts a 300-word essay near the 30-line sheet", () => {
    // Portuguese prose: about 6 characters per word with its space.
    const sentence = "O acesso ao cinema no Brasil ainda é privilégio de poucos, sobretudo nas periferias.";
    const paragraph = Array.from({ length: 75 }, (_, i) => sentence.split(" ")[i % 14]).join(" ");
    const essay = [paragraph, paragraph, paragraph, paragraph].join("\n");
    expect(countWords(essay)).toBe(300);
    expect(estimateLines(essay)).toBeGreaterThanOrEqual(26);
    expect(estimateLines(essay)).toBeLessThanOrEqual(34);
  });

  it("classifies the ENEM limits: up to 7 lines is insufficient, over 30 does not fit", () => {
    expect(lineStatus(0)).toBe("insufficient");
    expect(lineStatus(7)).toBe("insufficient");
    expect(lineStatus(8)).toBe("ok");
    expect(lineStatus(30)).toBe("ok");
    expect(lineStatus(31)).toBe("over");
  });
});

describe("snapToEnemLevel", () => {
  it("keeps the six levels as they are", () => {
    for (const level of [0, 40, 80, 120, 160, 200]) expect(snapToEnemLevel(level)).toBe(level);
  });

  it("snaps to the nearest level, ties upwards, within 0–200", () => {
    expect(snapToEnemLevel(150)).toBe(160);
    expect(snapToEnemLevel(139)).toBe(120);
    expect(snapToEnemLevel(140)).toBe(160);
    expect(snapToEnemLevel(19)).toBe(0);
    expect(snapToEnemLevel(-30)).toBe(0);
    expect(snapToEnemLevel(999)).toBe(200);
    expect(snapToEnemLevel(Number.NaN)).toBe(0);
  });
});

describe("room helpers", () => {
  it("caps the word bar at 100%", () => {
    expect(wordProgress(0)).toBe(0);
    expect(wordProgress(150)).toBe(50);
    expect(wordProgress(450)).toBe(100);
  });

  it("formats the stopwatch and the time spent", () => {
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(65)).toBe("01:05");
    expect(formatClock(5409)).toBe("1:30:09");
    expect(formatSpent(30)).toBe("menos de 1 min");
    expect(formatSpent(45 * 60)).toBe("45 min");
    expect(formatSpent(92 * 60)).toBe("1h 32min");
    expect(formatSpent(120 * 60)).toBe("2h");
  });

  it("styles the status badges as the spec says", () => {
    expect(statusBadgeVariant("corrigida")).toBe("default");
    expect(statusBadgeVariant("finalizada")).toBe("secondary");
    expect(statusBadgeVariant("em_andamento")).toBe("destructive");
  });
});
