/**
 * Builds src/server/essays/builtin-corrector/analysis/word-frequency.json ({"words": "de que em …"}): the words of the
 * Essay-BR essays and prompts that dictionary-pt accepts, most frequent first (count ≥ 2).
 * The spelling analyser uses the rank to order its suggestions (a common word before a rare
 * one the dictionary also accepts, e.g. "ninguém" before "binguem").
 *
 * Usage: npx tsx scripts/build-word-frequency.ts [essays.csv] [prompts.csv]
 */
import { writeFileSync } from "node:fs";
import dictionary from "dictionary-pt";
import { HunspellChecker } from "../src/server/essays/builtin-corrector/analysis/hunspell-checker.ts";
import { loadEssayBr } from "../src/server/essays/builtin-corrector/training/essay-br-dataset.ts";

const essaysPath = process.argv[2] ?? "content/essay-br/development.csv";
const promptsPath = process.argv[3] ?? "content/essay-br/prompts.csv";
const out = "src/server/essays/builtin-corrector/analysis/word-frequency.json";

const checker = new HunspellChecker(dictionary);
const { essays, prompts } = loadEssayBr(essaysPath, promptsPath);
const texts = [
  ...essays.flatMap((e) => e.paragraphs),
  ...[...prompts.values()].flatMap((p) => p.supportingTexts ?? []),
];
const counts = new Map<string, number>();
for (const t of texts)
  for (const m of t.matchAll(/\p{L}+/gu)) {
    const w = m[0].toLocaleLowerCase("pt-BR");
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
const words = [...counts]
  .filter(([w, n]) => n >= 2 && w.length >= 2 && checker.correct(w))
  .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], "pt-BR"))
  .map(([w]) => w);
writeFileSync(out, `{\n  "words": ${JSON.stringify(words.join(" "))}\n}\n`);
console.log(`${words.length} words → ${out}`);
