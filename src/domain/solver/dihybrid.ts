/**
 * Two genes on different chromosomes (AaBb × AaBb): each gene segregates on its own (Mendel's
 * second law), so the chance of a combination is the product of each gene's chance — aabb is
 * ¼ · ¼, A_B_ is ¾ · ¾.
 */
import { fraction } from "mathjs";
import { clean, keepMistakes } from "./math-helpers.ts";
import { formatNumber } from "./numbers.ts";
import type { SolvedValue, Solver } from "./types.ts";

const PARENT = /(?<![\p{L}_])([A-Za-z])([A-Za-z])([A-Za-z])([A-Za-z])(?![\p{L}_])/gu;
/** What is asked, per gene: a genotype ("aa", "Aa") or a dominant phenotype ("A_"). */
const TARGET = /(?<![\p{L}_])([A-Za-z])([A-Za-z_])([A-Za-z])([A-Za-z_])(?![\p{L}_])/gu;

const sameGene = (x: string, y: string) => x.toLowerCase() === y.toLowerCase();
/** The chance of one gene's outcome in a monohybrid cross ("A_" is any genotype with A). */
function geneChance(p1: string, p2: string, want: string): number {
  let hits = 0;
  for (const a of p1)
    for (const b of p2) {
      const child = [a, b].sort().join("");
      const wantSorted = want.includes("_") ? null : [...want].sort().join("");
      if (wantSorted ? child === wantSorted : child.includes(want[0]!)) hits++;
    }
  return hits / 4;
}
const frac = (p: number) => {
  const f = fraction(p);
  return `\\tfrac{${f.n}}{${f.d}}`;
};

export const solveDihybrid: Solver = (message) => {
  if (!/chance|probabilidade|proporcao|porcentagem|%|quant/.test(message.toLowerCase())) return null;
  const parents = [...message.matchAll(PARENT)].filter(
    (m) => sameGene(m[1]!, m[2]!) && sameGene(m[3]!, m[4]!) && !sameGene(m[1]!, m[3]!),
  );
  if (parents.length < 2 && !/casal|ambos|os dois/i.test(message)) return null;
  const [first, second] = [parents[0], parents[1] ?? parents[0]];
  if (!first || !second) return null;
  const p1 = first[0];
  const p2 = second[0];
  const afterParents = message.slice((parents[1] ?? parents[0])!.index! + 4);
  const targets = [...afterParents.matchAll(TARGET)]
    .map((m) => m[0])
    .filter(
      (t) =>
        sameGene(t[0]!, p1[0]!) && sameGene(t[2]!, p1[2]!) && !(t[1] === "_" && t[0] !== t[0]!.toUpperCase()),
    );
  if (targets.length === 0) return null;
  const geneA = [p1.slice(0, 2), p2.slice(0, 2)] as const;
  const geneB = [p1.slice(2), p2.slice(2)] as const;
  const steps = [
    `Genes em cromossomos diferentes se separam de forma independente (2ª lei de Mendel): resolva cada gene como um cruzamento simples e multiplique as chances.`,
  ];
  const answers: SolvedValue[] = [];
  const mistakes = [];
  for (const t of [...new Set(targets)]) {
    const a = geneChance(geneA[0], geneA[1], t.slice(0, 2));
    const b = geneChance(geneB[0], geneB[1], t.slice(2));
    const p = clean(a * b * 100);
    steps.push(
      `${t}: ${geneA[0]} × ${geneA[1]} dá ${t.slice(0, 2)} com $${frac(a)}$; ${geneB[0]} × ${geneB[1]} dá ${t.slice(2)} com $${frac(b)}$; $${frac(a)} \\cdot ${frac(b)} = ${frac(a * b)}$ = ${formatNumber(p)}%.`,
    );
    answers.push({ label: t, value: p, unit: "%" });
    mistakes.push(
      {
        value: clean((a + b) * 100),
        step: steps.length - 1,
        why: "somou as chances dos dois genes em vez de multiplicar",
      },
      { value: clean(a * 100), step: steps.length - 1, why: "olhou só o primeiro gene" },
    );
  }
  return {
    title: "Di-hibridismo (2ª lei de Mendel)",
    keywords: "segunda lei de Mendel di-hibridismo segregação independente",
    understood: `Cruzamento ${p1} × ${p2}; pergunta sobre ${[...new Set(targets)].join(" e ")}.`,
    steps,
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
};
