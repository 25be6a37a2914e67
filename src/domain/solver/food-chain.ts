/**
 * Energy along a food chain: each trophic level passes on only a share of what it receives (10%
 * in ENEM's items unless the statement says otherwise), so the level k steps up gets E₀ · pᵏ.
 */
import { clean, keepMistakes } from "./math-helpers.ts";
import { formatNumber, parseNumber } from "./numbers.ts";
import { fold, NUM, surfaceWord, tex } from "./science-text.ts";
import type { Solver } from "./types.ts";

const CUE = /cadeia|nivel trofico|niveis troficos|piramide de energia|teia alimentar/;
/** Links of a chain as typed: "capim -> gafanhoto", "capim → gafanhoto" ("->" arrives as "-"). */
const LINK = /\s*(?:-{1,2}>?|→|⟶|=>)\s*/;
const CHAIN = /([a-z]+(?: [a-z]+)?(?:\s*(?:-{1,2}>?|→|⟶|=>)\s*[a-z]+(?: [a-z]+)?){2,})/;
const ENERGY = new RegExp(`(${NUM}) ?(kcal|kj|cal|j|joules?|calorias?|unidades)(?![\\p{L}\\d])`, "u");
const SHARE = new RegExp(`(${NUM}) ?%`, "u");

export const solveFoodChain: Solver = (message) => {
  const text = fold(message);
  if (!CUE.test(text)) return null;
  const chain = CHAIN.exec(text);
  const energy = ENERGY.exec(text);
  if (!chain || !energy) return null;
  // "cadeia: capim" — the label before a colon is not a level.
  const surface = (folded: string) => surfaceWord(message, folded);
  const levels = chain[1]!
    .split(LINK)
    .map((l) => l.trim().split(" ").at(-1)!)
    .filter(Boolean);
  const E0 = parseNumber(energy[1]!);
  const share = SHARE.exec(text);
  const p = share ? (parseNumber(share[1]!) ?? 10) / 100 : 0.1;
  if (!E0 || levels.length < 3 || p <= 0 || p >= 1) return null;
  // The level asked: the one named after "chega", "para o", "no"; else the last one.
  const asked = levels.findLastIndex(
    (level, i) =>
      i > 0 &&
      new RegExp(`(?:chega|para|pro|pra|no|na|ao|do|da) (?:o |a )?${level}\\b`).test(
        text.slice(chain.index! + chain[0].length),
      ),
  );
  const target = asked > 0 ? asked : levels.length - 1;
  const unitText = energy[2]!
    .replace(/^calorias?$/, "cal")
    .replace(/^joules?$/, "J")
    .replace(/^kj$/, "kJ")
    .replace(/^j$/, "J");
  const steps = [
    `Níveis tróficos: ${levels.map((l, i) => `${surface(l)} (${i + 1}º)`).join(" → ")}. Do 1º ao ${target + 1}º nível são ${target} passagem(ns) de energia.`.replace(
      "passagem(ns)",
      target === 1 ? "passagem" : "passagens",
    ),
    `A cada passagem só ${formatNumber(p * 100)}% da energia segue (o resto é gasto na respiração e perdido como calor): $E = E_0 \\cdot ${tex(p, false, 3)}^{${target}}$.`,
    `$E = ${tex(E0)} \\cdot ${tex(p, false, 3)}^{${target}} = ${tex(clean(E0 * p ** target), false, 3)}$ ${unitText}.`,
  ];
  const answer = clean(E0 * p ** target);
  const named = levels.map(surface);
  const answers = [
    { label: `energia no ${target + 1}º nível (${named[target]})`, value: answer, unit: unitText },
  ];
  return {
    title: "Fluxo de energia na cadeia alimentar",
    keywords: "níveis tróficos fluxo de energia pirâmide de energia 10%",
    understood: `Cadeia ${named.join(" → ")}; ${formatNumber(E0)} ${unitText} no 1º nível, ${formatNumber(p * 100)}% passam a cada nível; pede-se a energia do ${target + 1}º nível (${named[target]}).`,
    steps,
    answers,
    mistakes: keepMistakes(
      [
        {
          value: clean(E0 * p ** levels.length),
          step: 0,
          why: "contou os níveis (e não as passagens entre eles)",
        },
        { value: clean(E0 * p ** (target - 1)), step: 0, why: "contou uma passagem a menos" },
        {
          value: clean(E0 * p * target),
          step: 1,
          why: "multiplicou 10% pelo número de passagens em vez de aplicar 10% a cada uma",
        },
      ],
      answers,
    ),
  };
};
