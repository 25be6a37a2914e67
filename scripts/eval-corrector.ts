/**
 * Evaluates the built-in essay corrector against human grades.
 *
 * Usage: npm run eval:corrector -- [essays.csv] [--prompts prompts.csv] [--folds 5] [--repeats 3]
 *                                  [--titles titles.json]
 *   essays.csv  Essay-BR format (prompt,title,essay,competence,score); default
 *               content/essay-br/development.csv
 *   --prompts   default: prompts.csv beside essays.csv, else content/essay-br/prompts.csv
 *   --predictions FILE  writes one CSV row per essay of the file, in its order:
 *               index,c1,c2,c3,c4,c5,total,annulment (annulment empty, or its reason); in
 *               cross-validation mode the out-of-fold grades of the first random repeat
 *   --titles    JSON {prompt id: topic title}: Essay-BR prompts have no title, and the
 *               tangential cap needs one (e.g. src/server/essays/builtin-corrector/
 *               training/essay-br-prompt-titles.json, to see its false positives in the report)
 *
 * Essays are recognised by content (training/training-set.ts: hash of the normalised text), so a
 * re-saved copy of the calibration file is still recognised:
 *   - every essay is one the committed weights were fitted on → CROSS-VALIDATED figures, each
 *     fold scored by a corrector refitted on the other folds with the full procedure (topic
 *     IDF, feature model, lexical vocabulary/IDF/weights, prompt priors, blends and level
 *     mapping: training/cross-validation.ts), under two schemes:
 *       · random 5-fold stratified by total, repeated `--repeats` times with fixed seeds
 *         (figures averaged): prompts seen in training, as in the published Essay-BR results;
 *       · 5-fold grouped by prompt: every prompt's essays held out together (unseen topics);
 *   - otherwise the committed weights score the essays they were NOT fitted on; essays of the
 *     training data found in the file are left out of the figures (and counted).
 *
 * Output: a readable report, then ONE final JSON line
 * {"n","qwk_total","mae_total","qwk_per_competency","within_100","within_enem_tolerance"}; in
 * cross-validation mode these are the random-CV figures, followed by "cv":"random-5-fold"
 * and "grouped_by_prompt": {qwk_total, qwk_per_competency, within_100, within_enem_tolerance}.
 * QWK on the total uses the 26 classes 0, 40, …, 1000 (totals are sums of 40-point levels).
 */

import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { stringify } from "csv-stringify/sync";
import { analyzeEssay } from "#server/essays/builtin-corrector/analysis/essay-analysis";
import { correctAnalysis } from "#server/essays/builtin-corrector/corrector";
import { loadAnalysisTools } from "#server/essays/builtin-corrector/index";
import { lexicalTerms, TermDictionary } from "#server/essays/builtin-corrector/model/lexical-model";
import { lexicalText } from "#server/essays/builtin-corrector/model/lexical-text";
import { loadModelWeights } from "#server/essays/builtin-corrector/model/scoring-model";
import { averaged, levelsOf, printReport } from "#server/essays/builtin-corrector/training/agreement-report";
import { type AgreementFigures, agreement } from "#server/essays/builtin-corrector/training/calibration";
import {
  type CalibrationEssay,
  crossValidatedCorrections,
} from "#server/essays/builtin-corrector/training/cross-validation";
import { loadEssayBr } from "#server/essays/builtin-corrector/training/essay-br-dataset";
import { promptGroupedFolds, stratifiedFolds } from "#server/essays/builtin-corrector/training/folds";
import { essayHash } from "#server/essays/builtin-corrector/training/training-set";
import type { BuiltinCorrection } from "#server/essays/builtin-corrector/types";
import { essayBrArgs } from "./essay-br-args.ts";

const { essaysPath, promptsPath, values } = essayBrArgs(["folds", "repeats", "titles", "predictions"]);
const folds = Number(values.folds ?? 5);
const repeats = Math.max(1, Number(values.repeats ?? 3));
/** Fixed seeds of the random-CV repeats (reproducible figures). */
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const started = Date.now();
const data = loadEssayBr(essaysPath, promptsPath);
const titlesPath = values.titles;
if (titlesPath) {
  const titles = JSON.parse(readFileSync(resolve(titlesPath), "utf8")) as Record<string, string>;
  for (const [id, topic] of data.prompts)
    if (titles[id]) data.prompts.set(id, { ...topic, title: titles[id] });
}
const all = data.essays.filter((e) => e.competence.length === 5);
const weights = loadModelWeights();
const trained = new Set(weights.fitted_on.essay_hashes);
const isTrained = all.map((e) => trained.has(essayHash(e.paragraphs.join("\n"))));
const trainedCount = isTrained.filter(Boolean).length;
const crossValidate = all.length > 0 && trainedCount === all.length;
// With committed weights, only essays they were not fitted on are scored.
const records = crossValidate ? all : all.filter((_, i) => !isTrained[i]);
const missingPrompt = records.filter((e) => !data.prompts.has(e.prompt)).length;

