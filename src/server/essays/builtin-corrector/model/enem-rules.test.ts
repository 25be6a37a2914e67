import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { estimateLines } from "#domain/essays/rules";
import { analyzeEssay } from "../analysis/essay-analysis.ts";
import { createBuiltinCorrector, loadAnalysisTools } from "../index.ts";
import {
  GENERAL_VIOLENCE_ESSAY,
  VIOLENCE_AGAINST_WOMEN_ESSAY,
  VIOLENCE_AGAINST_WOMEN_TOPIC,
} from "../rule-fixtures.ts";
import { MENTAL_HEALTH_TOPIC, STRONG_ESSAY } from "../test-fixtures.ts";
import { loadEssayBr } from "../training/essay-br-dataset.ts";
import type { BuiltinEssayCorrector } from "../types.ts";
import { checkAnnulment, isTangential } from "./annulment-rules.ts";
import { PROPOSAL_THEME_SIMILARITY, proposalRelatedToTheme } from "./enem-caps.ts";

let corrector: BuiltinEssayCorrector;
beforeAll(async () => {
  corrector = await createBuiltinCorrector();
}, 60_000);

const [TEXT_1, TEXT_2, TEXT_3] = MENTAL_HEALTH_TOPIC.supportingTexts ?? [];
/** About four handwritten lines of the student's own. */
const OWN_SHORT =
  "O estigma contra quem sofre de doenças mentais ainda é muito forte no Brasil e afasta as pessoas do tratamento. Por isso, as escolas e os meios de comunicação devem falar sobre saúde mental com frequência, para que o preconceito diminua.";
/** About seven handwritten lines of the student's own, in two paragraphs. */
const OWN_SEVEN = [
  OWN_SHORT,
  "Além disso, o Ministério da Saúde precisa ampliar os Centros de Atenção Psicossocial nas cidades do interior, a fim de que ninguém deixe de ser atendido por falta de vagas.",
].join("\n");

describe("ENEM line count", () => {
  it("counts lines exactly as the writing room does (70 characters a line, 4 of indent per paragraph)", () => {
    for (const text of [STRONG_ESSAY, OWN_SEVEN, GENERAL_VIOLENCE_ESSAY]) {
      const a = analyzeEssay(text, MENTAL_HEALTH_TOPIC, toolsForTest());
      expect(a.lines).toBe(estimateLines(text));
    }
  }, 60_000);
});

describe("copied motivating texts", () => {
  it("annuls an essay without 8 lines of its own, however long the copied part", () => {
    const text = [TEXT_1, OWN_SHORT, TEXT_2, TEXT_3].join("\n");
    expect(estimateLines(text)).toBeGreaterThan(12);
    const r = corrector.correct({ text: text, topic: MENTAL_HEALTH_TOPIC });
    expect(r.annulment?.reason).toBe("copied_motivating_texts");
    expect(r.finalScore).toBe(0);
    expect(r.annulment?.explanation).toMatch(/8 linhas de produção própria/);
  });

  it("leaves copied lines out of the 7-line minimum", () => {
    const text = [OWN_SEVEN, TEXT_2].join("\n");
    // Nine lines on the sheet, but only seven of them the student's own.
    expect(estimateLines(text)).toBeGreaterThanOrEqual(8);
    const a = analyzeEssay(text, MENTAL_HEALTH_TOPIC, toolsForTest());
    expect(a.ownLines).toBeLessThanOrEqual(7);
    const r = corrector.correct({ text: text, topic: MENTAL_HEALTH_TOPIC });
    expect(r.annulment?.reason).toBe("insufficient_text");
    expect(r.annulment?.explanation).toMatch(/Desconsideradas/);
    // Without the copied paragraph the same own text is still insufficient, and for the same reason.
    expect(corrector.correct({ text: OWN_SEVEN, topic: MENTAL_HEALTH_TOPIC }).annulment?.reason).toBe(
      "insufficient_text",
    );
  });

  it("does not annul a developed essay that quotes a motivating text", () => {
    const r = corrector.correct({ text: [STRONG_ESSAY, TEXT_2].join("\n"), topic: MENTAL_HEALTH_TOPIC });
    expect(r.annulment).toBeNull();
  });
});

