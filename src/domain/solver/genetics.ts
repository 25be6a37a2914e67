import { fraction } from "mathjs";
import { unaccentLower } from "#domain/shared/text";
import { formatNumber } from "./numbers.ts";
import type { KnownMistake, Solver } from "./types.ts";

/** One gene's genotype as students write it: "Aa", "AA", "aa" (the same letter twice). */
const GENOTYPE = /(?<![\p{L}])([A-Za-z])([A-Za-z])(?![\p{L}])/gu;
const GENETICS_WORDS =
  /\b(cruz\w*|filh\w*|prole|descendent\w*|nasc\w*|genotip\w*|fenotip\w*|heterozigot\w*|homozigot\w*|pai|mae|casal|gene|alel\w*|recessiv\w*|dominant\w*|mendel)\b/;
/** A number of offspring: "240 sementes", "80 filhotes". */
const TOTAL =
  /\b(\d+)\s+(?:sementes|filhos|filhotes|descendentes|plantas|individuos|animais|ervilhas|plantinhas)\b/;
const CHANCE_WORDS = /\b(chance|probabilidade|proporcao|porcentagem|quant[oa]s?|qual|%)/;
/** The child asked about by its phenotype ("uma menina albina", "um filho normal"). */
const RECESSIVE_CHILD = /\b(albin[oa]s?|afetad[oa]s?|doentes?|com a doenca|recessiv[oa]s?)\b/;
const DOMINANT_CHILD = /\b(normal|normais|saudave(?:l|is)|sem a doenca|dominantes?)\b/;
/** A sex asked beside the trait: being a girl (or a boy) is another ½, independent of the gene. */
const SEX_ASKED = /\b(menina|menino|filha|filho (?:homem|do sexo)|sexo (?:feminino|masculino))\b/;

type Genotype = string;

/** "aA" and "Aa" are the same genotype, dominant allele first. */
const canonical = (a: string, b: string): Genotype => (a <= b ? `${a}${b}` : `${b}${a}`);

function genotypesIn(message: string): { genotype: Genotype; at: number }[] {
  const found: { genotype: Genotype; at: number }[] = [];
  for (const m of message.matchAll(GENOTYPE)) {
    const [, a, b] = m;
    if (a!.toLowerCase() !== b!.toLowerCase()) continue;
    found.push({ genotype: canonical(a!, b!), at: m.index });
  }
  return found;
}

const percent = (p: number) => `${formatNumber(p * 100)}%`;
/** An exact probability, simplified by mathjs: 2 of 4 cells is ½. */
function texFraction(cells: number, of: number): string {
  const f = fraction(cells, of);
  return f.d === 1n ? String(f.n) : `\\tfrac{${f.n}}{${f.d}}`;
}

/**
 * A monohybrid cross (Aa × Aa, AA × aa…) worked with a Punnett square: the offspring's genotypes
 * and phenotypes with exact fractions (mathjs), and the chance of what the student asks about.
 */
