import { unaccentLower } from "#domain/shared/text";
import { clean, tex } from "./math-helpers.ts";
import { formatNumber, parseNumber } from "./numbers.ts";
import type { Solver } from "./types.ts";

/** "1 a cada 2.500", "1 em 10.000", "1/400": how often the recessive homozygote is born. */
const ONE_IN = /\b1\s*(?:a cada|em cada|em|\/|:)\s*(\d[\d.]*)/;
/** A percentage followed closely by what marks the recessive homozygotes ("16% são aa", "9% tem a doença"). */
const PERCENT = /(\d+(?:[.,]\d+)?)\s*%[^%\d]{0,40}?(?:\baa\b|afetad|doente|recessiv|albin|doenca)/;
/** The population's size, when the question asks for people rather than a share. */
const POPULATION = /(\d[\d.]*)\s*(?:pessoas|habitantes|individuos|moradores)/;
const ASKS =
  /\b(portador\w*|heterozig\w*|frequencia do alelo|frequencia dos alelos|alelo recessivo|alelo dominante)\b/;

/** "o pai é albino (aa)", "mãe Aa", "Aa x aa": a cross between two parents whose genotypes are given. */
const PARENTS_WITH_GENOTYPES =
  /\b(?:pai|m[ãa]e|casal|cruzamento|cruza)\b[^.?!]{0,40}\b([a-z])\1\b|\b([a-z])\2\s*[x×]\s*([a-z])\3\b/iu;

const pct = (x: number) => `${formatNumber(x * 100, 2)}%`;

/**
 * Hardy-Weinberg from the frequency of a recessive trait: q² is the share born recessive, so
 * q = √(q²), p = 1 − q, and the carriers (heterozygotes) are 2pq.
 */
export const solveHardyWeinberg: Solver = (message) => {
  const text = unaccentLower(message);
  if (!ASKS.test(text) || !/\b(recessiv\w*|hardy|weinberg|afetad\w*|doenca|albin\w*)\b/.test(text))
    return null;
  // Parents with their genotypes ("o pai é aa e a mãe é Aa") make a cross, not a population.
  if (PARENTS_WITH_GENOTYPES.test(message)) return null;
  const oneIn = ONE_IN.exec(text);
  const percent = PERCENT.exec(text);
  const denominator = oneIn ? parseNumber(oneIn[1]!) : null;
  const q2 = denominator ? 1 / denominator : percent ? (parseNumber(percent[1]!) ?? 0) / 100 : null;
  if (!q2 || q2 <= 0 || q2 >= 1) return null;
  const q = Math.sqrt(q2);
  const p = 1 - q;
  const carriers = 2 * p * q;
  const size = POPULATION.exec(text.replace(ONE_IN, " "));
  const people = size ? parseNumber(size[1]!) : null;
  const count = people && people > 1 ? clean(carriers * people) : null;
  return {
    title: "Equilíbrio de Hardy-Weinberg",
    keywords: "hardy weinberg frequências alélicas",
    understood: `Afetados (aa): ${denominator ? `1 em ${formatNumber(denominator)}` : pct(q2)} da população, ou seja, $q^2 = ${tex(q2)}$.`,
    steps: [
      `Os afetados são os homozigotos recessivos: $q^2 = ${tex(q2)}$, então $q = \\sqrt{${tex(q2)}} = ${tex(q)}$.`,
      `O alelo dominante completa o total: $p = 1 - q = ${tex(p)}$.`,
      `Portadores (heterozigotos, Aa): $2pq = 2 \\cdot ${tex(p)} \\cdot ${tex(q)} = ${tex(carriers)}$, isto é, ${pct(carriers)} da população.`,
      ...(count !== null
        ? [
            `Em ${formatNumber(people!)} pessoas: $${tex(carriers)} \\cdot ${tex(people!)} = ${tex(count)}$ heterozigotos.`,
          ]
        : []),
    ],
    answers: [
      ...(count !== null ? [{ label: "heterozigotos (pessoas)", value: count, unit: "" }] : []),
      // With a population, the count is what is asked; the share is the way to it.
      { label: "portadores (Aa)", value: clean(carriers * 100), unit: "%", intermediate: count !== null },
      {
        label: "frequência do alelo recessivo (q)",
        value: clean(q),
        unit: "",
        intermediate: !/frequencia d[oe]s? alelos?|alelo recessivo|alelo dominante/.test(text),
      },
    ],
    mistakes: [
      { value: q2 * 100 * 2, step: 0, why: "usou q² como se fosse q (esqueceu a raiz quadrada)" },
      {
        value: q * 100,
        step: 2,
        why: "parou na frequência do alelo, q, em vez de calcular os heterozigotos, 2pq",
      },
      { value: p * q * 100, step: 2, why: "esqueceu o 2 de 2pq (Aa e aA são duas combinações)" },
    ].filter((m) => Math.abs(m.value - carriers * 100) > 1e-9),
  };
};
