/** The summary (stored as comentario_geral): total, strengths, and the two or three most useful things to improve. */
import type { EssayAnalysis } from "../analysis/essay-analysis.ts";
import type { CompetencyAssessment } from "../types.ts";
import { count, listPt } from "./feedback-text.ts";

const NAMES = [
  "norma-padrão (C1)",
  "compreensão do tema e repertório (C2)",
  "organização dos argumentos (C3)",
  "coesão (C4)",
  "proposta de intervenção (C5)",
];

/** Extracts the "Como melhorar" tip of a competency comment. */
function tipOf(c: CompetencyAssessment): string {
  const m = /\*\*Como melhorar:\*\*\s*(.+)$/s.exec(c.comment);
  return (m?.[1] ?? "").trim();
}

export function generalComment(a: EssayAnalysis, comps: CompetencyAssessment[], total: number): string {
  const ranked = comps.map((c, i) => ({ c, i })).sort((x, y) => y.c.score - x.c.score || x.i - y.i);
  // A strength is a competency at 160 or more; failing that, the best one if it reached 120.
  const best = ranked.filter((r) => r.c.score >= 160).slice(0, 3);
  const strengths = best.length ? best : ranked.slice(0, 1).filter((r) => r.c.score >= 80);
  const weakest = [...ranked]
    .reverse()
    .filter((r) => r.c.score < 200)
    .slice(0, 3);
  const parts = [
    `**Nota estimada: ${total}/1000.** Texto com cerca de ${count(a.lines, "linha manuscrita", "linhas manuscritas")} e ${count(a.paragraphs.length, "parágrafo", "parágrafos")}.`,
  ];
  if (strengths.length)
    parts.push(
      `**${best.length ? (strengths.length === 1 ? "Ponto forte" : "Pontos fortes") : "Melhor desempenho"}:** ${listPt(strengths.map((s) => `${NAMES[s.i]} (${s.c.score})`))}.`,
    );
  if (weakest.length) {
    parts.push(`###**Prioridades para a próxima redação:**`);
    weakest.forEach((w, k) => {
      parts.push(`${k + 1}. ${NAMES[w.i]} (${w.c.score}/200): ${tipOf(w.c)}`);
    });
  } else parts.push("###Desempenho máximo em todas as competências segundo esta correção automática.");
  parts.push(
    "###_Correção automática: use-a como orientação; a banca do ENEM pode avaliar de forma diferente._",
  );
  return parts.join(" ").replace(/ ###/g, "###");
}
