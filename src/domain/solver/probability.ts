/** Simple probability on uniform spaces (dice, coins, a deck): favourable over possible, exact with mathjs `fraction`. */
import { fraction } from "mathjs";
import { clean, fmt, keepMistakes, plain, tex } from "./math-helpers.ts";
import type { KnownMistake, Solution, SolvedValue } from "./types.ts";

const WORDS: Record<string, number> = { um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4 };

type Space = { outcomes: number[][]; described: string; show: (o: number[]) => string };
type Event = {
  test: (o: number[]) => boolean;
  described: string;
  mistakes?: (space: Space) => KnownMistake[];
};

function count(t: string, noun: string): number | null {
  const m = t.match(new RegExp(`(\\d+|um|uma|dois|duas|tres|quatro|num|numa) ${noun}`));
  if (!m) return t.includes(noun) ? 1 : null;
  const raw = m[1] as string;
  return /^num/.test(raw) ? 1 : (WORDS[raw] ?? Number(raw));
}

function product(sides: number[], times: number): number[][] {
  let out: number[][] = [[]];
  for (let i = 0; i < times; i++) out = out.flatMap((o) => sides.map((s) => [...o, s]));
  return out;
}

/** A number mentioned after a phrase ("maior que 4", "soma 7"), if any. */
function after(t: string, phrase: string): number | null {
  const m = t.match(new RegExp(`${phrase}\\s*(?:a |igual a |de )?(\\d+)`));
  return m ? Number(m[1]) : null;
}

function diceEvent(t: string, dice: number): Event | null {
  const sum = after(t, "soma(?: dos (?:numeros|resultados|pontos))?(?: for)?");
  if (dice === 2 && sum !== null) {
    const above = /soma (maior|acima)/.test(t);
    return {
      test: (o) => (above ? (o[0] ?? 0) + (o[1] ?? 0) > sum : (o[0] ?? 0) + (o[1] ?? 0) === sum),
      described: above ? `soma maior que ${sum}` : `soma ${sum}`,
      mistakes: (space) => {
        const fav = space.outcomes.filter((o) =>
          above ? (o[0] ?? 0) + (o[1] ?? 0) > sum : (o[0] ?? 0) + (o[1] ?? 0) === sum,
        );
        const unordered = fav.filter((o) => (o[0] ?? 0) <= (o[1] ?? 0)).length;
        return [
          {
            value: above ? (12 - sum) / 11 : 1 / 11,
            step: 0,
            why: "tratou as 11 somas possíveis (2 a 12) como igualmente prováveis",
          },
          { value: unordered / 36, step: 1, why: "contou pares como (3, 4) e (4, 3) uma vez só" },
        ];
      },
    };
  }
  if (dice === 2 && /(numeros|faces|resultados) iguais|dupla|mesmo numero/.test(t)) {
    return { test: (o) => o[0] === o[1], described: "números iguais nos dois dados" };
  }
  if (dice !== 1) return null;
  const gt = after(t, "maior (?:do )?que");
  const lt = after(t, "menor (?:do )?que");
  const mult = after(t, "multiplo");
  if (/\bpar\b/.test(t)) return { test: (o) => (o[0] ?? 0) % 2 === 0, described: "número par" };
  if (/\bimpar\b/.test(t)) return { test: (o) => (o[0] ?? 0) % 2 === 1, described: "número ímpar" };
  if (/\bprimo/.test(t)) return { test: (o) => [2, 3, 5].includes(o[0] ?? 0), described: "número primo" };
  if (gt !== null) return { test: (o) => (o[0] ?? 0) > gt, described: `número maior que ${gt}` };
  if (lt !== null) return { test: (o) => (o[0] ?? 0) < lt, described: `número menor que ${lt}` };
  if (mult !== null && mult > 0)
    return { test: (o) => (o[0] ?? 0) % mult === 0, described: `múltiplo de ${mult}` };
  const face = t.match(/(?:sair|tirar|cair|obter)(?: o| um)?(?: numero)? ([1-6])\b/);
  if (face) return { test: (o) => o[0] === Number(face[1]), described: `o número ${face[1]}` };
  return null;
}

function coinEvent(t: string, coins: number): Event | null {
  const side = /coroa/.test(t) && !/cara/.test(t) ? 1 : /cara/.test(t) && !/coroa/.test(t) ? 0 : null;
  if (side === null) return null;
  const name = side === 0 ? "cara" : "coroa";
  const hits = (o: number[]) => o.filter((s) => s === side).length;
  if (/pelo menos (uma|1)/.test(t)) {
    return {
      test: (o) => hits(o) >= 1,
      described: `pelo menos uma ${name}`,
      mistakes: () => [
        {
          value: 1 / 2 ** coins,
          step: 1,
          why: "contou só o caso em que todas saem iguais, não o complementar",
        },
      ],
    };
  }
  const k = coins === 1 ? 1 : /todas/.test(t) ? coins : count(t, `${name}s?`);
  if (k === null || k > coins) return null;
  return {
    test: (o) => hits(o) === k,
    described: coins === 1 ? name : `exatamente ${k} ${name}${k > 1 ? "s" : ""}`,
  };
}

