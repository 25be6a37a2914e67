/**
 * Stoichiometry from a balanced equation: "C2H5OH + 3 O2 -> 2 CO2 + 3 H2O; quantos gramas de CO2
 * saem de 92 g de etanol?" — the given mass (or mols) of one substance, the mol ratio of the
 * coefficients, then the mass (mols, or litres at CNTP) of the other.
 */
import { ATOMIC_MASSES } from "./atomic-masses.ts";
import {
  countAtoms,
  type Formula,
  molarMass,
  parseFormula,
  plainFormula,
  texFormula,
} from "./chemical-formula.ts";
import { givenMasses } from "./chemistry.ts";
import { clean, keepMistakes } from "./math-helpers.ts";
import { formatNumber, parseNumber } from "./numbers.ts";
import { fold, NUM, tex } from "./science-text.ts";
import type { Solver } from "./types.ts";

type Species = { formula: Formula; coef: number; M: number };

/**
 * The arrow as students type it; the chat removes angle brackets (docs/product.md#messages), so
 * "->" arrives as "-", and many write "=". Each candidate is tried until one reads as a balanced
 * equation ("C=12" in the data is not one).
 */
const ARROW = /\s*(?:-{1,2}>?|=>?|→|⟶|⇒|—>?|–>?)\s*/g;
/** A term of an equation: coefficient, formula, optional state ("(g)", "(aq)"). */
const TERM = String.raw`(?:\d+(?:[.,]\d+)?\s*)?[A-Z][A-Za-z0-9()[\]]*?(?:\((?:s|l|g|aq|v)\))?`;
const TERM_PARTS = /^(\d+(?:[.,]\d+)?)?\s*([A-Z][A-Za-z0-9()[\]]*?)(?:\((?:s|l|g|aq|v)\))?$/;
const REACTANTS = new RegExp(String.raw`(?:${TERM}\s*\+\s*)*${TERM}\s*$`);
const PRODUCTS = new RegExp(String.raw`^\s*${TERM}(?:\s*\+\s*${TERM})*(?![A-Za-z0-9(])`);

/** Names students write for the substances ENEM's equations use most. */
const NAMES: [RegExp, string][] = [
  [/\betanol\b|\balcool (?:etilico|comum)\b/, "C2H6O"],
  [/\bmetanol\b/, "CH4O"],
  [/\bmetano\b/, "CH4"],
  [/\bpropano\b/, "C3H8"],
  [/\bbutano\b/, "C4H10"],
  [/\boctano\b|\bgasolina\b/, "C8H18"],
  [/\bglicose\b/, "C6H12O6"],
  [/\bsacarose\b/, "C12H22O11"],
  [/\bagua\b/, "H2O"],
  [/\bgas carbonico\b|\bdioxido de carbono\b/, "CO2"],
  [/\bmonoxido de carbono\b/, "CO"],
  [/\boxigenio\b/, "O2"],
  [/\bhidrogenio\b/, "H2"],
  [/\bnitrogenio\b/, "N2"],
  [/\bamonia\b/, "NH3"],
  [/\bcarbonato de calcio\b|\bcalcario\b/, "CaCO3"],
  [/\boxido de calcio\b|\bcal virgem\b/, "CaO"],
  [/\bhidroxido de sodio\b|\bsoda caustica\b/, "NaOH"],
  [/\bcloreto de sodio\b/, "NaCl"],
  [/\bacido cloridrico\b/, "HCl"],
  [/\bacido sulfurico\b/, "H2SO4"],
  [/\bdioxido de enxofre\b/, "SO2"],
  [/\bferro\b/, "Fe"],
];

function parseTerm(raw: string, masses: Readonly<Record<string, number>>): Species | null {
  const m = TERM_PARTS.exec(raw.trim());
  if (!m) return null;
  const formula = parseFormula(m[2]!);
  if (!formula) return null;
  const coef = m[1] ? parseNumber(m[1]) : 1;
  if (coef === null || coef <= 0) return null;
  return { formula, coef, M: clean(molarMass(countAtoms(formula), masses)) };
}

/** The reaction written in the message: the terms joined by "+" on each side of the arrow. */
function readEquation(message: string, masses: Readonly<Record<string, number>>) {
  const text = message.normalize("NFKC");
  for (const arrow of text.matchAll(ARROW)) {
    const left = REACTANTS.exec(text.slice(0, arrow.index))?.[0];
    const right = PRODUCTS.exec(text.slice(arrow.index + arrow[0].length))?.[0];
    if (!left?.trim() || !right?.trim()) continue;
    const terms = (side: string) =>
      side
        .trim()
        .split(/\s*\+\s*/)
        .map((t) => parseTerm(t, masses));
    const reactants = terms(left);
    const products = terms(right);
    if (reactants.includes(null) || products.includes(null)) continue;
    const equation = { reactants: reactants as Species[], products: products as Species[] };
    if (balanced(equation.reactants, equation.products)) return equation;
  }
  return null;
}