describe("tangential treatment of the theme", () => {
  it("caps C2, C3 and C5 at 40 for an essay on violence in general, quoting the missing cut", () => {
    const r = corrector.correct({ text: GENERAL_VIOLENCE_ESSAY, topic: VIOLENCE_AGAINST_WOMEN_TOPIC });
    expect(r.annulment).toBeNull();
    expect(r.tangential).toBe(true);
    for (const k of [1, 2, 4]) expect(r.competencies[k]?.score).toBeLessThanOrEqual(40);
    expect(r.competencies[1].comment).toMatch(/Tangenciamento/);
    expect(r.competencies[1].comment).toMatch(/[“‘]mulher[”’]/);
  });

  it("does not cap the same subject written on the cut", () => {
    const r = corrector.correct({ text: VIOLENCE_AGAINST_WOMEN_ESSAY, topic: VIOLENCE_AGAINST_WOMEN_TOPIC });
    expect(r.tangential).toBe(false);
    expect(r.competencies[1].score).toBeGreaterThanOrEqual(120);
  });

  it("rarely fires on Essay-BR essays the graders found on topic (C2 ≥ 120)", () => {
    const titles = JSON.parse(
      readFileSync(new URL("../training/essay-br-prompt-titles.json", import.meta.url), "utf8"),
    ) as Record<string, string>;
    const data = loadEssayBr("content/essay-br/development.csv", "content/essay-br/prompts.csv");
    const onTopic = data.essays.filter((e) => titles[e.prompt] && (e.competence[1] ?? 0) >= 120);
    const flagged = onTopic.filter((e) => {
      const topic = { ...(data.prompts.get(e.prompt) ?? { title: "" }), title: titles[e.prompt] ?? "" };
      return isTangential(analyzeEssay(e.paragraphs.join("\n"), topic, toolsForTest()));
    });
    expect(onTopic.length).toBeGreaterThan(400);
    // 9 of 446 when the thresholds were set (2.0%).
    expect(flagged.length / onTopic.length).toBeLessThanOrEqual(0.03);
  }, 240_000);
});

describe("annulment of essays the graders did not annul", () => {
  it("annuls almost none of the Essay-BR essays graded above 0, weak ones included, on their own prompt", () => {
    const titles = JSON.parse(
      readFileSync(new URL("../training/essay-br-prompt-titles.json", import.meta.url), "utf8"),
    ) as Record<string, string>;
    const data = loadEssayBr("content/essay-br/development.csv", "content/essay-br/prompts.csv");
    const graded = data.essays.filter((e) => e.score > 0 && data.prompts.has(e.prompt));
    const annulled = graded.filter((e) => {
      const topic = { ...(data.prompts.get(e.prompt) ?? { title: "" }), title: titles[e.prompt] ?? "" };
      const reason = checkAnnulment(analyzeEssay(e.paragraphs.join("\n"), topic, toolsForTest()))?.reason;
      return reason && reason !== "insufficient_text";
    });
    expect(graded.length).toBeGreaterThan(600);
    // 3 of 671 when the thresholds were set (scripts/measure-off-topic.ts), all graded C2 ≤ 120.
    expect(annulled.length / graded.length).toBeLessThanOrEqual(0.01);
  }, 240_000);
});

let tools: Awaited<ReturnType<typeof loadAnalysisTools>>;
beforeAll(async () => {
  tools = await loadAnalysisTools();
}, 60_000);
const toolsForTest = () => tools;

describe("proposal related to the theme (C5)", () => {
  const paragraphs = VIOLENCE_AGAINST_WOMEN_ESSAY.split("\n\n");
  const withConclusion = (last: string) => [...paragraphs.slice(0, -1), last].join("\n\n");

  it("caps C5 at 40 for a proposal unrelated to the topic and to the essay's discussion", async () => {
    const text = withConclusion(
      "Portanto, é preciso agir. Para isso, o Ministério dos Transportes deve instalar radares e lombadas nas rodovias federais, por meio de contratos com empresas de engenharia, a fim de reduzir os acidentes de trânsito nas estradas.",
    );
    const a = analyzeEssay(text, VIOLENCE_AGAINST_WOMEN_TOPIC, await loadAnalysisTools());
    expect(proposalRelatedToTheme(a)).toBe(false);
    const r = corrector.correct({ text, topic: VIOLENCE_AGAINST_WOMEN_TOPIC });
    expect(r.competencies[4].score).toBeLessThanOrEqual(40);
    expect(r.competencies[4].comment).toMatch(/não se relaciona ao recorte do tema/);
  });

  it("accepts a proposal articulated to the discussion even in words the topic's texts do not use", async () => {
    const text = withConclusion(
      "Portanto, é preciso romper esse ciclo. Para isso, as prefeituras devem oferecer cursos profissionalizantes e creches às vítimas de companheiros agressores, por meio de convênios com empresas, a fim de garantir a elas renda própria e autonomia.",
    );
    const a = analyzeEssay(text, VIOLENCE_AGAINST_WOMEN_TOPIC, await loadAnalysisTools());
    expect(a.proposalTopicSimilarity).toBeLessThan(PROPOSAL_THEME_SIMILARITY);
    expect(a.proposalDiscussionSimilarity).toBeGreaterThan(0.03);
    expect(proposalRelatedToTheme(a)).toBe(true);
  });
});