const SUITS: Record<string, string> = { copas: "♥", ouros: "♦", espadas: "♠", paus: "♣" };

function cardEvent(t: string): Event | null {
  // Cards as [rank 1..13, suit 0..3]: 0 copas, 1 ouros (red), 2 espadas, 3 paus.
  const suit = Object.keys(SUITS).findIndex((s) => t.includes(s));
  if (/\bas\b/.test(t)) return { test: (o) => o[0] === 1, described: "um ás" };
  if (/\brei\b/.test(t)) return { test: (o) => o[0] === 13, described: "um rei" };
  if (/figura/.test(t))
    return { test: (o) => (o[0] ?? 0) >= 11, described: "uma figura (valete, dama ou rei)" };
  if (/vermelha/.test(t)) return { test: (o) => (o[1] ?? 0) <= 1, described: "uma carta vermelha" };
  if (/preta/.test(t)) return { test: (o) => (o[1] ?? 0) >= 2, described: "uma carta preta" };
  if (suit >= 0) return { test: (o) => o[1] === suit, described: `uma carta de ${Object.keys(SUITS)[suit]}` };
  return null;
}

export function solveProbability(message: string): Solution | null {
  const t = plain(message);
  if (!/probabilidade|chance/.test(t)) return null;
  let space: Space | null = null;
  let event: Event | null = null;
  const dice = count(t, "dados?");
  const coins = count(t, "moedas?");
  if (dice !== null && dice <= 2 && coins === null) {
    space = {
      outcomes: product([1, 2, 3, 4, 5, 6], dice),
      described: dice === 1 ? "6 faces" : "36 pares (1º dado, 2º dado)",
      show: (o) => (o.length > 1 ? `(${o.join(", ")})` : String(o[0])),
    };
    event = diceEvent(t, dice);
  } else if (coins !== null && coins <= 4 && dice === null) {
    const times = Math.max(coins, Number(t.match(/(\d+) (vezes|lancamentos)/)?.[1] ?? 1));
    space = {
      outcomes: product([0, 1], times),
      described: times === 1 ? "2 lados (cara ou coroa)" : `${2 ** times} sequências de cara/coroa`,
      show: (o) => o.map((side) => (side === 0 ? "cara" : "coroa")).join("-"),
    };
    event = coinEvent(t, times);
  } else if (/baralho/.test(t) && dice === null && coins === null) {
    space = {
      outcomes: product([0, 1, 2, 3], 1).flatMap(([s]) =>
        Array.from({ length: 13 }, (_, r) => [r + 1, s ?? 0]),
      ),
      described: "52 cartas",
      show: () => "",
    };
    event = cardEvent(t);
  }
  if (!space || !event) return null;
  const total = space.outcomes.length;
  const favourable = space.outcomes.filter(event.test).length;
  const exact = fraction(favourable, total);
  const reduced = `\\frac{${String(exact.n)}}{${String(exact.d)}}`;
  const p = clean(favourable / total);
  const answers: SolvedValue[] = [
    { label: "probabilidade", value: p, unit: "" },
    { label: "probabilidade em %", value: clean(p * 100), unit: "%" },
  ];
  const shown = space.outcomes.filter(event.test).map(space.show);
  const cases = favourable <= 12 && shown.every(Boolean) ? `: ${shown.join(", ")}` : "";
  const steps = [
    `Casos possíveis, todos igualmente prováveis: ${space.described}, total $${total}$.`,
    `Casos favoráveis (${event.described})${cases} — são $${favourable}$.`,
    `$P = \\frac{\\text{favoráveis}}{\\text{possíveis}} = \\frac{${favourable}}{${total}}${reduced === `\\frac{${favourable}}{${total}}` ? "" : ` = ${reduced}`} ${Number.isInteger(p * 100) ? "=" : "\\approx"} ${tex(p * 100, 2)}\\%$.`,
  ];
  const mistakes: KnownMistake[] = event.mistakes?.(space) ?? [];
  return {
    title: "Probabilidade",
    understood: `Probabilidade de ${event.described} num espaço de ${space.described}.`,
    steps,
    answers,
    // Each wrong probability also as a percent: near zero, decimals are too close for `sameResult`.
    mistakes: keepMistakes(
      mistakes.flatMap((m) => [
        { ...m, why: `${m.why} (${fmt(m.value, 4)})` },
        { ...m, value: m.value * 100, why: `${m.why} (${fmt(m.value * 100)}%)` },
      ]),
      answers,
    ),
  };
}
