/**
 * Refits the built-in essay corrector on Essay-BR-format data and writes, inside
 * src/server/essays/builtin-corrector/model/:
 *   - topic-idf.json       stem document frequencies (essays + prompts) for topic similarity
 *   - model-weights.json   per-competency feature ridge models, the stacking blends ("seen"
 *                          and "unseen" prompt), prompt priors, level mapping, and the hashes
 *                          of the essays they were fitted on (eval-corrector recognises them)
 *   - lexical-weights.json TF-IDF vocabulary, IDF and ridge weights (model/lexical-model.ts)
 * The procedure is the one cross-validation repeats in every fold (training/cross-validation.ts).
 *
 * Usage: npm run fit:corrector -- [essays.csv] [--prompts prompts.csv]
 * Defaults: content/essay-br/development.csv and the prompts.csv beside it.
 */

import { spawnSync } from "node:child_process";
import { existsSync, statSync, writeFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { analyzeEssay, withTopicIdf } from "#server/essays/builtin-corrector/analysis/essay-analysis";
import { correctAnalysis } from "#server/essays/builtin-corrector/corrector";
import { loadAnalysisTools } from "#server/essays/builtin-corrector/index";
import { lexicalTerms, TermDictionary } from "#server/essays/builtin-corrector/model/lexical-model";
import { lexicalText } from "#server/essays/builtin-corrector/model/lexical-text";
import {
  LEXICAL_WEIGHTS_URL,
  MODEL_WEIGHTS_URL,
  TOPIC_IDF_URL,
} from "#server/essays/builtin-corrector/model/scoring-model";
import { agreement } from "#server/essays/builtin-corrector/training/calibration";
import {
  type CalibrationEssay,
  fitCorrector,
} from "#server/essays/builtin-corrector/training/cross-validation";
import { loadEssayBr } from "#server/essays/builtin-corrector/training/essay-br-dataset";
import { DEFAULT_STACK_OPTIONS } from "#server/essays/builtin-corrector/training/fit-scorer";
import { trainingHashes } from "#server/essays/builtin-corrector/training/training-set";
import { essayBrArgs } from "./essay-br-args.ts";

const { essaysPath, promptsPath } = essayBrArgs([]);

const data = loadEssayBr(essaysPath, promptsPath);
const usable = data.essays.filter((e) => e.competence.length === 5 && data.prompts.has(e.prompt));
console.log(`Essays: ${usable.length} of ${data.essays.length} (prompts: ${data.prompts.size})`);

// Analyses with the committed IDF; the fit recomputes their topic parts with the new one.
const tools = await loadAnalysisTools();
const dict = new TermDictionary();
const essays: CalibrationEssay[] = usable.map((e) => {
  const text = e.paragraphs.join("\n");
  const topic = data.prompts.get(e.prompt) ?? { title: "" };
  const analysis = analyzeEssay(text, topic, tools);
  return {
    text,
    topic,
    group: e.prompt,
    levels: e.competence.map((s) => Math.round(s / 40)),
    analysis,
    doc: dict.encode(lexicalTerms(lexicalText(analysis))),
  };
});

const o = DEFAULT_STACK_OPTIONS;
const { weights, idf } = fitCorrector(essays, dict, {
  description: `Stacked scorer: per-competency ridge (lambda=${o.featureLambda}) on standardised analyser features ('competencies'; their 'cuts' give the rule-evidence level; feature and lexical models fitted within prompt, offset strength ${o.featureDemean}/${o.lexicalDemean}), blended ('stacked') with a TF-IDF ridge model (lexical-weights.json: ${o.lexical.maxWords} word + ${o.lexical.maxChars} character features) and, for prompts of the training data, the prompt prior (pseudo-count ${o.priorStrength}); one blend for seen prompts, one for new prompts; levels rounded and shifted jointly to agree with the stretched predicted total. Refit with scripts/fit-corrector.ts.`,
  fitted_on: {
    file: relative(process.cwd(), essaysPath),
    essays: usable.length,
    essay_hashes: trainingHashes(essays.map((e) => e.text)),
  },
});
const { lexical, ...rest } = weights;
writeFileSync(TOPIC_IDF_URL, `${JSON.stringify(idf)}\n`);
writeFileSync(MODEL_WEIGHTS_URL, `${JSON.stringify(rest, null, 2)}\n`);
writeFileSync(LEXICAL_WEIGHTS_URL, `${JSON.stringify(lexical)}\n`);
console.log(`topic-idf.json: ${Object.keys(idf.df).length} stems`);

// Keep the committed JSON in the repository's formatting (biome), so refits diff cleanly.
const biome = resolve("node_modules/.bin/biome");
if (existsSync(biome)) {
  const files = [MODEL_WEIGHTS_URL, LEXICAL_WEIGHTS_URL, TOPIC_IDF_URL].map((u) => fileURLToPath(u));
  spawnSync(biome, ["format", "--write", ...files], { stdio: "ignore" });
}
for (const url of [MODEL_WEIGHTS_URL, LEXICAL_WEIGHTS_URL, TOPIC_IDF_URL])
  console.log(`${fileURLToPath(url).split("/").pop()}: ${(statSync(url).size / 1024).toFixed(0)} KB`);

weights.competencies.forEach((m, c) => {
  const terms = m.features.map((f, i) => `${f}=${(m.coef[i] ?? 0).toFixed(2)}`).join(" ");
  console.log(`C${c + 1} feature model: ${terms}`);
});
for (const [name, sc] of Object.entries({ seen: weights.stacked.seen, unseen: weights.stacked.unseen })) {
  const fmt = (w: Record<string, number[] | undefined>) =>
    Object.entries(w)
      .map(([g, ws]) => `${g}=[${(ws ?? []).map((x) => x.toFixed(2)).join(" ")}]`)
      .join(" ");
  sc.competencies.forEach((b, c) => {
    console.log(`${name} C${c + 1}: ${fmt(b.weights)}`);
  });
  console.log(`${name} total: ${fmt(sc.total.weights)}; stretch ${sc.totalStretch} around ${sc.totalCenter}`);
}
console.log(
  `Lexical lambdas: ${lexical?.lambda.join(", ")}; vocabulary ${lexical?.vocab.length}; prompts with a prior: ${Object.keys(weights.stacked.priors?.prompts ?? {}).length}`,
);
const inSample = agreement(
  essays.map((e) =>
    correctAnalysis(withTopicIdf(e.analysis, e.topic, idf), weights).competencies.map((c) => c.score),
  ),
  usable.map((e) => e.competence),
);
console.log(`In-sample agreement (optimistic, fitted on these essays): ${JSON.stringify(inSample)}`);
console.log("Run `npm run eval:corrector` for cross-validated figures (random and prompt-grouped folds).");
