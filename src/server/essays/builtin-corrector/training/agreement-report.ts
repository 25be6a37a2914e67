/** Readable agreement report of scripts/eval-corrector.ts (pt-BR, like the rest of the script's output). */

import { ENEM_LEVELS } from "#domain/essays/rules";
import type { BuiltinCorrection } from "../types.ts";
import type { AgreementFigures } from "./calibration.ts";

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const r3 = (x: number) => Math.round(x * 1000) / 1000;

export const levelsOf = (cs: BuiltinCorrection[]) =>
  cs.map((c) => c.competencies.map((x) => x.score as number));

export function printReport(
  title: string,
  human: number[][],
  corrections: BuiltinCorrection[],
  figures: AgreementFigures,
  promptOf: (i: number) => string,
): void {
  const predicted = levelsOf(corrections);
  const dist = (xs: number[]) => ENEM_LEVELS.map((l) => xs.filter((v) => v === l).length).join("/");
  console.log(`\n== ${title} ==`);
  console.log("Por competência (humano vs. automático):");
  for (let c = 0; c < 5; c++) {
    const h = human.map((x) => x[c] ?? 0);
    const p = predicted.map((x) => x[c] ?? 0);
    const mae = mean(h.map((v, i) => Math.abs(v - (p[i] ?? 0))));
    const exact = h.filter((v, i) => v === p[i]).length / Math.max(1, h.length);
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
  const annulled = corrections.filter((c) => c.annulment).length;
  console.log(
    `Anuladas pelo corretor: ${annulled} (humanos deram 0 a ${totalsH.filter((t) => t === 0).length})`,
  );
  // False positives of the tangential cap: essays it capped that the graders found on topic (C2 ≥ 120).
  const onTopic = human.map((h, i) => ({ h, i })).filter(({ h }) => (h[1] ?? 0) >= 120);
  const capped = onTopic.filter(({ i }) => corrections[i]?.tangential).length;
  const cappedAll = corrections.filter((c) => c.tangential).length;
  console.log(
    `Tangenciamento (C2, C3, C5 ≤ 40): ${cappedAll} redações; entre as ${onTopic.length} com C2 humano ≥ 120, ${capped} (${((100 * capped) / Math.max(1, onTopic.length)).toFixed(1)}% de falsos positivos)`,
  );
  const worst = totalsH
    .map((t, i) => ({ i, d: (totalsP[i] ?? 0) - t }))
    .sort((a, b) => Math.abs(b.d) - Math.abs(a.d))
    .slice(0, 5);
  console.log("Maiores divergências:");
  for (const w of worst)
    console.log(
      `  #${w.i + 1} proposta ${promptOf(w.i)}: humano ${totalsH[w.i]} [${human[w.i]?.join(",")}] vs automático ${totalsP[w.i]} [${predicted[w.i]?.join(",")}]${corrections[w.i]?.annulment ? ` (anulada: ${corrections[w.i]?.annulment?.reason})` : ""}`,
    );
}

/** Mean of several repeats' figures (each computed on its own pooled out-of-fold predictions). */
export function averaged(runs: AgreementFigures[]): AgreementFigures {
  return {
    n: runs[0]?.n ?? 0,
    qwk_total: r3(mean(runs.map((r) => r.qwk_total))),
    mae_total: Math.round(10 * mean(runs.map((r) => r.mae_total))) / 10,
    qwk_per_competency: [0, 1, 2, 3, 4].map((c) => r3(mean(runs.map((r) => r.qwk_per_competency[c] ?? 0)))),
    within_100: r3(mean(runs.map((r) => r.within_100))),
    within_enem_tolerance: r3(mean(runs.map((r) => r.within_enem_tolerance))),
  };
}
