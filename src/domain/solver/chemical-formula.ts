/** Chemical formulas: parsing ("Ca(OH)2", "CuSO4·5H2O"), atom counts and how to show them. */
import { ATOMIC_MASSES } from "./atomic-masses.ts";

type Item = { symbol: string; n: number } | { group: Item[]; n: number };
/** A formula is one or more parts joined by a hydrate dot, each with its coefficient ("5H2O"). */
export type Formula = { text: string; parts: { coef: number; items: Item[] }[] };

/** How to count: right, or as a classic mistake reads the formula. */
export type Reading = "right" | "noSubscripts" | "groupOnLast" | "noCoefficient" | "noWater";

/** Parses a formula with case-sensitive symbols; null when any symbol is unknown or brackets don't close. */
export function parseFormula(text: string): Formula | null {
  const parts: Formula["parts"] = [];
  for (const chunk of text.split(/[·.•*]/)) {
    const coef = /^\d+/.exec(chunk)?.[0] ?? "";
    const items = parseItems(chunk.slice(coef.length));
    if (!items || items.length === 0) return null;
    parts.push({ coef: coef ? Number(coef) : 1, items });
  }
  return parts.length > 0 ? { text, parts } : null;
}

function parseItems(text: string): Item[] | null {
  const stack: Item[][] = [[]];
  const re = /([A-Z][a-z]?)(\d*)|([([])|([)\]])(\d*)/y;
  let at = 0;
  while (at < text.length) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) return null;
    at = re.lastIndex;
    const [, symbol, count, open, close, groupCount] = m;
    if (symbol) {
      if (!(symbol in ATOMIC_MASSES)) return null;
      stack.at(-1)!.push({ symbol, n: count ? Number(count) : 1 });
    } else if (open) stack.push([]);
    else if (close) {
      const group = stack.pop()!;
      if (stack.length === 0 || group.length === 0) return null;
      stack.at(-1)!.push({ group, n: groupCount ? Number(groupCount) : 1 });
    }
  }
  return stack.length === 1 ? stack[0]! : null;
}

/** Atoms of each element, in order of first appearance. */
export function countAtoms(formula: Formula, reading: Reading = "right"): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (items: Item[], times: number) => {
    for (const item of items) {
      if ("symbol" in item) {
        const n = reading === "noSubscripts" ? 1 : item.n;
        counts.set(item.symbol, (counts.get(item.symbol) ?? 0) + n * times);
      } else if (reading === "groupOnLast") {
        // Reads Ca(OH)2 as CaOH2: the index after the bracket only touches the last atom.
        add(item.group.slice(0, -1), times);
        add(item.group.slice(-1), times * item.n);
      } else add(item.group, times * item.n);
    }
  };
  formula.parts.forEach((part, index) => {
    if (reading === "noWater" && index > 0) return;
    add(part.items, reading === "noCoefficient" ? 1 : part.coef);
  });
  return counts;
}

export function molarMass(
  counts: Map<string, number>,
  masses: Readonly<Record<string, number>> = ATOMIC_MASSES,
): number {
  let total = 0;
  for (const [symbol, n] of counts) total += n * masses[symbol]!;
  return total;
}

/** Whether the formula has brackets with an index, subscripts, or hydrate water (for the mistakes). */
export function features(formula: Formula) {
  const items = formula.parts.flatMap((p) => p.items);
  const groups = items.filter((i): i is { group: Item[]; n: number } => "group" in i && i.n > 1);
  return {
    groups,
    subscripts: JSON.stringify(formula.parts).match(/"n":([2-9]|\d\d)/) !== null,
    hydrate: formula.parts.length > 1,
    coefficient: formula.parts.slice(1).find((p) => p.coef > 1)?.coef ?? null,
  };
}

const SUB = "₀₁₂₃₄₅₆₇₈₉";
/** "Ca(OH)₂", "CuSO₄·5H₂O" for plain text. */
export function plainFormula(text: string): string {
  return text
    .replace(
      /([A-Za-z)\]])(\d+)/g,
      (_, before: string, digits: string) => before + [...digits].map((d) => SUB[Number(d)]).join(""),
    )
    .replace(/[.•*]/g, "·");
}

/** "\mathrm{Ca(OH)_{2}}" for LaTeX. */
export function texFormula(text: string): string {
  const body = text.replace(/([A-Za-z)\]])(\d+)/g, "$1_{$2}").replace(/[·.•*]/g, " \\cdot ");
  return `\\mathrm{${body}}`;
}

/** The text of an item as written, to name a bracket group ("(OH)2"). */
export function itemText(item: Item): string {
  const n = item.n > 1 ? String(item.n) : "";
  return "symbol" in item ? item.symbol + n : `(${item.group.map(itemText).join("")})${n}`;
}

/** Element symbols inside an item, in order. */
export function symbolsOf(item: Item): string[] {
  return "symbol" in item ? [item.symbol] : [...new Set(item.group.flatMap(symbolsOf))];
}
