/** Mean (simple or weighted), median and mode of a list of numbers the student typed (mathjs). */
import { mean, median, mode } from "mathjs";
import { clean, fmt, keepMistakes, plain, tex } from "./math-helpers.ts";
import { parseNumber } from "./numbers.ts";
import type { KnownMistake, Solution, SolvedValue, Solver } from "./types.ts";

const NUM = String.raw`\d+(?:[.,]\d+)*`;

/** What a count before the list counts ("6 simulados", "5 notas"). */
const COUNTED =
  /^\s*(?:simulados?|provas?|notas?|valores|numeros|dados|alunos|pessoas|medidas|testes|trabalhos|jogos|partidas|dias|meses|observacoes|elementos|termos)\b/;

/**
 * The data: the longest run of numbers separated only by commas, "e", spaces (or ; / | -). Numbers
 * outside it are allowed when the run has at least 3 values and none of them is a count that
 * disagrees with it ("fiz 6 simulados e tirei 580, 720, 640, 610, 700 e 650").
 */
function list(t: string): number[] | null {
  const found = [...t.matchAll(new RegExp(NUM, "g"))];
  const runs: RegExpExecArray[][] = [];
  for (const [i, m] of found.entries()) {
    const prev = found[i - 1];
    const gap = prev ? t.slice(prev.index + prev[0].length, m.index) : "";
    const run = runs[runs.length - 1];
    if (run && /^\s*(,|;|e|\/|\||-)?\s*$/.test(gap)) run.push(m);
    else runs.push([m]);
  }
  const longest = Math.max(0, ...runs.map((r) => r.length));
  const best = runs.filter((r) => r.length === longest);
  if (best.length !== 1 || longest < 2) return null;
  const run = best[0] as RegExpExecArray[];
  if (runs.length > 1) {
    if (longest < 3) return null;
    for (const m of found) {
      if (run.includes(m)) continue;
      const after = t.slice(m.index + m[0].length);
      // "2º bimestre" is an ordinal, not data; "6 simulados" must count the list.
      if (/^\s*(o|a|º|ª)\b/.test(after)) continue;
      if (COUNTED.test(after) && parseNumber(m[0]) !== longest) return null;
    }
  }
  const values = run.map((m) => parseNumber(m[0]));
  return values.every((v) => v !== null) ? (values as number[]) : null;
}

