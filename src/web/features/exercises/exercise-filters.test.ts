import { describe, expect, it } from "vitest";
import type { ExerciseCard } from "#domain/practice/api";
import { filterExercises, filtersFromParams, foldText } from "./exercise-filters.ts";

function card(overrides: Partial<ExerciseCard> & { subjectName?: string; topicName?: string }): ExerciseCard {
  const { subjectName = "Matemática", topicName = "Funções", ...rest } = overrides;
  return {
    id: crypto.randomUUID(),
    title: "Exercício",
    description: null,
    difficulty: "Fácil",
    estimatedMinutes: 10,
    questionCount: 5,
    subject: { name: subjectName, slug: foldText(subjectName), color: "#000", icon: "calculator", emoji: "" },
    topic: { id: "t", name: topicName },
    attempt: null,
    ...rest,
  };
}

describe("exercise filters", () => {
  const list = [
    card({ title: "Equações do 1º grau", difficulty: "Fácil" }),
    card({ title: "Revolução Francesa", subjectName: "História", topicName: "Idade Contemporânea" }),
    card({
      title: "Ligações químicas",
      subjectName: "Química",
      topicName: "Ligações",
      difficulty: "Difícil",
    }),
  ];

  it("matches title, subject and topic ignoring case and accents", () => {
    const by = (q: string) => filterExercises(list, { q, subject: "", difficulty: "" }).map((e) => e.title);
    expect(by("EQUACOES")).toEqual(["Equações do 1º grau"]);
    expect(by("historia")).toEqual(["Revolução Francesa"]);
    expect(by("contemporânea")).toEqual(["Revolução Francesa"]);
    expect(by("quimica ligacoes")).toEqual(["Ligações químicas"]);
    expect(by("  ")).toHaveLength(3);
  });

  it("filters by subject slug and difficulty", () => {
    expect(filterExercises(list, { q: "", subject: "quimica", difficulty: "" })).toHaveLength(1);
    expect(filterExercises(list, { q: "", subject: "", difficulty: "facil" })).toHaveLength(2);
    expect(filterExercises(list, { q: "", subject: "historia", difficulty: "dificil" })).toHaveLength(0);
  });

  it("reads the filters from the URL and ignores an unknown difficulty", () => {
    const filters = filtersFromParams(
      new URLSearchParams("q=f%C3%ADsica&materia=fisica&dificuldade=extremo"),
    );
    expect(filters).toEqual({ q: "física", subject: "fisica", difficulty: "" });
  });
});
