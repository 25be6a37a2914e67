import type { ExerciseCard } from "#domain/practice/api";

export type Difficulty = ExerciseCard["difficulty"];

/** Difficulty as it appears in the URL (?dificuldade=facil) and on screen. */
export const DIFFICULTIES: { slug: string; label: Difficulty }[] = [
  { slug: "facil", label: "Fácil" },
  { slug: "medio", label: "Médio" },
  { slug: "dificil", label: "Difícil" },
];

export type ExerciseFilters = {
  /** Free text matched against title, subject and topic. */
  q: string;
  /** Subject slug, or "" for every subject. */
  subject: string;
  /** Difficulty slug, or "" for every difficulty. */
  difficulty: string;
};

export const FILTER_PARAMS = { q: "q", subject: "materia", difficulty: "dificuldade" } as const;

export function filtersFromParams(params: URLSearchParams): ExerciseFilters {
  const difficulty = params.get(FILTER_PARAMS.difficulty) ?? "";
  return {
    q: params.get(FILTER_PARAMS.q) ?? "",
    subject: params.get(FILTER_PARAMS.subject) ?? "",
    difficulty: DIFFICULTIES.some((d) => d.slug === difficulty) ? difficulty : "",
  };
}

/** Lower case without accents, so "matematica" finds "Matemática". */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

export function filterExercises(list: ExerciseCard[], filters: ExerciseFilters): ExerciseCard[] {
  const words = foldText(filters.q).split(/\s+/).filter(Boolean);
  const difficulty = DIFFICULTIES.find((d) => d.slug === filters.difficulty)?.label;
  return list.filter((exercise) => {
    if (filters.subject && exercise.subject.slug !== filters.subject) return false;
    if (difficulty && exercise.difficulty !== difficulty) return false;
    if (words.length === 0) return true;
    const haystack = foldText(`${exercise.title} ${exercise.subject.name} ${exercise.topic.name}`);
    return words.every((word) => haystack.includes(word));
  });
}

export function hasActiveFilters(filters: ExerciseFilters): boolean {
  return Boolean(filters.q.trim() || filters.subject || filters.difficulty);
}