export const solveStatistics: Solver = (message) => {
  let t = plain(message);
  if (/velocidade|aceleracao|km|m\/s|\bhoras?\b|idade media|media (de|por) (dia|hora)/.test(t)) return null;
  // "2,3,3,5" with no spaces separates with commas; "1,5, 2,5" keeps them as decimals.
  if (!/\d, \d/.test(t) && /\d,\d+,\d/.test(t)) t = t.replace(/(\d),(?=\d)/g, "$1 ");
  const wantMean = /\bmedia\b|\bmedia aritmetica\b/.test(t);
  const wantMedian = /\bmediana\b/.test(t);
  const wantMode = /\bmoda\b/.test(t);
  if (/\bpesos?\b/.test(t) && (wantMean || /\b(nota|notas|tirei|tirou|fiquei)\b/.test(t))) return weighted(t);
  if (!wantMean && !wantMedian && !wantMode) return null;
  const values = list(t);
  if (!values) return null;
  const n = values.length;
  const sorted = [...values].sort((a, b) => a - b);
  const steps = [`Dados (${n} valores): ${values.map((v) => fmt(v, 4)).join("; ")}.`];
  const answers: SolvedValue[] = [];
  const mistakes: KnownMistake[] = [];
  const names: string[] = [];
  if (wantMean) {
    const sum = clean(values.reduce((s, v) => s + v, 0));
    const m = clean(Number(mean(values)));
    steps.push(
      `Média: some e divida pela quantidade, $\\bar{x} = \\frac{${values.map((v) => tex(v)).join(" + ")}}{${n}} = \\frac{${tex(sum)}}{${n}} = ${tex(m)}$.`,
    );
    answers.push({ label: "média", value: m, unit: "" });
    mistakes.push(
      { value: sum, step: steps.length - 1, why: "somou mas não dividiu pela quantidade de valores" },
      { value: sum / (n - 1), step: steps.length - 1, why: `dividiu por ${n - 1} em vez de ${n}` },
    );
    names.push("média");
  }
  if (wantMedian) {
    const md = clean(Number(median(values)));
    const mid = Math.floor(n / 2);
    const how =
      n % 2 === 1
        ? `com ${n} valores (ímpar), a mediana é o do meio, o ${mid + 1}º: $${tex(md)}$`
        : `com ${n} valores (par), a mediana é a média dos dois do meio: $\\frac{${tex(sorted[mid - 1] ?? 0)} + ${tex(sorted[mid] ?? 0)}}{2} = ${tex(md)}$`;
    steps.push(`Mediana: ponha em ordem (${sorted.map((v) => fmt(v, 4)).join("; ")}); ${how}.`);
    answers.push({ label: "mediana", value: md, unit: "" });
    const step = steps.length - 1;
    const unsorted = n % 2 === 1 ? (values[mid] ?? 0) : ((values[mid - 1] ?? 0) + (values[mid] ?? 0)) / 2;
    mistakes.push({ value: unsorted, step, why: "pegou o valor do meio sem pôr a lista em ordem" });
    if (n % 2 === 0) {
      mistakes.push({
        value: sorted[mid - 1] ?? 0,
        step,
        why: "com quantidade par, pegou só um dos valores do meio",
      });
      mistakes.push({
        value: sorted[mid] ?? 0,
        step,
        why: "com quantidade par, pegou só um dos valores do meio",
      });
    }
    names.push("mediana");
  }
  if (wantMode) {
    const counts = new Map<number, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    const top = Math.max(...counts.values());
    if (top === 1) {
      steps.push("Moda: nenhum valor se repete, então a lista não tem moda (é amodal).");
    } else {
      const modes = (mode(values) as number[]).map(Number);
      steps.push(
        `Moda: o valor que mais aparece (${top} vezes) é ${modes.map((v) => fmt(v, 4)).join(" e ")}${modes.length > 1 ? " (lista multimodal)" : ""}.`,
      );
      for (const v of modes) answers.push({ label: "moda", value: v, unit: "" });
    }
    names.push("moda");
  }
  return {
    title:
      names.length === 1
        ? `${names[0]?.replace(/^./, (c) => c.toUpperCase())}`
        : "Medidas de tendência central",
    understood: `${names.join(", ").replace(/^./, (c) => c.toUpperCase())} dos valores ${values.map((v) => fmt(v, 4)).join("; ")}.`,
    steps,
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
};

/** "P1", "prova 2", "2º bimestre": names of the assessments, whose digits are no data. */
const LABELS =
  /\b(p|prova|teste|trabalho|simulado|bimestre|trimestre|unidade|av|avaliacao|atividade|lista|seminario|etapa)\s?\d{1,2}\b|\b\d{1,2}\s?(º|ª|o|a)\s(?=prova|teste|trabalho|simulado|bimestre|trimestre|unidade|avaliacao|etapa)/g;

/**
 * Value–weight pairs in any order: "7 (peso 2), 8 (peso 3)", "peso 2 tirei 6,5", "tirei 7 na p1 que
 * vale peso 2". A number right after "peso" is a weight, any other a grade; each grade pairs with the
 * weight next to it. Null unless every number falls in a pair.
 */
function weightPairs(t: string): { value: number | null; weight: number | null }[] | null {
  const text = t.replace(LABELS, (m) => m.replace(/\d/g, "#"));
  const tokens = [...text.matchAll(new RegExp(`(peso:?\\s*(?:=\\s*|de\\s*)?)?(${NUM})`, "g"))].map((m) => ({
    weight: m[1] !== undefined,
    n: parseNumber(m[2] as string),
  }));
  const pairs: { value: number | null; weight: number | null }[] = [];
  for (let i = 0; i < tokens.length; i += 2) {
    const [a, b] = [tokens[i], tokens[i + 1]];
    if (!a || !b || a.weight === b.weight) return null;
    pairs.push(a.weight ? { value: b.n, weight: a.n } : { value: a.n, weight: b.n });
  }
  return pairs;
}

function weighted(t: string): Solution | null {
  const pairs = weightPairs(t);
  if (!pairs || pairs.length < 2) return null;
  if (pairs.some((p) => p.value === null || p.weight === null || (p.weight ?? 0) <= 0)) return null;
  const values = pairs.map((p) => p.value as number);
  const weights = pairs.map((p) => p.weight as number);
  const products = values.map((v, i) => clean(v * (weights[i] ?? 0)));
  const top = clean(products.reduce((s, v) => s + v, 0));
  const bottom = clean(weights.reduce((s, v) => s + v, 0));
  const result = clean(top / bottom);
  const answers: SolvedValue[] = [{ label: "média ponderada", value: result, unit: "" }];
  const mistakes: KnownMistake[] = [
    { value: Number(mean(values)), step: 1, why: "fez a média simples, ignorando os pesos" },
    {
      value: top / values.length,
      step: 2,
      why: `dividiu por ${values.length} (quantidade de notas) em vez da soma dos pesos, ${fmt(bottom)}`,
    },
    { value: top, step: 2, why: "não dividiu pela soma dos pesos" },
  ];
  return {
    title: "Média ponderada",
    understood: `Média ponderada de ${values.map((v, i) => `${fmt(v, 4)} (peso ${fmt(weights[i] ?? 0, 4)})`).join(", ")}.`,
    steps: [
      `Cada valor conta tantas vezes quanto seu peso: $\\bar{x} = \\frac{\\sum v \\cdot p}{\\sum p}$.`,
      `Multiplique cada valor pelo peso e some: $${values.map((v, i) => `${tex(v)} \\cdot ${tex(weights[i] ?? 0)}`).join(" + ")} = ${tex(top)}$.`,
      `Divida pela soma dos pesos: $\\frac{${tex(top)}}{${weights.map((w) => tex(w)).join(" + ")}} = \\frac{${tex(top)}}{${tex(bottom)}} = ${tex(result)}$.`,
    ],
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
}
