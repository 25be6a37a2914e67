import { dayOfArea, type EnemBooklet } from "#domain/enem-score/api";

type Area = EnemBooklet["area"];

/** INEP's colour names as a student reads them: AZUL → "Azul", "LEITOR TELA" → "Leitor de tela". */
export function colorLabel(cor: string): string {
  const text = cor.trim().toLowerCase();
  if (text === "leitor tela") return "Leitor de tela";
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The order of the areas in each day's booklet (2009 started with Natureza). */
function dayOrder(year: number, day: 1 | 2): Area[] {
  if (year >= 2017) return day === 1 ? ["LC", "CH"] : ["CN", "MT"];
  if (year === 2009) return day === 1 ? ["CN", "CH"] : ["LC", "MT"];
  return day === 1 ? ["CH", "CN"] : ["LC", "MT"];
}

/** The number of an area's first question in the printed booklet: 1, 46, 91 or 136. */
export function firstPosition(year: number, area: Area): number {
  const day = dayOfArea(year, area);
  const second = dayOrder(year, day).indexOf(area) === 1;
  return (day === 1 ? 1 : 91) + (second ? 45 : 0);
}

export interface Choice {
  dia?: 1 | 2;
  area?: Area;
  aplicacao?: number;
}

export interface Option<T> {
  value: T;
  label: string;
}

/** The choices left at each step, from the year's booklets and what is already chosen. */
export function choicesOf(year: number, booklets: EnemBooklet[], choice: Choice) {
  const days = [...new Set(booklets.map((b) => b.dia))].sort();
  const ofDay = booklets.filter((b) => b.dia === choice.dia);
  const areas = [...new Set(ofDay.map((b) => b.area))]
    .sort((a, b) => firstPosition(year, a) - firstPosition(year, b))
    .map((area) => ({ value: area, label: ofDay.find((b) => b.area === area)?.areaNome ?? area }));
  const ofArea = ofDay.filter((b) => b.area === choice.area);
  const applications = [...new Set(ofArea.map((b) => b.aplicacao))].sort((a, b) => a - b);
  const aplicacao = choice.aplicacao ?? (applications.length === 1 ? applications[0] : undefined);
  const ofApplication = ofArea.filter((b) => b.aplicacao === aplicacao);
  const colors: Option<string>[] = ofApplication.map((b) => {
    const label = colorLabel(b.cor);
    const twins = ofApplication.filter((o) => colorLabel(o.cor) === label).length > 1;
    return { value: b.coProva, label: twins ? `${label} (caderno ${b.coProva})` : label };
  });
  return {
    days: days.map((d) => ({ value: d, label: `${d}º dia` })),
    areas,
    applications: applications.map((a) => ({ value: a, label: `${a}ª aplicação` })),
    aplicacao,
    colors,
  };
}
