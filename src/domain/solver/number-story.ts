/**
 * "Pensei num número, multipliquei por 4, somei 10 e deu 58": the operations on an unknown number
 * and the result, written as an equation and solved by undoing each operation, last first.
 */
import { clean, keepMistakes } from "./math-helpers.ts";
import { formatNumber, parseNumber } from "./numbers.ts";
import { fold, NUM, tex } from "./science-text.ts";
import type { Solver } from "./types.ts";

type Operation = { op: "+" | "-" | "*" | "/"; n: number };

const STORY = /pensei (?:em|num|n[uú]m) (?:um )?n[uú]mero|um n[uú]mero (?:foi|e) /;
const STEP = new RegExp(
  `(multipliquei|multipliquei ele|dividi|somei|adicionei|acrescentei|subtrai|tirei|diminui|dobrei|tripliquei|quadrupliquei)(?: (?:ele|o resultado|isso))?(?: (?:por|pelo|de|em))? ?(${NUM})?`,
  "gu",
);
const RESULT = new RegExp(
  `(?:deu|da|resultou|resultado (?:foi|e)|obtive|fiquei com|igual a|=)\\s*(${NUM})`,
  "u",
);
const FIXED: Record<string, number> = { dobrei: 2, tripliquei: 3, quadrupliquei: 4 };

const symbol = { "+": "+", "-": "-", "*": "\\cdot", "/": "\\div" } as const;
const undo = { "+": "-", "-": "+", "*": "/", "/": "*" } as const;
const apply = (x: number, { op, n }: Operation) =>
  op === "+" ? x + n : op === "-" ? x - n : op === "*" ? x * n : x / n;

export const solveNumberStory: Solver = (message) => {
  const text = fold(message);
  const story = STORY.exec(text);
  if (!story) return null;
  const rest = text.slice(story.index + story[0].length);
  const result = RESULT.exec(rest);
  if (!result) return null;
  const operations: Operation[] = [];
  for (const m of rest.slice(0, result.index).matchAll(STEP)) {
    const verb = m[1]!.split(" ")[0]!;
    const n = FIXED[verb] ?? (m[2] ? parseNumber(m[2]) : null);
    if (n === null) return null;
    const op = /multipl|dobr|tripl|quadrupl/.test(verb)
      ? "*"
      : verb === "dividi"
        ? "/"
        : /somei|adicionei|acrescentei/.test(verb)
          ? "+"
          : "-";
    if (op === "/" && n === 0) return null;
    operations.push({ op, n });
  }
  const total = parseNumber(result[1]!);
  if (operations.length === 0 || total === null) return null;

  let expression = "x";
  for (const o of operations)
    expression = `${o.op === "*" || o.op === "/" ? `(${expression})` : expression} ${symbol[o.op]} ${tex(o.n)}`;
  expression = expression.replace(/^\((x)\)/, "$1");
  const steps = [`Chamando o número de $x$: $${expression} = ${tex(total)}$.`];
  let value = total;
  for (const o of [...operations].reverse()) {
    const next = clean(apply(value, { op: undo[o.op], n: o.n }));
    steps.push(
      `Desfazendo "${symbol[o.op] === "\\cdot" ? "×" : symbol[o.op] === "\\div" ? "÷" : symbol[o.op]} ${formatNumber(o.n)}": $${tex(value, true)} ${symbol[undo[o.op]]} ${tex(o.n)} = ${tex(next, true)}$.`,
    );
    value = next;
  }
  // Undoing in the order they were done, not last first: 58 ÷ 4 − 10.
  const wrongOrder = operations.reduce((v, o) => apply(v, { op: undo[o.op], n: o.n }), total);
  const answers = [{ label: "x", value, unit: "" }];
  return {
    title: "Do enunciado à equação",
    keywords: "equação do 1º grau enunciado problema número pensado",
    understood: `Um número x passou por ${operations.length === 1 ? "uma operação" : `${operations.length} operações`} e deu ${formatNumber(total)}.`,
    steps,
    answers,
    mistakes: keepMistakes(
      [
        {
          value: clean(wrongOrder),
          step: 1,
          why: "desfez as operações na ordem em que foram feitas, e não da última para a primeira",
        },
      ],
      answers,
    ),
  };
};
