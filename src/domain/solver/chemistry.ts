/** Molar mass from a formula, moles from a mass (n = m/M) and mass from moles (m = n·M). */
import { unit } from "mathjs";
import { ATOMIC_MASSES } from "./atomic-masses.ts";
import {
  countAtoms,
  type Formula,
  features,
  itemText,
  molarMass,
  parseFormula,
  plainFormula,
  type Reading,
  symbolsOf,
  texFormula,
} from "./chemical-formula.ts";
import { clean, keepMistakes } from "./math-helpers.ts";
import { formatNumber, parseNumber } from "./numbers.ts";
import { calc, fold, NUM, tex } from "./science-text.ts";
import type { KnownMistake, Solver } from "./types.ts";

const MOLAR_CUE = /massa molar|massa molecular|peso molecular|\bmm\b|g\/mol/;
const ASKS_MOLES =
  /\b(quant[oa]s? (mols?|moles?)|numero de (mols?|moles?)|quantidade de materia|quantidade (em|de) (mols?|moles?)|qtd de mols?)\b/;
const ASKS_MASS =
  /\b(qual (e )?a massa|massa (de|em)|quant[oa]s? (g|gramas|kg|quilos)|quanto pesa|calcule a massa)\b(?! molar| molecular)/;
const MASS = new RegExp(`(${NUM}) ?(kg|mg|g|gramas?|quilos?)(?![\\p{L}\\d])`, "gu");
const MOLES = new RegExp(`(${NUM}) ?(mols?|moles?)(?![\\p{L}\\d])`, "gu");
const VOLUME = new RegExp(`(${NUM}) ?(ml|mililitros?|l|litros?)(?![\\p{L}\\d/])`, "gu");
const ASKS_MOLARITY =
  /mol\/l|mol por litro|molaridade|concentracao molar|concentracao em quantidade de materia/;
