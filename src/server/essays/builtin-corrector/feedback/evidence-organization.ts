/** Explainers (feature-evidence.ts) for structure, cohesion and proposal features. */
import { relationNames } from "../analysis/cohesion-analysis.ts";
import type { EssayAnalysis } from "../analysis/essay-analysis.ts";
import { ELEMENT_LABEL, type ProposalElement } from "../analysis/proposal-analysis.ts";
import { type FeatureExplainer, many, num, pct, quoted } from "./evidence-format.ts";

/** A yes/no feature: its level mean is the share of essays that have it. */
function present(
  key: string,
  has: (a: EssayAnalysis) => string | null,
  reference: string,
  yes: (found: string) => string,
  no: string,
): FeatureExplainer {
  return {
    key,
    value: (a) => (has(a) ? 100 : 0),
    reference: (v) => `${reference} em ${num(v)}% dos casos`,
    essay: (a) => {
      const found = has(a);
      return found ? yes(found) : no;
    },
  };
}

const element = (e: ProposalElement, what: string) =>
  present(
    `proposal_${e}`,
    (a) => a.proposal.elements[e],
    `indicam ${what}`,
    (found) => `a sua proposta indica ${ELEMENT_LABEL[e].split(" (")[0]}: “${found}”`,
    `a sua proposta não indica ${what}`,
  );

const paragraphs: FeatureExplainer = {
  key: "paragraphs",
  value: (a) => a.structure.paragraphCount,
  reference: (v) => `têm em média ${many(v, "parágrafo", "parágrafos")}`,
  essay: (a) => `o seu tem ${a.structure.paragraphCount} (${a.structure.paragraphWords.join(", ")} palavras)`,
};

export const ORGANIZATION_EXPLAINERS: Record<string, FeatureExplainer> = {
  paragraphs_ok: paragraphs,
  paragraphs_few: paragraphs,
  balance: {
    key: "balance",
    value: (a) => 100 * a.structure.balance,
    reference: (v) =>
      `equilibram os parágrafos de desenvolvimento (o menor tem ${num(v)}% do tamanho do maior)`,
    essay: (a) =>
      `no seu, ${pct(a.structure.balance)} (${a.structure.paragraphWords.join(", ")} palavras por parágrafo)`,
  },
  thesis: present(
    "thesis",
    (a) => a.structure.thesisStatement,
    "apresentam um ponto de vista claro na introdução",
    (t) => `a sua introdução afirma “${t}”`,
    "não identificamos um ponto de vista claro na sua introdução",
  ),
  intro_conclusion_overlap: {
    key: "retake",
    value: (a) => 100 * a.structure.introConclusionOverlap,
    reference: (v) => `retomam na conclusão ${num(v)}% das palavras-chave da introdução`,
    essay: (a) => `a sua retoma ${pct(a.structure.introConclusionOverlap)}`,
  },
  conclusion_opener: present(
    "conclusion_opener",
    (a) => a.structure.conclusionOpener,
    "introduzem a conclusão com um conectivo conclusivo",
    (o) => `a sua conclusão começa com “${o}”`,
    "a sua conclusão não é introduzida por um conectivo conclusivo (‘Portanto’, ‘Dessa forma’)",
  ),
  distinct_connectives: {
    key: "connectives",
    value: (a) => a.cohesion.distinctConnectives,
    reference: (v) => `usam em média ${num(v)} conectivos diferentes`,
    essay: (a) =>
      `o seu usa ${a.cohesion.distinctConnectives}${quoted([...new Set(a.cohesion.connectives.map((c) => c.text))], 4)}`,
  },
  distinct_relations: {
    key: "relations",
    value: (a) => a.cohesion.distinctRelations.length,
    reference: (v) => `expressam em média ${num(v)} tipos de relação lógica entre as ideias`,
    essay: (a) =>
      `o seu expressa ${a.cohesion.distinctRelations.length}${a.cohesion.distinctRelations.length ? ` (${relationNames(a.cohesion.distinctRelations).join(", ")})` : ""}`,
  },
  inter_paragraph_ratio: {
    key: "openers",
    value: (a) => 100 * a.cohesion.interParagraphRatio,
    reference: (v) => `ligam ao anterior ${num(v)}% dos parágrafos depois da introdução`,
    essay: (a) =>
      `o seu liga ${pct(a.cohesion.interParagraphRatio)}${quoted(a.cohesion.openers.map((o) => o.text))}`,
  },
  connectives_per_100: {
    key: "connective_density",
    value: (a) => a.cohesion.perHundredWords,
    reference: (v) => `usam ${num(v)} conectivos a cada 100 palavras`,
    essay: (a) => `o seu usa ${num(a.cohesion.perHundredWords)}`,
  },
  overused_connectives: {
    key: "overused",
    value: (a) => a.cohesion.overused.length,
    reference: (v) => `repetem em média ${many(v, "conectivo", "conectivos")} três vezes ou mais`,
    essay: (a) =>
      `o seu repete ${a.cohesion.overused.length}${
        a.cohesion.overused.length
          ? ` (${a.cohesion.overused
              .slice(0, 3)
              .map((o) => `“${o.text}” ${o.count}×`)
              .join(", ")})`
          : ""
      }`,
  },
  encapsulators: {
    key: "encapsulators",
    value: (a) => a.cohesion.encapsulators.length,
    reference: (v) =>
      `usam em média ${many(v, "expressão que retoma", "expressões que retomam")} ideias (‘essa problemática’, ‘tal cenário’)`,
    essay: (a) => `o seu usa ${a.cohesion.encapsulators.length}${quoted(a.cohesion.encapsulators)}`,
  },
  proposal_elements: {
    key: "proposal_elements",
    value: (a) => a.proposal.elementCount,
    reference: (v) => `apresentam em média ${num(v)} dos 5 elementos da proposta de intervenção`,
    essay: (a) => {
      const missing = (Object.keys(a.proposal.elements) as ProposalElement[]).filter(
        (e) => !a.proposal.elements[e],
      );
      return `a sua apresenta ${a.proposal.elementCount}${missing.length ? `, faltando ${missing.map((e) => ELEMENT_LABEL[e].split(" (")[0]).join(", ")}` : ""}`;
    },
  },
  has_agent: element("agente", "quem deve agir (agente)"),
  has_means: element("meio", "como agir (modo/meio)"),
  has_purpose: element("finalidade", "para que agir (finalidade)"),
  has_detail: element("detalhamento", "um detalhamento de algum elemento"),
  action_sentences: {
    key: "actions",
    value: (a) => a.proposal.actionSentences,
    reference: (v) => `têm em média ${many(v, "frase que propõe", "frases que propõem")} ações`,
    essay: (a) =>
      `o seu tem ${a.proposal.actionSentences}${quoted(a.proposal.elements.acao ? [a.proposal.elements.acao] : [])}`,
  },
  proposal_in_conclusion: present(
    "proposal_place",
    (a) => (a.proposal.inConclusion ? (a.proposal.elements.acao ?? "") || "sim" : null),
    "apresentam a proposta no último parágrafo",
    (found) => `a sua proposta está na conclusão: “${found}”`,
    "a sua proposta não está no último parágrafo",
  ),
};
