import katex from "katex";
import { describe, expect, it } from "vitest";
import { slugify } from "#domain/catalog/slug";
import { loadExerciseContent } from "./exercises.ts";
import { loadStudyNotes } from "./study-notes.ts";

/** The study notes as the offline tutor shows them: defects here are defects a student reads. */
const notes = loadStudyNotes();
const bank = loadExerciseContent();
const cards = notes.flatMap((s) =>
  s.assuntos.flatMap((t) => t.fichas.map((card) => ({ subject: s.materia, topic: t.nome, ...card }))),
);

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;

/** The math segments of a card, or null when a $ or $$ is left open. "\$" is a literal dollar. */
function mathSegments(text: string): { display: boolean; tex: string }[] | null {
  const segments: { display: boolean; tex: string }[] = [];
  const delimiter = /(?<!\\)\$\$?/g;
  let open: { mark: string; at: number } | null = null;
  for (let m = delimiter.exec(text); m; m = delimiter.exec(text)) {
    if (!open) open = { mark: m[0], at: m.index + m[0].length };
    else if (m[0] === open.mark) {
      segments.push({ display: open.mark === "$$", tex: text.slice(open.at, m.index) });
      open = null;
    }
  }
  return open ? null : segments;
}

describe("study notes (fichas de estudo)", () => {
  it("cover every topic of every subject of the question bank, with at least 5 cards each", () => {
    expect(cards.length).toBeGreaterThanOrEqual(350);
    for (const subject of bank)
      for (const topic of subject.assuntos) {
        const count = cards.filter((c) => c.subject === subject.materia && c.topic === topic.nome).length;
        expect(count, `${subject.materia} / ${topic.nome}`).toBeGreaterThanOrEqual(5);
      }
  });

  it("belong to known subjects and to topics of the question bank", () => {
    for (const subject of notes) {
      const bankSubject = bank.find((s) => s.materia === subject.materia);
      expect(bankSubject, subject.materia).toBeDefined();
      const topics = new Set(bankSubject?.assuntos.map((t) => slugify(t.nome)));
      for (const topic of subject.assuntos) expect(topics.has(slugify(topic.nome)), topic.nome).toBe(true);
    }
  });

  it("have a title and 60 to 180 words, without headings or HTML of their own", () => {
    for (const card of cards) {
      const where = `${card.subject} / ${card.titulo}`;
      expect(card.titulo.trim().length, where).toBeGreaterThan(3);
      expect(wordCount(card.conteudo), where).toBeGreaterThanOrEqual(60);
      expect(wordCount(card.conteudo), where).toBeLessThanOrEqual(180);
      // The tutor gives each card its own heading.
      expect(card.conteudo, where).not.toMatch(/^#/m);
      expect(card.conteudo.replace(/\$[^$]*\$/g, ""), where).not.toMatch(/<[a-z/]/i);
    }
  });

  it("list how students ask for them and the mistakes students make on them", () => {
    for (const card of cards) {
      const where = `${card.subject} / ${card.titulo}`;
      expect(card.frases.length, `${where}: frases`).toBeGreaterThanOrEqual(3);
      expect(card.frases.length, `${where}: frases`).toBeLessThanOrEqual(5);
      expect(card.erros.length, `${where}: erros`).toBeGreaterThanOrEqual(1);
      expect(card.erros.length, `${where}: erros`).toBeLessThanOrEqual(3);
      for (const phrase of card.frases)
        expect(wordCount(phrase), `${where}: ${phrase}`).toBeLessThanOrEqual(14);
    }
  });

  it("write money as R\\$ and close every formula, which KaTeX can render", () => {
    for (const card of cards) {
      const where = `${card.subject} / ${card.titulo}`;
      const text = [card.conteudo, ...card.erros].join("\n\n");
      expect(text, `${where}: R$ must be written R\\$`).not.toMatch(/(?<!\\)R\$\s?\d/);
      const segments = mathSegments(text);
      expect(segments, `${where}: unbalanced $`).not.toBeNull();
      for (const { tex, display } of segments ?? []) {
        expect(
          () => katex.renderToString(tex, { throwOnError: true, strict: "error", displayMode: display }),
          `${where}: ${tex}`,
        ).not.toThrow();
        // In LaTeX "%" starts a comment and "0,5" reads as "0, 5".
        expect(tex, `${where}: ${tex}`).not.toMatch(/(?<!\\)%/);
        expect(tex.replace(/_\{[^}]*\}/g, ""), `${where}: decimal comma needs {,}`).not.toMatch(/\d,\d/);
      }
    }
  });

  it("end, when they have one, with a short question for the student", () => {
    for (const card of cards.filter((c) => c.pergunta)) {
      const where = `${card.subject} / ${card.titulo}`;
      expect(card.pergunta, where).toContain("?");
      expect(wordCount(card.pergunta ?? ""), where).toBeLessThanOrEqual(50);
      expect(mathSegments(card.pergunta ?? ""), `${where}: unbalanced $`).not.toBeNull();
      expect(card.pergunta, where).not.toMatch(/(?<!\\)R\$\s?\d/);
    }
  });

  it("have no duplicate titles", () => {
    const titles = cards.map((c) => slugify(c.titulo));
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });
});
