/**
 * Evaluates the built-in essay corrector against human grades.
 *
 * Usage: npm run eval:corrector -- [essays.csv] [--prompts prompts.csv] [--folds 5] [--repeats 3]
 *   essays.csv  Essay-BR format (prompt,title,essay,competence,score); default
 *               content/essay-br/development.csv
 *   --prompts   default: prompts.csv beside essays.csv, else content/essay-br/prompts.csv
 *
 * If essays.csv is the file the committed weights were fitted on (same SHA-256 as in
 * model-weights.json), scoring those essays with those weights would be meaningless, so
 * the script reports CROSS-VALIDATED figures instead, under two schemes, each fold scored
 * by a corrector refitted on the other folds with the full procedure (topic IDF, feature
 * model, lexical vocabulary/IDF/weights, blend and cut points: cross-validation.ts):
 *   - random 5-fold, stratified by total score, repeated `--repeats` times with fixed seeds
 *     (figures averaged over the repeats): the same prompts appear in training and test, as
 *     in the published Essay-BR results and as for new essays on the same prompts;
 *   - 5-fold grouped by prompt: every prompt's essays are held out together (unseen topics).
 * Any other CSV is scored with the committed weights as they are.
 *
 * Output: a readable report, then ONE final JSON line
 * {"n","qwk_total","qwk_per_competency","within_100","within_enem_tolerance"}; in
 * cross-validation mode these are the random-CV figures, followed by "cv":"random-5-fold"
 * and "grouped_by_prompt": {qwk_total, qwk_per_competency, within_100, within_enem_tolerance}.
 * QWK on the total uses the 26 classes 0, 40, …, 1000 (totals are sums of 40-point levels).
 */
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import {
  type AgreementFigures,
  agreement,
  promptGroupedFolds,
} from "../src/server/essays/builtin-corrector/calibration.js";
import { correctAnalysis } from "../src/server/essays/builtin-corrector/corrector.js";
import {
  type CalibrationEssay,
  crossValidatedCorrections,
} from "../src/server/essays/builtin-corrector/cross-validation.js";
import { analyzeEssay } from "../src/server/essays/builtin-corrector/essay-analysis.js";
import { loadEssayBr } from "../src/server/essays/builtin-corrector/essay-br-dataset.js";
import { loadAnalysisTools } from "../src/server/essays/builtin-corrector/index.js";
import { lexicalTerms, TermDictionary } from "../src/server/essays/builtin-corrector/lexical-model.js";
import { loadModelWeights } from "../src/server/essays/builtin-corrector/scoring-model.js";
import { stratifiedFolds } from "../src/server/essays/builtin-corrector/stacked-model.js";
import type { BuiltinCorrection } from "../src/server/essays/builtin-corrector/types.js";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const positional = args.filter(
  (a, i) => !a.startsWith("--") && !(i > 0 && (args[i - 1] ?? "").startsWith("--")),
);
const essaysPath = resolve(positional[0] ?? "content/essay-br/development.csv");
const besides = join(dirname(essaysPath), "prompts.csv");
const promptsPath = resolve(
  flag("--prompts") ?? (existsSync(besides) ? besides : "content/essay-br/prompts.csv"),
);
const folds = Number(flag("--folds") ?? 5);
const repeats = Math.max(1, Number(flag("--repeats") ?? 3));
/** Fixed seeds of the random-CV repeats (reproducible figures). */
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const started = Date.now();
const data = loadEssayBr(essaysPath, promptsPath);
const records = data.essays.filter((e) => e.competence.length === 5);
const missingPrompt = records.filter((e) => !data.prompts.has(e.prompt)).length;
const weights = loadModelWeights();
const crossValidate = data.sha256 === weights.fitted_on.sha256;

console.log("Rumo — avaliação do corretor automático embutido");
console.log(`Redações: ${essaysPath} (${records.length})`);
console.log(
  `Propostas: ${promptsPath} (${data.prompts.size})${missingPrompt ? ` — ${missingPrompt} redações sem proposta correspondente (tema vazio)` : ""}`,
);
console.log(
  crossValidate
    ? `MODO: validação cruzada — este CSV é o mesmo em que os pesos foram ajustados (sha256 ${data.sha256.slice(0, 12)}…), então cada parte é corrigida por um corretor reajustado nas demais (IDF, vocabulário, pesos e cortes). Esquemas: ${folds} partes aleatórias estratificadas pela nota (${repeats} repetição(ões), sementes fixas) e ${folds} partes agrupadas por proposta (temas não vistos).`
    : "MODO: pesos publicados (model-weights.json + lexical-weights.json) aplicados sem reajuste.",
);

