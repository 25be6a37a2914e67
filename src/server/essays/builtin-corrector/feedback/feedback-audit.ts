/**
 * Checks that a correction's feedback is true to the essay (used by the test over all Essay-BR
 * essays). Convention of the feedback: “…” (curly double quotes) always quotes the essay,
 * verbatim, possibly cut at its ends with "…"; examples and words of the topic, which are not
 * the student's, go in ‘…’ (feedback-text.ts: `q` and `ex`).
 */
import type { EssayAnalysis } from "../analysis/essay-analysis.ts";
import { normalizeText } from "../analysis/text-utils.ts";
import type { BuiltinCorrection } from "../types.ts";

const squash = (s: string) =>
  normalizeText(s)
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .trim();

/** Every “…” span of a text. */
export function quotationsOf(text: string): string[] {
  return [...text.matchAll(/“([^”]*)”/g)].map((m) => m[1] ?? "");
}

/** Why a quotation is not a verbatim span of the essay, or null when it is. */
export function quotationProblem(quote: string, essay: string, squashed = squash(essay)): string | null {
  const body = quote.replace(/^…\s*/, "").replace(/\s*…$/, "");
  if (!body.trim()) return "empty quotation";
  if (squashed.includes(squash(body))) return null;
  return body.includes("…")
    ? "ellipsis inside a quotation (not a cut at its ends)"
    : "not a verbatim span of the essay";
}

const PLACEHOLDERS = /\((?:s|is|es|ões|ns|as|os|a|o)\)|[{}]|undefined|NaN|\bnull\b|\[object/u;
/** Advice outside ENEM's criteria (the grid never rewards long or rare words). */
const OFF_CRITERIA =
  /palavras (?:mais )?longas|letras ou mais|palavras? (?:mais )?(?:difíce?is|rebuscad|sofisticad)|vocabulário (?:mais )?rebuscado/iu;
/** Slip kinds a C1 tip may name, and the analysis findings that allow it. */
const SLIP_KINDS: Array<[RegExp, (a: EssayAnalysis) => boolean]> = [
  [/concordância/u, (a) => a.grammarByCategory.concordancia > 0],
  [/crase/u, (a) => a.grammarByCategory.crase > 0],
  [/regência|pronomes/u, (a) => a.grammarByCategory.pronomes_regencia > 0],
  [
    /pontuação|vírgula/u,
    (a) => a.grammarByCategory.pontuacao > 0 || a.mechanics.openersWithoutComma.length > 0,
  ],
  [/acentos|acentuação/u, (a) => a.misspelledTokens > 0 || a.mechanics.accentSlips > 0],
  [/grafia/u, (a) => a.misspelledTokens > 0],
  [/oralidade|informal/u, (a) => a.grammarByCategory.oralidade > 0],
];

const NAMES = ["C1", "C2", "C3", "C4", "C5"];

/** Every problem found in one correction of `essay` (empty when the feedback is true). */
export function auditCorrection(essay: string, r: BuiltinCorrection, a?: EssayAnalysis): string[] {
  const problems: string[] = [];
  const squashed = squash(essay);
  const texts: Array<[string, string]> = [
    ["summary", r.summary],
    ...r.competencies.flatMap(
      (c, i): Array<[string, string]> => [
        [`${NAMES[i]} comment`, c.comment],
        ...c.evidence.map((e): [string, string] => [`${NAMES[i]} evidence`, e]),
      ],
    ),
  ];
  if (r.annulment) texts.push(["annulment", r.annulment.explanation]);
  for (const [where, text] of texts) {
    for (const quote of quotationsOf(text)) {
      const p = quotationProblem(quote, essay, squashed);
      if (p) problems.push(`${where}: ${p}: “${quote}”`);
    }
    const open = (text.match(/“/g) ?? []).length;
    const close = (text.match(/”/g) ?? []).length;
    if (open !== close) problems.push(`${where}: unbalanced quotation marks`);
    // The essay's own words (“…”, or the student's sentence rewritten in ‘…’) may hold "(s)"; ours must not.
    const placeholder = PLACEHOLDERS.exec(text.replace(/“[^”]*”/g, "“”").replace(/‘[^’]*’/g, "‘’"));
    if (placeholder) problems.push(`${where}: placeholder ${placeholder[0]}`);
    const off = OFF_CRITERIA.exec(text);
    if (off) problems.push(`${where}: advice outside ENEM's criteria (${off[0]})`);
  }
  const strengths = /\*\*(?:Pontos? fortes?|Melhor desempenho):\*\*([^#]*)/.exec(r.summary)?.[1] ?? "";
  r.competencies.forEach((c, i) => {
    if (c.score === 0 && strengths.includes(`(${NAMES[i]})`))
      problems.push(`summary: ${NAMES[i]} scored 0 listed as a strength`);
    for (const m of c.comment.matchAll(/O que falta para (\d+)/g)) {
      const target = m[1];
      if (new RegExp(`já se compara[^.]*avaliadas em ${target}`).test(c.comment))
        problems.push(`${NAMES[i]}: “O que falta para ${target}” next to “já se compara … ${target}”`);
      if (Number(target) !== c.score + 40)
        problems.push(`${NAMES[i]}: “O que falta para ${target}” at ${c.score}`);
    }
    if (c.score < 200 && !/O que falta/.test(c.comment) && !r.annulment)
      problems.push(`${NAMES[i]}: no “O que falta” below 200`);
  });
  if (a) {
    const c1 = r.competencies[0].comment;
    for (const line of c1.match(/(?:Revise|revisar|Reserve)[^.]*\./gu) ?? [])
      for (const [kind, found] of SLIP_KINDS)
        if (kind.test(line) && !found(a))
          problems.push(`C1 tip names a slip kind not found (${kind.source}): ${line}`);
  }
  return problems;
}
