import { beforeAll, describe, expect, it } from "vitest";
import { analyzeEssay } from "../analysis/essay-analysis.ts";
import { correctAnalysis } from "../corrector.ts";
import { loadAnalysisTools } from "../index.ts";
import { featureVector } from "../model/feature-vector.ts";
import { loadModelWeights, type ModelWeights, predictLevels } from "../model/scoring-model.ts";
import {
  GENERAL_VIOLENCE_ESSAY,
  VIOLENCE_AGAINST_WOMEN_ESSAY,
  VIOLENCE_AGAINST_WOMEN_TOPIC,
} from "../rule-fixtures.ts";
import {
  ESSAY_WITHOUT_PROPOSAL,
  MENTAL_HEALTH_TOPIC,
  MISSPELLED_ESSAY,
  STRONG_ESSAY,
} from "../test-fixtures.ts";
import type { EssayTopicForCorrection } from "../types.ts";
import { auditCorrection } from "./feedback-audit.ts";
import { proposalNext } from "./feedback-organization.ts";

let tools: Awaited<ReturnType<typeof loadAnalysisTools>>;
beforeAll(async () => {
  tools = await loadAnalysisTools();
}, 60_000);

const CASES: Array<[string, string, EssayTopicForCorrection]> = [
  ["strong", STRONG_ESSAY, MENTAL_HEALTH_TOPIC],
  ["misspelled", MISSPELLED_ESSAY, MENTAL_HEALTH_TOPIC],
  ["without proposal", ESSAY_WITHOUT_PROPOSAL, MENTAL_HEALTH_TOPIC],
  ["tangential", GENERAL_VIOLENCE_ESSAY, VIOLENCE_AGAINST_WOMEN_TOPIC],
  ["on the cut", VIOLENCE_AGAINST_WOMEN_ESSAY, VIOLENCE_AGAINST_WOMEN_TOPIC],
];

/** The stacked weights with one competency's blended score pushed by `shift` levels, in both scenarios. */
function shifted(w: ModelWeights, competency: number, shift: number): ModelWeights {
  const push = (s: ModelWeights["stacked"]["seen"]) => ({
    ...s,
    joint: false,
    competencies: s.competencies.map((b, c) =>
      c === competency ? { ...b, intercept: b.intercept + shift } : b,
    ),
  });
  return { ...w, stacked: { ...w.stacked, seen: push(w.stacked.seen), unseen: push(w.stacked.unseen) } };
}

describe("every comment explains its score", () => {
  it("quotes the text, says why this level and what would raise it", { timeout: 30_000 }, () => {
    const weights = loadModelWeights();
    for (const [name, text, topic] of CASES) {
      const r = correctAnalysis(analyzeEssay(text, topic, tools), weights);
      for (const c of r.competencies) {
        expect(c.comment, name).toMatch(/“[^”]{2,}”/);
        expect(c.comment, name).toContain(`**Por que ${c.score}:**`);
        expect(c.comment, name).toContain("**Como melhorar:**");
        if (c.score < 200) expect(c.comment, name).toMatch(/\*\*O que falta (?:para \d+|para subir):\*\*/);
      }
    }
  });

  it("justifies a level the statistical models moved away from the rule evidence with the essay's own evidence", () => {
    const base = loadModelWeights();
    const a = analyzeEssay(ESSAY_WITHOUT_PROPOSAL, MENTAL_HEALTH_TOPIC, tools);
    for (const [competency, shift] of [
      [2, 1.5],
      [3, -1.5],
      [0, -1.5],
    ] as const) {
      const weights = shifted(base, competency, shift);
      const p = predictLevels(weights, featureVector(a), a.paragraphs.join("\n"), a.promptKey)[competency];
      expect(p?.level).not.toBe(p?.featureLevel);
      const c = correctAnalysis(a, weights).competencies[competency];
      expect(c?.comment).not.toMatch(/ficaria em|só pelos indícios/i);
      const why = /\*\*Por que \d+:\*\*(.*?)###\*\*Como melhorar/s.exec(c?.comment ?? "")?.[1] ?? "";
      // A comparison with graded essays, or — when they show no gap the student could see — the
      // concrete next step, in terms of what the essay itself has.
      expect(why).toMatch(/redações avaliadas em \d+|\*\*O que falta para \d+:\*\* \S/);
      expect(why).toMatch(/o seu|a sua|no seu|o texto|nenhum desvio/);
    }
  });

  it("explains each cap it applies and how to lift it", () => {
    const r = correctAnalysis(analyzeEssay(MISSPELLED_ESSAY, MENTAL_HEALTH_TOPIC, tools), loadModelWeights());
    const c1 = r.competencies[0].comment;
    expect(r.competencies[0].score).toBeLessThanOrEqual(120);
    expect(c1).toMatch(/Limite aplicado: com \d+ desvios identificados \(ex\.: “[^”]+”\)/);
    expect(c1).toContain("**O que falta para subir:**");
  });
});

