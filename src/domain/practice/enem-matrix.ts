/**
 * INEP's reference matrix for the objective tests: four areas, each with its competencies
 * (C1…Cn) and thirty skills (H1…H30). Every item of the bank names the competency and skill it
 * assesses within its subject's area.
 */
export const ENEM_AREAS = {
  linguagens: { name: "Linguagens, Códigos e suas Tecnologias", competencies: 9 },
  humanas: { name: "Ciências Humanas e suas Tecnologias", competencies: 6 },
  natureza: { name: "Ciências da Natureza e suas Tecnologias", competencies: 8 },
  matematica: { name: "Matemática e suas Tecnologias", competencies: 7 },
} as const;
export type EnemArea = keyof typeof ENEM_AREAS;

/** The area of each subject of the bank (by slug). */
export const SUBJECT_AREA: Record<string, EnemArea> = {
  portugues: "linguagens",
  literatura: "linguagens",
  ingles: "linguagens",
  historia: "humanas",
  geografia: "humanas",
  filosofia: "humanas",
  sociologia: "humanas",
  biologia: "natureza",
  fisica: "natureza",
  quimica: "natureza",
  matematica: "matematica",
};

export const SKILLS_PER_AREA = 30;

/** "C5" within the area's competencies. */
export function isCompetencyOf(area: EnemArea, value: string): boolean {
  const n = /^C([1-9])$/.exec(value)?.[1];
  return n !== undefined && Number(n) <= ENEM_AREAS[area].competencies;
}