function balanced(reactants: Species[], products: Species[]): boolean {
  const total = (list: Species[]) => {
    const atoms = new Map<string, number>();
    for (const s of list)
      for (const [el, n] of countAtoms(s.formula)) atoms.set(el, (atoms.get(el) ?? 0) + n * s.coef);
    return atoms;
  };
  const a = total(reactants);
  const b = total(products);
  return a.size === b.size && [...a].every(([el, n]) => Math.abs((b.get(el) ?? 0) - n) < 1e-9);
}

const sameSubstance = (a: Formula, b: Formula) => {
  const x = countAtoms(a);
  const y = countAtoms(b);
  return x.size === y.size && [...x].every(([el, n]) => y.get(el) === n);
};

/** The substance of the equation a stretch of text names ("de CO2", "de etanol"). */
function speciesNamed(original: string, folded: string, species: Species[]): Species | null {
  const token = /^\s*([A-Z][A-Za-z0-9()[\]]*)/.exec(original)?.[1];
  const byFormula = token ? parseFormula(token) : null;
  if (byFormula) return species.find((s) => sameSubstance(s.formula, byFormula)) ?? null;
  for (const [name, formula] of NAMES)
    if (new RegExp(`^\\s*(?:${name.source})`).test(folded)) {
      const parsed = parseFormula(formula)!;
      return species.find((s) => sameSubstance(s.formula, parsed)) ?? null;
    }
  return null;
}

const UNIT_G: Record<string, number> = {
  g: 1,
  gramas: 1,
  grama: 1,
  kg: 1000,
  quilos: 1000,
  t: 1e6,
  toneladas: 1e6,
  tonelada: 1e6,
  mg: 0.001,
};
const GRAMS_PER = { g: 1, kg: 1000, t: 1e6 } as const;
const GIVEN = new RegExp(`(${NUM}) ?(kg|mg|g|gramas?|quilos|toneladas?|t|mols?|moles?) de `, "gu");
const ASKED =
  /(?:quant[oa]s? (gramas|g|kg|quilos|toneladas|mols?|moles|litros|l)|qual (?:e )?a (massa|quantidade em mols?|volume)|que (massa|volume)|massa|volume) (?:de |do |da )/g;
const MOLAR_VOLUME = new RegExp(`volume molar[^\\d]{0,20}(${NUM})`, "u");