const CINEMA_TOPIC: EssayTopicForCorrection = {
  title: "Democratização do acesso ao cinema no Brasil",
  supportingTexts: [
    "Mais da metade dos municípios brasileiros não tem sala de cinema, e o preço médio do ingresso pesa no orçamento das famílias de baixa renda.",
  ],
};

const CINEMA_THESIS =
  "A democratização do acesso ao cinema depende, assim, de políticas que levem as salas às periferias e barateiem os ingressos.";
const CINEMA_ARGUMENT_1 =
  "Em primeiro lugar, a concentração geográfica das salas exclui grande parte da população brasileira.";
const CINEMA_ARGUMENT_2 =
  "Além disso, o preço dos ingressos afasta as famílias de baixa renda das salas de exibição.";
const CINEMA_PROPOSAL =
  "Para isso, o Ministério da Cultura deve financiar salas de exibição nas periferias e nas cidades do interior, por meio de parcerias com as prefeituras, a fim de aproximar o cinema da população.";

/** A strong essay whose thesis (the introduction's last sentence) has none of the usual thesis markers. */
const CINEMA_ESSAY = [
  `Desde a Constituição de 1988, o acesso à cultura é um direito de todos os brasileiros. Na prática, porém, cinemas, teatros e museus concentram-se nos bairros ricos dos grandes centros urbanos. ${CINEMA_THESIS}`,
  `${CINEMA_ARGUMENT_1} Segundo a Agência Nacional do Cinema, mais da metade dos municípios do país não possui nenhuma sala de exibição. Desse modo, milhões de pessoas só assistem a filmes pela televisão ou pelo celular, sem a experiência coletiva que o cinema proporciona e que forma plateias críticas.`,
  `${CINEMA_ARGUMENT_2} Como mostra o sociólogo Pierre Bourdieu, o acesso aos bens culturais reproduz as desigualdades de classe, pois quem cresce longe deles raramente os procura na vida adulta. Assim, mesmo quem mora perto de um cinema muitas vezes não pode pagar por ele, e a exclusão se perpetua.`,
  `Portanto, é preciso ampliar o acesso ao cinema no Brasil. ${CINEMA_PROPOSAL} Essas salas poderiam oferecer, por exemplo, sessões gratuitas para estudantes da rede pública, com debates após cada filme.`,
].join("\n\n");

/** The same essay with a proposal that names no purpose. */
const CINEMA_PROPOSAL_NO_PURPOSE =
  "Para isso, o Ministério da Cultura deve financiar salas de exibição nas periferias e nas cidades do interior, por meio de parcerias com as prefeituras.";
const CINEMA_ESSAY_NO_PURPOSE = CINEMA_ESSAY.replace(CINEMA_PROPOSAL, CINEMA_PROPOSAL_NO_PURPOSE).replace(
  /Essas salas.*$/s,
  "Essas salas também poderiam exibir filmes nacionais.",
);

