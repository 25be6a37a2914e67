/**
 * Linear systems told in words: "3 coxinhas e 2 sucos custam 31 reais, 2 coxinhas e 1 suco custam
 * 19" (one equation per clause, one unknown per thing), and heads-and-legs ("galinhas e porcos, 30
 * cabeças e 80 pés"). The algebra is mathjs `lusolve`, through `workSystem`.
 */
import { clean, fmt, keepMistakes, plain } from "./math-helpers.ts";
import { parseNumber } from "./numbers.ts";
import { type Row, workSystem } from "./systems.ts";
import type { Solution, SolvedValue, Solver } from "./types.ts";

const COUNT_WORDS: Record<string, number> = { um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5 };
const AMOUNT = String.raw`(?:\d+(?:[.,]\d+)?|um|uma|dois|duas|tres|quatro|cinco)`;
const TERM = String.raw`\b(${AMOUNT}) ([a-z]+)`;
/** The verb between the things and the total ("custam", "deram", "deu", "="). */
const VERB = `(?:(?:juntos|juntas|ao todo|no total|tudo) )?(?:custam|custaram|custa|custou|custavam|deram|deu|da|dao|somam|somaram|soma|pagou|pagaram|paguei|pagamos|totalizam|totalizaram|totaliza|sai|saiu|sairam|saem|ficou|ficaram|fica|ficam|=)(?: (?:por|em|de|um total de|ao todo))?`;
const TOTAL = String.raw`(?:r\$ ?)?(\d+(?:[.,]\d+)*)(?: ?(?:reais|real|r\$))?`;
const CLAUSE = new RegExp(
  String.raw`${TERM}(?: ?(?:,|e|\+|mais) ${TERM})?(?: ?(?:,|e|\+|mais) ${TERM})? ?${VERB} ?${TOTAL}`,
  "g",
);
/** Words the same in singular and plural, which the "-s" rule would cut. */
const INVARIABLE = new Set(["lapis", "tenis", "onibus", "pires", "virus", "atlas", "cais"]);
/** Not things bought: units, time and "reais" itself. */
const NOT_THINGS =
  /^(reais|real|kg|g|quilos?|gramas?|litros?|l|ml|metros?|m|cm|km|horas?|h|minutos?|dias?|anos?|meses|mes|vezes|por|de|e)$/;

/** Singular form, so "coxinhas" and "coxinha" name the same unknown. */
function singular(word: string): string {
  if (INVARIABLE.has(word)) return word;
  if (/(oes|aes)$/.test(word)) return word.replace(/(oes|aes)$/, "ao");
  if (/[rz]es$/.test(word)) return word.slice(0, -2);
  if (/eis$/.test(word)) return word.replace(/eis$/, "el");
  if (/ais$/.test(word)) return word.replace(/ais$/, "al");
  return word.replace(/s$/, "");
}

function amount(raw: string): number | null {
  return COUNT_WORDS[raw] ?? parseNumber(raw);
}

/** The word as the student wrote it (with accents), found among the message's words. */
function accented(message: string, bare: string): string {
  const words = message.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.find((w) => plain(w) === bare) ?? bare;
}

/** The plural as the student wrote it ("galinhas", "cães"), or the singular plus "s". */
function plural(message: string, bare: string): string {
  const words = message.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.find((w) => plain(w) !== bare && singular(plain(w)) === bare) ?? `${accented(message, bare)}s`;
}

/** One letter per unknown: its initial, or another of its letters when two things share it. */
function letters(names: string[]): string[] {
  const used: string[] = [];
  for (const name of names) {
    const pick = [...name].find((ch) => /[a-z]/.test(ch) && !used.includes(ch) && ch !== "e");
    used.push(pick ?? "xyzw".split("").find((ch) => !used.includes(ch)) ?? "u");
  }
  return used;
}

export const solveWordSystem: Solver = (message) => heads(message) ?? priced(message);