export const solveStoichiometry: Solver = (message) => {
  const masses = givenMasses(message);
  const equation = readEquation(message, masses);
  if (!equation) return null;
  const species = [...equation.reactants, ...equation.products];
  if (species.length < 2) return null;
  const text = fold(message);
  // The same folding without the lower case, so an offset in one is an offset in the other.
  const plainOriginal = message.normalize("NFKD").replace(/\p{M}/gu, "").replace(/\s+/g, " ").trim();
  if (plainOriginal.length !== text.length) return null;

  let given: { species: Species; grams: number | null; mols: number | null; written: string } | null = null;
  for (const m of text.matchAll(GIVEN)) {
    const after = m.index! + m[0].length;
    const s = speciesNamed(plainOriginal.slice(after), text.slice(after), species);
    const value = parseNumber(m[1]!);
    if (!s || value === null || value <= 0) continue;
    const unitWord = m[2]!;
    const isMol = /^mol/.test(unitWord);
    given = {
      species: s,
      grams: isMol ? null : clean(value * (UNIT_G[unitWord] ?? 1)),
      mols: isMol ? value : null,
      written: `${formatNumber(value)} ${isMol ? "mol" : unitWord.replace(/^gramas?$/, "g").replace(/^quilos$/, "kg")}`,
    };
    break;
  }
  if (!given) return null;

  let asked: { species: Species; as: "g" | "kg" | "t" | "mol" | "L" } | null = null;
  for (const m of text.matchAll(ASKED)) {
    const after = m.index! + m[0].length;
    const s = speciesNamed(plainOriginal.slice(after), text.slice(after), species);
    if (!s || s === given.species) continue;
    const word = m[1] ?? m[2] ?? m[3] ?? m[0];
    const as = /mol/.test(word)
      ? "mol"
      : /^(litros|l|volume)$/.test(word) || /volume/.test(m[0])
        ? "L"
        : /^(kg|quilos)$/.test(word)
          ? "kg"
          : /tonelada/.test(word)
            ? "t"
            : "g";
    asked = { species: s, as };
    break;
  }
  if (!asked) return null;
  const molarVolume = asked.as === "L" ? volumePerMol(text) : null;
  if (asked.as === "L" && molarVolume === null) return null;

  const X = given.species;
  const Y = asked.species;
  const name = (s: Species) => `$${texFormula(s.formula.text)}$`;
  const steps: string[] = [];
  const ratio = clean(Y.coef / X.coef);
  steps.push(
    `Na equação balanceada, ${formatNumber(X.coef)} mol de ${name(X)} corresponde${X.coef > 1 ? "m" : ""} a ${formatNumber(Y.coef)} mol de ${name(Y)}: a proporção é ${formatNumber(X.coef)} : ${formatNumber(Y.coef)}.`,
  );
  const source =
    masses === ATOMIC_MASSES ? "massas atômicas arredondadas, como no ENEM" : "massas atômicas do enunciado";
  steps.push(
    `Massas molares (${source}): ${name(X)} = ${formatNumber(X.M)} g/mol; ${name(Y)} = ${formatNumber(Y.M)} g/mol.`,
  );
  let nX = given.mols;
  if (nX === null) {
    nX = clean(given.grams! / X.M);
    const inGrams = given.written.endsWith(" g")
      ? ""
      : ` (${given.written} = ${formatNumber(given.grams!)} g)`;
    steps.push(
      `Mols de ${name(X)}${inGrams}: $n = \\dfrac{m}{M} = \\dfrac{${tex(given.grams!)}}{${tex(X.M)}} = ${tex(nX, false, 4)}\\,\\text{mol}$`,
    );
  }
  const nY = clean(nX * ratio);
  steps.push(
    `Pela proporção: $n_{${texFormula(Y.formula.text)}} = ${tex(nX, false, 4)} \\cdot \\dfrac{${tex(Y.coef)}}{${tex(X.coef)}} = ${tex(nY, false, 4)}\\,\\text{mol}$`,
  );
  const ratioStep = steps.length - 1;
  const mY = clean(nY * Y.M);
  const answers = [];
  if (asked.as === "mol")
    answers.push({ label: `n de ${plainFormula(Y.formula.text)}`, value: nY, unit: "mol" });
  else if (asked.as === "L") {
    const V = clean(nY * molarVolume!);
    steps.push(
      `Volume: $V = ${tex(nY, false, 4)} \\cdot ${tex(molarVolume!, false, 4)} = ${tex(V)}\\,\\text{L}$`,
    );
    answers.push({ label: `volume de ${plainFormula(Y.formula.text)}`, value: V, unit: "L" });
  } else {
    const perUnit = GRAMS_PER[asked.as];
    const shown = clean(mY / perUnit);
    steps.push(
      `Massa de ${name(Y)}: $m = n \\cdot M = ${tex(nY, false, 4)} \\cdot ${tex(Y.M)} = ${tex(mY)}\\,\\text{g}$${perUnit > 1 ? ` = ${formatNumber(shown, 4)} ${asked.as}` : ""}`,
    );
    answers.push({ label: `massa de ${plainFormula(Y.formula.text)}`, value: shown, unit: asked.as });
  }
  const last = steps.length - 1;
  const inAskedUnit = (mols: number) =>
    asked.as === "mol" ? mols : asked.as === "L" ? mols * molarVolume! : (mols * Y.M) / GRAMS_PER[asked.as];
  return {
    title: "Estequiometria",
    keywords: "estequiometria proporção em mols coeficientes cálculo estequiométrico",
    understood: `Equação: ${[equation.reactants, equation.products].map((side) => side.map((s) => `${s.coef === 1 ? "" : `${formatNumber(s.coef)} `}${plainFormula(s.formula.text)}`).join(" + ")).join(" → ")}; dado: ${given.written} de ${plainFormula(X.formula.text)}; pede-se ${asked.as === "mol" ? "o número de mols" : asked.as === "L" ? "o volume" : "a massa"} de ${plainFormula(Y.formula.text)}.`,
    steps,
    answers,
    mistakes: keepMistakes(
      [
        {
          value: clean(inAskedUnit(nX)),
          step: ratioStep,
          why: "ignorou os coeficientes da equação (tomou a proporção como 1 : 1)",
        },
        {
          value: clean(inAskedUnit(nX * (X.coef / Y.coef))),
          step: ratioStep,
          why: `inverteu a proporção (${formatNumber(Y.coef)} : ${formatNumber(X.coef)})`,
        },
        ...(given.grams !== null && asked.as !== "mol" && asked.as !== "L"
          ? [
              {
                value: clean((given.grams * ratio) / GRAMS_PER[asked.as]),
                step: last,
                why: "aplicou a proporção dos coeficientes às massas, sem passar por mols",
              },
            ]
          : []),
      ],
      answers,
    ),
  };
};

/** Litres per mol: the one the statement gives, else 22,4 L at CNTP; null when neither applies. */
function volumePerMol(text: string): number | null {
  const given = MOLAR_VOLUME.exec(text);
  if (given) return parseNumber(given[1]!);
  return /cntp|condicoes normais/.test(text) ? 22.4 : null;
}
