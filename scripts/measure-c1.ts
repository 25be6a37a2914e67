/**
 * C1 report: how the spelling and grammar analysers do on the seeded slips
 * (src/server/essays/builtin-corrector/analysis/c1-slips/) and how often they flag essays that
 * Essay-BR graders gave 200 in C1 (false flags, as far as the graders saw no slip).
 *
 * Usage: npx tsx scripts/measure-c1.ts [essays.csv] [prompts.csv] [--verbose]
 *   --verbose  lists every finding on the C1 = 200 essays (to review them by hand)
 *   --rule=ID,…  lists every finding of these rules on all essays, with the essay's C1 grade
 */
import dictionary from "dictionary-pt";
import { measureSeeded } from "../src/server/essays/builtin-corrector/analysis/c1-slips/measure.ts";
import {
  HELD_OUT_CLEAN,
  HELD_OUT_SLIPS,
} from "../src/server/essays/builtin-corrector/analysis/c1-slips/slips.ts";
import { analyzeEssay } from "../src/server/essays/builtin-corrector/analysis/essay-analysis.ts";
import { c1SlipKinds } from "../src/server/essays/builtin-corrector/analysis/grammar-rules.ts";
import { HunspellChecker } from "../src/server/essays/builtin-corrector/analysis/hunspell-checker.ts";
import { SpellingAnalyzer } from "../src/server/essays/builtin-corrector/analysis/spelling-analysis.ts";
import { loadAnalysisTools } from "../src/server/essays/builtin-corrector/index.ts";
import { loadEssayBr } from "../src/server/essays/builtin-corrector/training/essay-br-dataset.ts";

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const [essaysPath = "content/essay-br/development.csv", promptsPath = "content/essay-br/prompts.csv"] =
  args.filter((a) => !a.startsWith("--"));

/** Kinds that are grammar slips a grader marks (not punctuation habits, style or length). */
const NOT_SLIPS = new Set(["pontuacao", "oralidade", "repeticao", "estrutura"]);

async function main() {
  const checker = new HunspellChecker(dictionary);
  const seeded = measureSeeded(checker, new SpellingAnalyzer(checker));
  console.log("Seeded slips (share of sentences whose labelled kind was found):");
  for (const r of seeded.perKind)
    console.log(`  ${r.kind.padEnd(22)} ${r.found}/${r.total} (${(100 * r.share).toFixed(0)}%)`);
  console.log(
    `  all: ${seeded.found}/${seeded.total} (${((100 * seeded.found) / seeded.total).toFixed(0)}%); wrong kind on slip sentences: ${seeded.wrongKind}`,
  );
  console.log(
    `Clean sentences flagged: ${seeded.cleanFlagged.length}/${seeded.cleanTotal}${seeded.cleanFlagged.map((c) => `\n  ${c}`).join("")}`,
  );

  const held = measureSeeded(checker, new SpellingAnalyzer(checker), HELD_OUT_SLIPS, HELD_OUT_CLEAN);
  console.log(
    `Held-out slips (never tuned on): ${held.found}/${held.total} found; clean flagged ${held.cleanFlagged.length}/${held.cleanTotal}`,
  );
  for (const m of held.missed) console.log(`  missed: ${m}`);
  for (const c of held.cleanFlagged) console.log(`  false flag: ${c}`);

  const tools = await loadAnalysisTools();
  const { essays, prompts } = loadEssayBr(essaysPath, promptsPath);
  const ruleFilter = args.find((a) => a.startsWith("--rule="))?.slice(7);
  const byGrade = new Map<number, { n: number; slips: number; spelling: number; none: number }>();
  const byRule = new Map<string, string[]>();
  const perEssay200: number[] = [];
  for (const e of essays) {
    const grade = e.competence[0] ?? 0;
    const topic = prompts.get(e.prompt) ?? { title: "", supportingTexts: [] };
    const a = analyzeEssay(e.paragraphs.join("\n\n"), topic, tools);
    const slips = a.grammar.filter((g) => !NOT_SLIPS.has(g.kind));
    const g = byGrade.get(grade) ?? { n: 0, slips: 0, spelling: 0, none: 0 };
    g.n++;
    g.slips += slips.length;
    g.spelling += a.misspelledTokens;
    if (slips.length === 0) g.none++;
    byGrade.set(grade, g);
    if (ruleFilter)
      for (const f of slips.filter((f) => ruleFilter.split(",").includes(f.rule)))
        console.log(`  [${grade}] [${f.rule}] ${f.excerpt}`);
    if (grade !== 200) continue;
    perEssay200.push(slips.length);
    for (const f of slips) byRule.set(f.rule, [...(byRule.get(f.rule) ?? []), f.excerpt]);
    if (verbose && (slips.length || a.misspellings.length)) {
      console.log(
        `--- ${c1SlipKinds(slips, a.misspellings)
          .map((k) => `${k.kind}×${k.count}`)
          .join(" ")}`,
      );
      for (const f of slips) console.log(`  [${f.rule}] ${f.excerpt}`);
      for (const m of a.misspellings) console.log(`  [spelling] ${m.word} → ${m.suggestions.join(" / ")}`);
    }
  }
  console.log("\nEssay-BR essays by C1 grade: grammar slips flagged per essay (punctuation, orality,");
  console.log(
    "repetition and long sentences left out), share of essays with none, misspelled tokens per essay",
  );
  for (const [grade, g] of [...byGrade].sort((a, b) => b[0] - a[0]))
    console.log(
      `  C1 ${String(grade).padStart(3)}: ${String(g.n).padStart(3)} essays, ${(g.slips / g.n).toFixed(2)} slips/essay, ${((100 * g.none) / g.n).toFixed(0)}% none, ${(g.spelling / g.n).toFixed(2)} misspellings/essay`,
    );
  console.log(
    `Findings on the ${perEssay200.length} essays graded 200 (review them: each is a false flag unless the graders missed it):`,
  );
  for (const [rule, ex] of [...byRule].sort((a, b) => b[1].length - a[1].length))
    console.log(`  ${rule}: ${ex.length}  ${ex.join(" | ")}`);
}

main();