describe("thesis, arguments and proposal are found where a grader finds them", () => {
  it("takes the introduction's last sentence as the thesis, even without a thesis marker", () => {
    const a = analyzeEssay(CINEMA_ESSAY, CINEMA_TOPIC, tools);
    expect(a.structure.thesisStatement).toBe(CINEMA_THESIS);
    expect(a.structure.argumentSentences).toEqual([CINEMA_ARGUMENT_1, CINEMA_ARGUMENT_2]);
    // The proposal is the prescription that names agent, means and purpose, not "é preciso ampliar…".
    expect(a.proposal.sentence).toBe(CINEMA_PROPOSAL);
    expect(a.proposal.elements.agente).toBe("o Ministério da Cultura");
    expect(a.proposal.elements.meio).toBe("por meio de parcerias com as prefeituras");
    expect(a.proposal.elements.finalidade).toBe("a fim de aproximar o cinema da população");
    expect(a.proposal.elements.detalhamento).toBe(
      "por exemplo, sessões gratuitas para estudantes da rede pública",
    );
  });

  it("prefers the thesis-marked sentence among the introduction's last two", () => {
    const intro =
      "O estigma das doenças mentais é um problema que nasce da desinformação. Essa questão merece atenção.";
    const a = analyzeEssay([intro, "Desenvolvimento.", "Outro.", "Fim."].join("\n\n"), CINEMA_TOPIC, tools);
    expect(a.structure.thesisStatement).toBe(
      "O estigma das doenças mentais é um problema que nasce da desinformação.",
    );
  });

  it("does not tell a strong essay with a clear thesis that it has none, and quotes it", () => {
    const r = correctAnalysis(analyzeEssay(CINEMA_ESSAY, CINEMA_TOPIC, tools), loadModelWeights());
    const c3 = r.competencies[2].comment;
    expect(c3).not.toMatch(/não (?:fecha com|traz) (?:uma )?tese|sem tese|ponto de vista claro/);
    expect(c3).toContain(`“${CINEMA_THESIS.replace(/\.$/, "")}”`);
    expect(auditCorrection(CINEMA_ESSAY, r)).toEqual([]);
  });

  it("quotes C5 elements as whole clauses of the essay, never a paraphrase", () => {
    const r = correctAnalysis(analyzeEssay(STRONG_ESSAY, MENTAL_HEALTH_TOPIC, tools), loadModelWeights());
    const c5 = `${r.competencies[4].comment} ${r.competencies[4].evidence.join(" ")}`;
    expect(c5).not.toContain("proposta desenvolvida em período extenso");
    expect(c5).toContain("“o Ministério da Saúde”");
    expect(c5).toContain("“deve promover campanhas permanentes de conscientização”");
    expect(auditCorrection(STRONG_ESSAY, r)).toEqual([]);
  });
});

describe("what is missing for the next level is concrete", () => {
  const next = (comment: string) => /\*\*O que falta para \d+:\*\*(.*?)###/s.exec(comment)?.[1] ?? "";

  it("in C5, names the missing element, quotes the proposal and shows it with the element added", () => {
    const a = analyzeEssay(CINEMA_ESSAY_NO_PURPOSE, CINEMA_TOPIC, tools);
    expect(a.proposal.elements.finalidade).toBeNull();
    const c5 = correctAnalysis(a, loadModelWeights()).competencies[4];
    if (c5.score < 200) {
      const text = next(c5.comment);
      expect(text).toMatch(/falta o elemento finalidade/);
      expect(text).toContain(`“${CINEMA_PROPOSAL_NO_PURPOSE.replace(/\.$/, "")}”`);
      expect(text).toContain(`‘${CINEMA_PROPOSAL_NO_PURPOSE.replace(/\.$/, "")}, a fim de`);
    }
    expect(proposalNext(a, 160)).toMatch(/falta o elemento finalidade/);
  });

  it("in C5 at 160 with all five elements, says which one to develop for 200", () => {
    const a = analyzeEssay(CINEMA_ESSAY, CINEMA_TOPIC, tools);
    const text = proposalNext(a, 160);
    expect(text).toMatch(/para 200/);
    expect(text).toMatch(/detalhamento/);
    expect(text).toContain(`“${CINEMA_PROPOSAL.replace(/\.$/, "")}”`);
  });

  it("says there is no proposal when there is none", () => {
    const a = analyzeEssay(ESSAY_WITHOUT_PROPOSAL, MENTAL_HEALTH_TOPIC, tools);
    expect(a.proposal.elements.acao).toBeNull();
    expect(proposalNext(a, 40)).toMatch(/^uma proposta de intervenção: /);
  });

  it("never writes placeholders, and the C1 tip names only slips the essay has", () => {
    for (const [name, text, topic] of CASES) {
      const a = analyzeEssay(text, topic, tools);
      const r = correctAnalysis(a, loadModelWeights());
      expect(auditCorrection(text, r, a), name).toEqual([]);
    }
    const clean = analyzeEssay(CINEMA_ESSAY, CINEMA_TOPIC, tools);
    const c1 = correctAnalysis(clean, loadModelWeights()).competencies[0].comment;
    if (!clean.grammarByCategory.crase) expect(c1).not.toMatch(/crase/);
    if (!clean.grammarByCategory.concordancia) expect(c1).not.toMatch(/Revise[^.]*concordância/);
  });
});