const tools = await loadAnalysisTools();
const dict = new TermDictionary();
const essays: CalibrationEssay[] = records.map((e) => {
  const texto = e.paragraphs.join("\n");
  const tema = data.prompts.get(e.prompt) ?? { titulo: "" };
  return {
    texto,
    tema,
    group: e.prompt,
    levels: e.competence.map((s) => Math.round(s / 40)),
    analysis: analyzeEssay(texto, tema, tools),
    doc: crossValidate
      ? dict.encode(lexicalTerms(texto))
      : { ids: new Int32Array(0), counts: new Float64Array(0) },
  };
});
const analysedAt = Date.now();
const human = records.map((e) => e.competence);
const notas = (cs: BuiltinCorrection[]) => cs.map((c) => c.competencias.map((x) => x.nota as number));
const r3 = (x: number) => Math.round(x * 1000) / 1000;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

function report(title: string, corrections: BuiltinCorrection[], figures: AgreementFigures): void {
  const predicted = notas(corrections);
  console.log(`\n== ${title} ==`);
  console.log("Por competência (humano vs. automático):");
  for (let c = 0; c < 5; c++) {
    const h = human.map((x) => x[c] ?? 0);
    const p = predicted.map((x) => x[c] ?? 0);
    const mae = mean(h.map((v, i) => Math.abs(v - (p[i] ?? 0))));
    const exact = h.filter((v, i) => v === p[i]).length / Math.max(1, h.length);
    const dist = (xs: number[]) =>
      [0, 40, 80, 120, 160, 200].map((l) => xs.filter((v) => v === l).length).join("/");
    console.log(
      `  C${c + 1}: QWK ${figures.qwk_per_competency[c]?.toFixed(3)}  exato ${(100 * exact).toFixed(1)}%  erro médio ${mae.toFixed(1)}  níveis 0/40/80/120/160/200 humano ${dist(h)} | automático ${dist(p)}`,
    );
  }
  const totalsH = human.map((h) => h.reduce((a, b) => a + b, 0));
  const totalsP = predicted.map((p) => p.reduce((a, b) => a + b, 0));
  console.log(
    `Total: QWK ${figures.qwk_total.toFixed(3)}  média humana ${mean(totalsH).toFixed(0)}  média automática ${mean(totalsP).toFixed(0)}  erro médio ${mean(totalsH.map((t, i) => Math.abs(t - (totalsP[i] ?? 0)))).toFixed(0)}`,
  );
  console.log(
    `Dentro de 100 pontos no total: ${(100 * figures.within_100).toFixed(1)}%  |  dentro da tolerância do ENEM (100 no total e 80 por competência): ${(100 * figures.within_enem_tolerance).toFixed(1)}%`,
  );
  const annulled = corrections.filter((c) => c.anulacao).length;
  console.log(
    `Anuladas pelo corretor: ${annulled} (humanos deram 0 a ${totalsH.filter((t) => t === 0).length})`,
  );
  const worst = totalsH
    .map((t, i) => ({ i, d: (totalsP[i] ?? 0) - t }))
    .sort((a, b) => Math.abs(b.d) - Math.abs(a.d))
    .slice(0, 5);
  console.log("Maiores divergências:");
  for (const w of worst)
    console.log(
      `  #${w.i + 1} proposta ${records[w.i]?.prompt}: humano ${totalsH[w.i]} [${human[w.i]?.join(",")}] vs automático ${totalsP[w.i]} [${predicted[w.i]?.join(",")}]${corrections[w.i]?.anulacao ? ` (anulada: ${corrections[w.i]?.anulacao?.motivo})` : ""}`,
    );
}

/** Mean of several repeats' figures (each computed on its own pooled out-of-fold predictions). */
function averaged(runs: AgreementFigures[]): AgreementFigures {
  return {
    n: runs[0]?.n ?? 0,
    qwk_total: r3(mean(runs.map((r) => r.qwk_total))),
    qwk_per_competency: [0, 1, 2, 3, 4].map((c) => r3(mean(runs.map((r) => r.qwk_per_competency[c] ?? 0)))),
    within_100: r3(mean(runs.map((r) => r.within_100))),
    within_enem_tolerance: r3(mean(runs.map((r) => r.within_enem_tolerance))),
  };
}

if (crossValidate) {
  const strata = essays.map((e) => e.levels.reduce((a, b) => a + b, 0));
  const runs: AgreementFigures[] = [];
  for (let r = 0; r < repeats; r++) {
    const seed = SEEDS[r] ?? r + 1;
    const corrections = crossValidatedCorrections(essays, stratifiedFolds(strata, folds, seed), dict);
    const figures = agreement(notas(corrections), human);
    runs.push(figures);
    if (r === 0)
      report(`Validação cruzada aleatória (${folds} partes, semente ${seed})`, corrections, figures);
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
  const grouped = agreement(notas(groupedCorrections), human);
  report(
    `Validação cruzada agrupada por proposta (${folds} partes, temas não vistos)`,
    groupedCorrections,
    grouped,
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
  const figures = agreement(notas(corrections), human);
  report("Pesos publicados", corrections, figures);
  console.log(
    `\nTempo: ${((Date.now() - started) / 1000).toFixed(1)} s (${((Date.now() - started) / Math.max(1, essays.length)).toFixed(0)} ms por redação, incluindo carga do dicionário)`,
  );
  console.log(JSON.stringify(figures));
}