console.log("Rumo — avaliação do corretor automático embutido");
console.log(`Redações: ${essaysPath} (${all.length})`);
console.log(
  `Propostas: ${promptsPath} (${data.prompts.size})${titlesPath ? `, títulos de ${titlesPath}` : ""}${missingPrompt ? ` — ${missingPrompt} redações sem proposta correspondente (tema vazio)` : ""}`,
);
console.log(
  crossValidate
    ? `MODO: validação cruzada — todas as redações deste CSV estão entre as ${trained.size} em que os pesos foram ajustados (reconhecidas pelo texto), então cada parte é corrigida por um corretor reajustado nas demais (IDF, vocabulário, pesos, médias por proposta, combinações e cortes). Esquemas: ${folds} partes aleatórias estratificadas pela nota (${repeats} repetição(ões), sementes fixas) e ${folds} partes agrupadas por proposta (temas não vistos).`
    : `MODO: pesos publicados (model-weights.json + lexical-weights.json) aplicados sem reajuste a ${records.length} redações que eles não viram${trainedCount ? `; ${trainedCount} redações deste CSV fazem parte dos dados de ajuste e ficaram fora das medidas` : ""}.`,
);

const tools = await loadAnalysisTools();
const dict = new TermDictionary();
const essays: CalibrationEssay[] = records.map((e) => {
  const text = e.paragraphs.join("\n");
  const topic = data.prompts.get(e.prompt) ?? { title: "" };
  const analysis = analyzeEssay(text, topic, tools);
  return {
    text,
    topic,
    group: e.prompt,
    levels: e.competence.map((s) => Math.round(s / 40)),
    analysis,
    doc: crossValidate
      ? dict.encode(lexicalTerms(lexicalText(analysis)))
      : { ids: new Int32Array(0), counts: new Float64Array(0) },
  };
});
const analysedAt = Date.now();
/** The grades written by --predictions, by essay of the file. */
const predicted = new Map<object, BuiltinCorrection>();
const keepPredictions = (corrections: BuiltinCorrection[]) => {
  records.forEach((e, i) => {
    predicted.set(e, corrections[i] as BuiltinCorrection);
  });
};
const human = records.map((e) => e.competence);
const promptOf = (i: number) => records[i]?.prompt ?? "";

if (crossValidate) {
  const strata = essays.map((e) => e.levels.reduce((a, b) => a + b, 0));
  const runs: AgreementFigures[] = [];
  for (let r = 0; r < repeats; r++) {
    const seed = SEEDS[r] ?? r + 1;
    const corrections = crossValidatedCorrections(essays, stratifiedFolds(strata, folds, seed), dict);
    const figures = agreement(levelsOf(corrections), human);
    runs.push(figures);
    if (r === 0) keepPredictions(corrections);
    if (r === 0)
      printReport(
        `Validação cruzada aleatória (${folds} partes, semente ${seed})`,
        human,
        corrections,
        figures,
        promptOf,
      );
    console.log(`Repetição ${r + 1} (semente ${seed}): ${JSON.stringify(figures)}`);
  }
  const random = averaged(runs);
  const groupedCorrections = crossValidatedCorrections(
    essays,
    promptGroupedFolds(
      essays.map((e) => e.group),
      folds,
    ),
    dict,
  );
  const grouped = agreement(levelsOf(groupedCorrections), human);
  printReport(
    `Validação cruzada agrupada por proposta (${folds} partes, temas não vistos)`,
    human,
    groupedCorrections,
    grouped,
    promptOf,
  );
  console.log(`\nAleatória, média de ${repeats} repetição(ões): ${JSON.stringify(random)}`);
  console.log(`Agrupada por proposta: ${JSON.stringify(grouped)}`);
  const fits = folds * (repeats + 1);
  console.log(
    `\nTempo: ${((Date.now() - started) / 1000).toFixed(1)} s (análise ${((analysedAt - started) / Math.max(1, essays.length)).toFixed(0)} ms por redação, incluindo carga do dicionário; ${fits} reajustes em ${((Date.now() - analysedAt) / 1000).toFixed(0)} s)`,
  );
  const { n: _n, ...groupedFigures } = grouped;
  console.log(JSON.stringify({ ...random, cv: `random-${folds}-fold`, grouped_by_prompt: groupedFigures }));
} else {
  const corrections = essays.map((e) => correctAnalysis(e.analysis, weights));
  keepPredictions(corrections);
  const figures = agreement(levelsOf(corrections), human);
  const seenPrompts = essays.filter((e) => weights.stacked.priors?.prompts[e.analysis.promptKey]).length;
  printReport("Pesos publicados", human, corrections, figures, promptOf);
  console.log(
    `Propostas: ${seenPrompts} redações sobre propostas dos dados de ajuste (usam a média da proposta), ${essays.length - seenPrompts} sobre propostas novas.`,
  );
  console.log(
    `\nTempo: ${((Date.now() - started) / 1000).toFixed(1)} s (${((Date.now() - started) / Math.max(1, essays.length)).toFixed(0)} ms por redação, incluindo carga do dicionário)`,
  );
  console.log(JSON.stringify({ ...figures, excluded_training_essays: trainedCount }));
}

const predictionsPath = values.predictions;
if (predictionsPath) {
  // Essays outside the figures (no grades, or fitted on) are graded by the committed weights.
  const rows = data.essays.map((e, index) => {
    const text = e.paragraphs.join("\n");
    const c =
      predicted.get(e) ??
      correctAnalysis(analyzeEssay(text, data.prompts.get(e.prompt) ?? { title: "" }, tools), weights);
    const scores = c.competencies.map((k) => k.score);
    return [index, ...scores, c.finalScore, c.annulment?.reason ?? ""];
  });
  writeFileSync(
    resolve(predictionsPath),
    stringify(rows, { header: true, columns: ["index", "c1", "c2", "c3", "c4", "c5", "total", "annulment"] }),
  );
  console.error(`Notas por redação: ${resolve(predictionsPath)} (${rows.length})`);
}