function priced(message: string): Solution | null {
  const t = plain(message);
  if (!/quant|qual|cada|preco|valor|descobr|calcul/.test(t)) return null;
  const clauses: { terms: [string, number, string][]; total: number }[] = [];
  let rest = t;
  for (const m of t.matchAll(CLAUSE)) {
    const terms: [string, number, string][] = [];
    for (let i = 1; i <= 5; i += 2) {
      if (m[i] === undefined) continue;
      const n = amount(m[i] as string);
      const word = m[i + 1] as string;
      if (n === null || n <= 0 || NOT_THINGS.test(word)) return null;
      terms.push([singular(word), n, word]);
    }
    const total = parseNumber(m[7] as string);
    if (terms.length < 2 || total === null) continue;
    clauses.push({ terms, total });
    rest = rest.replace(m[0], " ");
  }
  if (clauses.length < 2 || clauses.length > 3) return null;
  // Every number must belong to a clause: a stray one is data we did not understand.
  if (/\d/.test(rest)) return null;
  const things = [...new Set(clauses.flatMap((c) => c.terms.map(([w]) => w)))];
  if (things.length !== clauses.length) return null;
  const rows: Row[] = clauses.map((c) => ({
    coefficients: things.map((w) => clean(c.terms.filter(([x]) => x === w).reduce((s, [, n]) => s + n, 0))),
    rhs: c.total,
  }));
  const unit = /r\$|reais|real\b|custa|pag|preco/.test(t) ? "R$" : "";
  const names = things.map((w) => accented(message, w));
  return build(rows, names, unit, {
    title: `Sistema linear (${clauses.length} itens)`,
    understood: clauses
      .map(
        (c) =>
          `${c.terms.map(([, n, w]) => `${fmt(n)} ${accented(message, w)}`).join(" + ")} = ${unit === "R$" ? "R$ " : ""}${fmt(c.total)}`,
      )
      .join("; "),
    meaning: "o preço de cada",
    naming: names.map((name) => `preço de 1 ${name}`),
  });
}

const LEGS: Record<string, number> = {
  galinha: 2,
  pato: 2,
  ganso: 2,
  peru: 2,
  passaro: 2,
  ave: 2,
  frango: 2,
  avestruz: 2,
  porco: 4,
  vaca: 4,
  boi: 4,
  cavalo: 4,
  coelho: 4,
  cachorro: 4,
  cao: 4,
  gato: 4,
  cabra: 4,
  ovelha: 4,
  carneiro: 4,
  bode: 4,
  bicicleta: 2,
  moto: 2,
  motocicleta: 2,
  carro: 4,
};

/** "galinhas e porcos, 30 cabeças e 80 pés" (or bicycles and cars, vehicles and wheels). */
function heads(message: string): Solution | null {
  const t = plain(message);
  const kinds = [...t.matchAll(/\b([a-z]+)\b/g)].map((m) => singular(m[1] as string)).filter((w) => LEGS[w]);
  const distinct = [...new Set(kinds)];
  if (distinct.length !== 2) return null;
  const [a, b] = distinct as [string, string];
  if (LEGS[a] === LEGS[b]) return null;
  const vehicles = /bicicleta|moto|carro/.test(`${a} ${b}`);
  const whole = t.match(/(\d+) (cabecas|animais|bichos|veiculos)\b/);
  const feet = t.match(/(\d+) (pes|patas|pernas|rodas|pneus)\b/);
  if (!whole || !feet) return null;
  if ((t.match(/\d+/g) ?? []).length !== 2) return null;
  const [n, f] = [Number(whole[1]), Number(feet[1])];
  const names = [a, b].map((w) => accented(message, w));
  const plurals = [a, b].map((w) => plural(message, w));
  const word = vehicles ? "rodas" : "pés";
  const rows: Row[] = [
    { coefficients: [1, 1], rhs: n },
    { coefficients: [LEGS[a] as number, LEGS[b] as number], rhs: f },
  ];
  const solution = build(rows, plurals, "", {
    title: vehicles ? "Sistema linear (veículos e rodas)" : "Sistema linear (cabeças e pés)",
    understood: `${fmt(n)} ${accented(message, whole[2] as string)} e ${fmt(f)} ${accented(message, feet[2] as string)}; cada ${names[0]} tem ${LEGS[a]} ${word} e cada ${names[1]} tem ${LEGS[b]}`,
    meaning: "quantos há de cada",
    naming: plurals.map((p) => `número de ${p}`),
  });
  // A negative or fractional count means the numbers do not fit the story.
  if (!solution || solution.answers.some((x) => x.value < 0 || !Number.isInteger(x.value))) return null;
  return solution;
}

function build(
  rows: Row[],
  names: string[],
  unit: string,
  text: { title: string; understood: string; meaning: string; naming: string[] },
): Solution | null {
  const vars = letters(names);
  const worked = workSystem(rows, vars);
  if (!worked) return null;
  const naming = text.naming.map((what, i) => `$${vars[i]}$ = ${what}`);
  const steps = [
    `Dê uma letra a cada incógnita: ${naming.join(", ")}. Cada informação do enunciado vira uma equação com essas letras.`,
    ...worked.steps,
  ];
  const answers: SolvedValue[] = names.map((name, i) => ({
    label: name,
    value: worked.values[i] as number,
    unit,
  }));
  const result = answers
    .map((a) => `${a.label}: ${a.unit === "R$" ? "R$ " : ""}${fmt(a.value, 4)}`)
    .join("; ");
  return {
    title: text.title,
    keywords: "sistema linear eliminação substituição",
    understood: `${text.understood}; pede ${text.meaning}.`,
    steps: [...steps, `Resposta: ${result}.`],
    answers,
    mistakes: keepMistakes(
      worked.mistakes.map((m) => ({ ...m, step: m.step + 1 })),
      answers,
    ),
  };
}