export const solveGenetics: Solver = (message) => {
  const text = unaccentLower(message);
  if (!GENETICS_WORDS.test(text) || !CHANCE_WORDS.test(text)) return null;
  const found = genotypesIn(message);
  const letters = new Set(found.map((f) => f.genotype[0]!.toLowerCase()));
  if (found.length === 0 || letters.size !== 1) return null;
  // "o pai e a mãe são Aa", "um casal Aa": both parents; else the first two named are the cross.
  const bothSame = /\b(pai e (?:a )?mae|mae e (?:o )?pai|os dois|ambos|casal|os pais)\b/.test(text);
  const oneGenotypeForBoth = bothSame && (found.length === 1 || found[1]!.genotype !== found[0]!.genotype);
  const parents = oneGenotypeForBoth ? [found[0]!, found[0]!] : found.slice(0, 2);
  if (parents.length < 2) return null;
  const [p1, p2] = [parents[0]!.genotype, parents[1]!.genotype];
  const asked = found.slice(oneGenotypeForBoth ? 1 : 2).map((f) => f.genotype);

  const counts = new Map<Genotype, number>();
  for (const a of p1) for (const b of p2) counts.set(canonical(a, b), (counts.get(canonical(a, b)) ?? 0) + 1);
  const dominant = p1[0]!.toUpperCase();
  const share = (g: Genotype) => (counts.get(g) ?? 0) / 4;
  const genotypes = [...counts.keys()].sort();
  const recessive = `${dominant.toLowerCase()}${dominant.toLowerCase()}`;
  const targets = asked.length ? [...new Set(asked)] : genotypes;
  // What follows the parents' genotypes is the question: "a chance de terem uma menina albina".
  const question = unaccentLower(message.slice((parents[1]!.at ?? 0) + 2));
  const phenotype = asked.length
    ? null
    : RECESSIVE_CHILD.test(question)
      ? "recessive"
      : DOMINANT_CHILD.test(question)
        ? "dominant"
        : null;
  const sex = SEX_ASKED.exec(question)?.[1] ?? null;

  const square = [p1[0]!, p1[1]!]
    .map((a) => [p2[0]!, p2[1]!].map((b) => canonical(a, b)).join(", "))
    .join(" | ");
  const steps = [
    `Gametas: ${p1} forma ${[...new Set(p1)].join(" e ")}; ${p2} forma ${[...new Set(p2)].join(" e ")}. Cada gameta sai com chance igual.`,
    `Quadro de Punnett (2 × 2 = 4 combinações igualmente prováveis): ${square}.`,
    `Genótipos: ${genotypes.map((g) => `${g} $= ${texFraction(counts.get(g)!, 4)}$ (${percent(share(g))})`).join("; ")}.`,
    `Fenótipos: dominante (tem ${dominant}) ${percent(1 - share(recessive))}; recessivo (${recessive}) ${percent(share(recessive))}.`,
  ];
  const answers = targets.map((g) => ({ label: g, value: share(g) * 100, unit: "%" }));
  const mistakes: KnownMistake[] = [];
  if (phenotype) {
    const trait = phenotype === "recessive" ? share(recessive) : 1 - share(recessive);
    const label = `${sex ?? "filho(a)"} ${phenotype === "recessive" ? `com o fenótipo recessivo (${recessive})` : `com o fenótipo dominante`}`;
    if (sex) {
      steps.push(
        `Ser ${sex.replace(/^filh[oa] /, "")} tem chance ½, independente desse gene: multiplica-se $\\tfrac{1}{2} \\cdot ${formatNumber(trait * 100)}\\% = ${formatNumber(trait * 50)}\\%$.`,
      );
      mistakes.push({
        value: trait * 100,
        step: steps.length - 1,
        why: "esqueceu de multiplicar por ½ a chance do sexo pedido",
      });
    }
    answers.splice(0, answers.length, { label, value: (sex ? trait / 2 : trait) * 100, unit: "%" });
  }
  // "deu 240 sementes: quantas altas?": the expected count of each phenotype.
  const total = TOTAL.exec(text);
  if (total) {
    const n = Number(total[1]);
    const recessiveShare = share(recessive);
    steps.push(
      `De ${n} descendentes, espera-se ${formatNumber(n * (1 - recessiveShare))} com o fenótipo dominante e ${formatNumber(n * recessiveShare)} com o recessivo (${percent(1 - recessiveShare)} e ${percent(recessiveShare)} de ${n}).`,
    );
    answers.push(
      { label: "dominantes", value: n * (1 - recessiveShare), unit: "" },
      { label: "recessivos", value: n * recessiveShare, unit: "" },
    );
  }
  for (const g of phenotype ? [] : targets) {
    const p = share(g);
    // Counting genotype kinds instead of the four cells: Aa × Aa read as AA, Aa, aa = 1/3 each.
    const wrong = (1 / genotypes.length) * 100;
    if (Math.abs(wrong - p * 100) > 0.01)
      mistakes.push({
        value: wrong,
        step: 1,
        why: `contou os tipos de genótipo (${genotypes.length}) em vez das 4 combinações do quadro`,
      });
    // Reading one parent's gametes only: Aa gives aa with 1/2.
    if (g === recessive && p > 0 && Math.abs(p - 0.5) > 0.01)
      mistakes.push({
        value: 50,
        step: 0,
        why: "considerou só os gametas de um dos pais; a chance de cada pai passar o alelo recessivo se multiplica",
      });
  }
  return {
    title: "Cruzamento (1ª lei de Mendel)",
    understood: `Cruzamento ${p1} × ${p2}${asked.length ? `; pergunta sobre ${[...new Set(asked)].join(" e ")}` : ""}.`,
    steps,
    answers,
    mistakes: mistakes.filter(
      (m, i) =>
        !answers.some((a) => Math.abs(a.value - m.value) < 0.01) &&
        mistakes.findIndex((o) => Math.abs(o.value - m.value) < 0.01) === i,
    ),
  };
};
