/** Simple rule of three, direct or inverse, from "A coisas → B outras; C coisas → quantas?". */
import { evaluate } from "mathjs";
import { clean, fmt, keepMistakes, plain, tex, unitWord } from "./math-helpers.ts";
import { parseNumber } from "./numbers.ts";
import type { KnownMistake, SolvedValue, Solver } from "./types.ts";

type Quantity = { value: number; word: string };

/** Things that share a job: more of them, less time. */
const AGENTS =
  /^(pedreir|operari|trabalhador|funcionari|pessoa|home(m|n)|maquina|torneira|pintor|costureir|impressora|bomba|cavalo|vaca|boi|galinha|soldado|aluno|computador|caminh(ao|oe)|carro|onibus|robo)/;
const TIMES = /^(dia|hora|h|min|minuto|segundo|s|semana|mes|meses|ano)$/;
const SPEEDS = /\/(h|s|min)$/;

/** "pedreiros" → "pedreiro", "meses" → "mes": both mentions of a quantity must match. */
function stem(word: string): string {
  if (word === "r$" || word === "reais") return "real";
  return word
    .replace(/(oes|aes)$/, "ao")
    .replace(/(?<=[rzl])es$/, "")
    .replace(/s$/, "");
}

function quantities(t: string): Quantity[] {
  const out: Quantity[] = [];
  for (const m of t.matchAll(/(r\$ ?)?(\d+(?:[.,]\d+)*) ?([a-z]+(?:\/[a-z]+)?)?/g)) {
    const value = parseNumber(m[2] as string);
    if (value === null) continue;
    out.push({ value, word: m[1] ? "reais" : (m[3] ?? "") });
  }
  return out;
}

export const solveProportion: Solver = (message) => {
  const t = plain(message).replace(/regra de (3|tres)( simples)?:?/g, " ");
  const q = quantities(t);
  if (q.length !== 3) return null;
  const [a, b, c] = q as [Quantity, Quantity, Quantity];
  if (!a.word || !b.word || stem(a.word) !== stem(c.word) || stem(a.word) === stem(b.word)) return null;
  if (!/quant[oa]s?|\bqual\b|\bx\b|\?/.test(t)) return null;
  if ([a.value, b.value, c.value].some((v) => v <= 0)) return null;
  const agentTime = (u: string, v: string) => AGENTS.test(u) && TIMES.test(stem(v));
  const speedTime = (u: string, v: string) => (SPEEDS.test(u) || /velocidade/.test(t)) && TIMES.test(stem(v));
  const [u, v] = [stem(a.word), stem(b.word)];
  let inverse = agentTime(u, v) || agentTime(v, u) || speedTime(a.word, v) || speedTime(b.word, u);
  if (/inversamente/.test(t)) inverse = true;
  else if (/diretamente/.test(t)) inverse = false;
  const x = clean(
    evaluate(
      inverse ? `${b.value} * ${a.value} / ${c.value}` : `${b.value} * ${c.value} / ${a.value}`,
    ) as number,
  );
  const wrong = clean(inverse ? (b.value * c.value) / a.value : (b.value * a.value) / c.value);
  const unit = unitWord(b.word);
  const answers: SolvedValue[] = [{ label: b.word, value: x, unit }];
  const [U, V] = [c.word, b.word];
  const why = inverse
    ? `Quanto mais ${U}, menos ${V} (e vice-versa): as grandezas são inversamente proporcionais, então invertemos a razão de ${U}.`
    : `Quanto mais ${U}, mais ${V}, na mesma proporção: as grandezas são diretamente proporcionais, e as razões ficam na mesma ordem.`;
  const proportion = inverse
    ? `$\\frac{${tex(c.value)}}{${tex(a.value)}} = \\frac{${tex(b.value)}}{x}$, então $${tex(c.value)} \\cdot x = ${tex(a.value)} \\cdot ${tex(b.value)}$.`
    : `$\\frac{${tex(a.value)}}{${tex(c.value)}} = \\frac{${tex(b.value)}}{x}$, então $${tex(a.value)} \\cdot x = ${tex(b.value)} \\cdot ${tex(c.value)}$.`;
  const top = inverse ? a.value * b.value : b.value * c.value;
  const bottom = inverse ? c.value : a.value;
  const mistakes: KnownMistake[] = [
    {
      value: wrong,
      step: 1,
      why: inverse
        ? "montou como regra de três direta, mas as grandezas são inversamente proporcionais"
        : "inverteu a razão como se as grandezas fossem inversamente proporcionais",
    },
  ];
  return {
    title: inverse ? "Regra de três inversa" : "Regra de três direta",
    keywords: inverse ? "grandezas inversamente proporcionais" : "grandezas diretamente proporcionais",
    understood: `${fmt(a.value)} ${a.word} correspondem a ${fmt(b.value)} ${b.word}; quanto corresponde a ${fmt(c.value)} ${c.word}.`,
    steps: [
      `Organize as grandezas: ${fmt(a.value)} ${a.word} → ${fmt(b.value)} ${b.word}; ${fmt(c.value)} ${c.word} → $x$ ${b.word}.`,
      why,
      proportion,
      `$x = \\frac{${tex(clean(top))}}{${tex(bottom)}} = ${tex(x)}$ ${b.word}.`,
    ],
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
};