const TOKEN = /(?<![A-Za-z0-9])[A-Z([][A-Za-z0-9()[\]]*(?:[·.•*]\d*[A-Z([][A-Za-z0-9()[\]]*)*/g;

/** The one formula in the message ("agua" stands for H2O), or null when none or several. */
function findFormula(original: string, text: string): Formula | null {
  const found = new Map<string, Formula>();
  for (const [token] of original.normalize("NFKC").matchAll(TOKEN)) {
    const formula = parseFormula(token);
    if (!formula) continue;
    const atoms = countAtoms(formula);
    const single = atoms.size === 1 && [...atoms.values()][0] === 1;
    // A lone capitalised symbol ("Na", "As", "O") is usually a Portuguese word, not a substance.
    if (
      single &&
      !(token.length === 2 && new RegExp(`molar (d[oae]|de) ${token.toLowerCase()}\\b`).test(text))
    )
      continue;
    found.set(token, formula);
  }
  if (found.size > 1) return null;
  const [formula] = found.values();
  if (formula) return formula;
  return /\bagua\b/.test(text) ? parseFormula("H2O") : null;
}

/** Atomic masses the statement gives ("Dados: H = 1, Cl = 35,5") take the place of the table's. */
export function givenMasses(original: string): Readonly<Record<string, number>> {
  const given: Record<string, number> = {};
  for (const m of original.matchAll(new RegExp(`(?<![A-Za-z])([A-Z][a-z]?) ?= ?(${NUM})`, "gu"))) {
    const value = parseNumber(m[2]!);
    if (m[1]! in ATOMIC_MASSES && value !== null && value > 0) given[m[1]!] = value;
  }
  return Object.keys(given).length > 0 ? { ...ATOMIC_MASSES, ...given } : ATOMIC_MASSES;
}

/** The single quantity of a kind in the message, in the unit asked; null when absent or repeated. */
function single(
  text: string,
  re: RegExp,
  to: string,
): { value: number; written: string; inTo: number } | null {
  const hits = [...text.matchAll(re)];
  if (hits.length !== 1) return null;
  const value = parseNumber(hits[0]![1]!);
  if (value === null || value <= 0) return null;
  const from = hits[0]![2]!
    .replace(/^gramas?$/, "g")
    .replace(/^quilos?$/, "kg")
    .replace(/^(mols?|moles?)$/, "mol")
    .replace(/^mililitros?$/, "mL")
    .replace(/^litros?$/, "L");
  return { value, written: `${formatNumber(value)} ${from}`, inTo: clean(unit(value, from).toNumber(to)) };
}

export const solveChemistry: Solver = (message) => {
  const text = fold(message);
  const formula = findFormula(message, text);
  if (!formula) return null;
  const mass = single(text, MASS, "g");
  const moles = single(text, MOLES, "mol");
  const volume = single(text, VOLUME, "L");
  const asksMolarity = ASKS_MOLARITY.test(text) && mass && volume && !moles;
  const asksMoles = ASKS_MOLES.test(text) && mass && !moles;
  const asksMass = ASKS_MASS.test(text) && moles && !mass;
  if (!asksMolarity && !asksMoles && !asksMass && !MOLAR_CUE.test(text)) return null;

  const plain = plainFormula(formula.text);
  const masses = givenMasses(message);
  const M = clean(molarMass(countAtoms(formula), masses));
  const steps = molarMassSteps(formula, M, masses);
  const mistakes = formulaMistakes(formula, masses);
  // "massa molar do NaOH e quantos mols tem 20 g": the molar mass is an answer too.
  const molarToo = MOLAR_CUE.test(text)
    ? [{ label: `massa molar de ${plain}`, value: M, unit: "g/mol" }]
    : [];
  if (asksMolarity && mass && volume) {
    const n = calc("m/M", { m: mass.inTo, M })!;
    const C = clean(n / volume.inTo);
    steps.push(
      `Número de mols do soluto: $n = \\dfrac{m}{M} = \\dfrac{${tex(mass.inTo)}}{${tex(M)}} = ${tex(n, false, 4)}\\,\\text{mol}$`,
    );
    if (!volume.written.endsWith(" L"))
      steps.push(`Volume em litros: ${volume.written} = ${formatNumber(volume.inTo, 4)} L.`);
    steps.push(
      `Concentração em mol/L: $C = \\dfrac{n}{V} = \\dfrac{${tex(n, false, 4)}}{${tex(volume.inTo, false, 4)}} = ${tex(C, false, 4)}\\,\\text{mol/L}$`,
    );
    const last = steps.length - 1;
    // The value asked first, then the mols it goes through.
    const answers = [
      { label: "concentração", value: C, unit: "mol/L" },
      { label: "n", value: n, unit: "mol", intermediate: true },
      ...molarToo,
    ];
    return {
      title: "Concentração em mol/L",
      keywords: "concentração em mol/L molaridade número de mols",
      understood: `Dados: ${mass.written} de ${plain} em ${volume.written} de solução; pede-se a concentração em mol/L (n = m/M, C = n/V).`,
      steps,
      answers,
      mistakes: keepMistakes(
        [
          {
            value: clean(n / volume.value),
            step: last,
            why: `usou o volume em mL (${volume.written}) sem passar para litros`,
          },
          {
            value: clean(mass.inTo / volume.inTo),
            step: last,
            why: "dividiu a massa pelo volume: isso é a concentração em g/L",
          },
          ...mistakes.map((m) => ({
            ...m,
            value: clean(mass.inTo / m.value / volume.inTo),
            why: `${m.why}, e a massa molar errada muda a concentração`,
          })),
        ],
        answers,
      ),
    };
  }
  if (asksMoles && mass) {
    const n = calc("m/M", { m: mass.inTo, M })!;
    const grams = mass.written.endsWith(" g") ? "" : ` (${mass.written} = ${formatNumber(mass.inTo)} g)`;
    steps.push(
      `Número de mols${grams}: $n = \\dfrac{m}{M} = \\dfrac{${tex(mass.inTo)}}{${tex(M)}} = ${tex(n, false, 3)}\\,\\text{mol}$`,
    );
    const last = steps.length - 1;
    const answers = [...molarToo, { label: "n", value: n, unit: "mol" }];
    return {
      title: molarToo.length ? "Massa molar e número de mols" : "Número de mols",
      keywords: "mol massa molar",
      understood: `Dados: ${mass.written} de ${plain}; pede-se ${molarToo.length ? "a massa molar e " : ""}o número de mols (n = m/M).`,
      steps,
      answers,
      mistakes: keepMistakes(
        [
          {
            value: clean(M / mass.inTo),
            step: last,
            why: `inverteu a fórmula: n = M/m = ${formatNumber(M)} ÷ ${formatNumber(mass.inTo)}`,
          },
          {
            value: clean(mass.inTo * M),
            step: last,
            why: `multiplicou em vez de dividir: ${formatNumber(mass.inTo)} × ${formatNumber(M)}`,
          },
          ...mistakes.map((m) => ({
            ...m,
            value: clean(mass.inTo / m.value),
            why: `${m.why}, e a massa molar errada muda n`,
          })),
          ...(molarToo.length ? mistakes : []),
        ],
        answers,
      ),
    };
  }
  if (asksMass && moles) {
    const m = calc("n*M", { n: moles.inTo, M })!;
    steps.push(
      `Massa: $m = n \\cdot M = ${tex(moles.inTo, false, 3)} \\cdot ${tex(M)} = ${tex(m)}\\,\\text{g}$`,
    );
    const last = steps.length - 1;
    const answers = [...molarToo, { label: "massa", value: m, unit: "g" }];
    return {
      title: molarToo.length ? "Massa molar e massa" : "Massa a partir do número de mols",
      keywords: "mol massa molar",
      understood: `Dados: ${moles.written} de ${plain}; pede-se ${molarToo.length ? "a massa molar e " : ""}a massa (m = n · M).`,
      steps,
      answers,
      mistakes: keepMistakes(
        [
          {
            value: clean(moles.inTo / M),
            step: last,
            why: `dividiu n por M: ${formatNumber(moles.inTo, 3)} ÷ ${formatNumber(M)}`,
          },
          {
            value: clean(M / moles.inTo),
            step: last,
            why: `dividiu M por n: ${formatNumber(M)} ÷ ${formatNumber(moles.inTo, 3)}`,
          },
          ...mistakes.map((k) => ({
            ...k,
            value: clean(moles.inTo * k.value),
            why: `${k.why}, e a massa molar errada muda a massa`,
          })),
          ...(molarToo.length ? mistakes : []),
        ],
        answers,
      ),
    };
  }
  const answers = [{ label: `massa molar de ${plain}`, value: M, unit: "g/mol" }];
  return {
    title: "Massa molar",
    understood: `Fórmula lida: ${plain}; pede-se a massa molar.`,
    steps,
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
};

/** Counting the atoms, each element's share and the sum. */
function molarMassSteps(formula: Formula, M: number, masses: Readonly<Record<string, number>>): string[] {
  const counts = countAtoms(formula);
  const { groups, hydrate, coefficient } = features(formula);
  const notes = groups.map(
    (g) =>
      `o índice ${g.n} depois de ${plainFormula(itemText(g).replace(/\d+$/, ""))} multiplica ${symbolsOf(g).join(" e ")}`,
  );
  if (hydrate) notes.push(`o coeficiente ${coefficient ?? 1} multiplica toda a água de hidratação`);
  const list = [...counts].map(([s, n]) => `${s} = ${n}`).join(", ");
  const shares = [...counts].map(([s, n]) => {
    const share = clean(n * masses[s]!);
    return `- ${s}: ${n} × ${formatNumber(masses[s]!)} = ${formatNumber(share)}`;
  });
  const sum = [...counts].map(([s, n]) => tex(clean(n * masses[s]!))).join(" + ");
  const source =
    masses === ATOMIC_MASSES
      ? "massas atômicas arredondadas, como no ENEM"
      : "as dadas no enunciado; as outras, como no ENEM";
  return [
    `Contando os átomos de $${texFormula(formula.text)}$: ${list}${notes.length ? ` (${notes.join("; ")})` : ""}.`,
    `Massa de cada elemento (${source}):\n${shares.join("\n")}`,
    `Somando: $M = ${sum} = ${tex(clean(M))}\\,\\text{g/mol}$`,
  ];
}

/** Molar masses that the classic misreadings of this formula give (all go wrong when counting). */
function formulaMistakes(formula: Formula, masses: Readonly<Record<string, number>>): KnownMistake[] {
  const { groups, subscripts, hydrate, coefficient } = features(formula);
  const wrong = (reading: Reading, why: string): KnownMistake => ({
    value: clean(molarMass(countAtoms(formula, reading), masses)),
    step: 0,
    why,
  });
  const out: KnownMistake[] = [];
  // "leu Ca(OH)₂ como CaOH₂" only makes sense when the last atom in the bracket has no index.
  const flat = /[A-Za-z][)\]]\d/.test(formula.text)
    ? ` (leu como ${plainFormula(formula.text.replace(/[()[\]]/g, ""))})`
    : "";
  if (groups.length > 0)
    out.push(
      wrong("groupOnLast", `esqueceu que o índice depois dos parênteses multiplica o grupo todo${flat}`),
    );
  if (subscripts) out.push(wrong("noSubscripts", "esqueceu os índices e contou um átomo de cada"));
  if (hydrate && coefficient)
    out.push(wrong("noCoefficient", `esqueceu o coeficiente ${coefficient} da água de hidratação`));
  if (hydrate) out.push(wrong("noWater", "deixou de fora a água de hidratação"));
  return out;
}
