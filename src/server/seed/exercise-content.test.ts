import { describe, expect, it } from "vitest";
import { slugify } from "#domain/catalog/slug";
import { chartBlocks, parseChart } from "#domain/practice/chart-spec";
import { isCompetencyOf, SUBJECT_AREA } from "#domain/practice/enem-matrix";
import { loadExerciseContent } from "./exercises.ts";
import { SUBJECT_SEED } from "./subjects.ts";

/**
 * A text, a table or an image to read before the command: a Markdown table or image, or at least
 * 150 characters before the command's own paragraph.
 */
function hasReading(prompt: string): boolean {
  if (/^\s*\|.*\|\s*$/m.test(prompt) && /^\s*\|?\s*:?-{3,}/m.test(prompt)) return true;
  if (/!\[[^\]]*\]\(/.test(prompt) || chartBlocks(prompt).length > 0) return true;
  const paragraphs = prompt
    .trim()
    .split(/\n\s*\n/)
    .filter((p) => p.trim());
  return paragraphs.slice(0, -1).join("").length >= 150;
}

/** The question bank as students will see it: these checks guard against defects a student would notice. */
const content = loadExerciseContent();
const all = content.flatMap((s) =>
  s.assuntos.flatMap((t) =>
    t.exercicios.flatMap((e) => e.questoes.map((q) => ({ subject: s.materia, exercise: e, q }))),
  ),
);

describe("question bank", () => {
  it("covers all 11 subjects, each with at least 4 topics and exercises in the three difficulties", () => {
    expect(content.map((s) => s.materia).sort()).toEqual(SUBJECT_SEED.map((s) => s.name).sort());
    for (const subject of content) {
      expect(subject.assuntos.length, subject.materia).toBeGreaterThanOrEqual(4);
      const exercises = subject.assuntos.flatMap((t) => t.exercicios);
      expect(exercises.length, subject.materia).toBeGreaterThanOrEqual(3);
      for (const level of ["Fácil", "Médio", "Difícil"])
        expect(
          exercises.some((e) => e.dificuldade === level),
          `${subject.materia} ${level}`,
        ).toBe(true);
    }
  });

  it("has at least 1,000 questions, at least 200 in each ENEM area, 5 to 10 per exercise", () => {
    expect(all.length).toBeGreaterThanOrEqual(1000);
    const perArea = new Map<string, number>();
    for (const { subject } of all) {
      const area = SUBJECT_AREA[slugify(subject)] ?? subject;
      perArea.set(area, (perArea.get(area) ?? 0) + 1);
    }
    expect([...perArea.keys()].sort()).toEqual(["humanas", "linguagens", "matematica", "natureza"]);
    for (const [area, count] of perArea) expect(count, area).toBeGreaterThanOrEqual(200);
    for (const subject of content)
      for (const topic of subject.assuntos)
        for (const exercise of topic.exercicios) {
          expect(exercise.questoes.length, exercise.titulo).toBeGreaterThanOrEqual(5);
          expect(exercise.questoes.length, exercise.titulo).toBeLessThanOrEqual(10);
        }
  });

  it("every question is an ENEM item: five distinct options (A–E) with its key among them, its own difficulty, a note per option", () => {
    for (const { q, exercise } of all) {
      const where = `${exercise.titulo}: ${q.pergunta.slice(0, 60)}`;
      expect(q.tipo, where).toBe("multipla_escolha");
      expect(q.opcoes, where).toHaveLength(5);
      expect(q.opcoes, where).toContain(q.resposta_correta);
      expect(new Set(q.opcoes.map((o) => o.trim().toLowerCase())).size, where).toBe(q.opcoes.length);
      expect(q.explicacao.trim().length, where).toBeGreaterThanOrEqual(40);
      expect(q.dificuldade, where).toBeDefined();
      expect(q.comentarios_opcoes, where).toHaveLength(5);
      expect(
        q.opcoes.some((o) => /^(todas|nenhuma) das (alternativas )?anteriores/i.test(o)),
        where,
      ).toBe(false);
    }
  });

  it("draws every chart it holds: valid data, a description for screen readers", () => {
    for (const { q, exercise } of all)
      for (const block of [...chartBlocks(q.pergunta), ...chartBlocks(q.explicacao)])
        expect(parseChart(block), `${exercise.titulo}: ${q.pergunta.slice(0, 60)}`).toHaveProperty("spec");
  });

  it("gives the student something to read, as ENEM does, in at least 60% of the questions", () => {
    const reading = all.filter(({ q }) => hasReading(q.pergunta)).length;
    expect(reading / all.length).toBeGreaterThanOrEqual(0.6);
  });

  it("exercise titles are unique within a subject (they make the seeded ids)", () => {
    for (const subject of content) {
      const titles = subject.assuntos.flatMap((t) => t.exercicios.map((e) => slugify(e.titulo)));
      expect(new Set(titles).size, subject.materia).toBe(titles.length);
    }
  });

  it("does not give the answer away by its position or its length", () => {
    for (const subject of content) {
      const mc = all.filter((x) => x.subject === subject.materia && x.q.tipo === "multipla_escolha");
      const byPosition = [0, 0, 0, 0, 0];
      let longest = 0;
      for (const { q } of mc) {
        const index = q.opcoes.indexOf(q.resposta_correta);
        byPosition[index] = (byPosition[index] ?? 0) + 1;
        const lengths = q.opcoes.map((o) => o.length);
        const max = Math.max(...lengths);
        if (q.resposta_correta.length === max && lengths.filter((l) => l === max).length === 1) longest++;
      }
      // Chance alone gives 20% for both; a pattern a student can exploit is a defect.
      for (const count of byPosition)
        expect(count / mc.length, `${subject.materia} position`).toBeLessThan(0.35);
      expect(longest / mc.length, `${subject.materia}: correct option is the longest`).toBeLessThanOrEqual(
        0.35,
      );
    }
  });

  it("tags every question with a competency of its own subject's area and a skill (INEP's matrix)", () => {
    for (const { subject, exercise, q } of all) {
      const area = SUBJECT_AREA[slugify(subject)];
      expect(area, subject).toBeDefined();
      if (q.competencia)
        expect(
          isCompetencyOf(area!, q.competencia),
          `${subject} › ${exercise.titulo}: ${q.competencia}`,
        ).toBe(true);
      expect(Boolean(q.competencia), `${exercise.titulo}: competência and habilidade together`).toBe(
        Boolean(q.habilidade),
      );
    }
  });
});
