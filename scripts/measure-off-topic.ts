/**
 * Measures the ENEM theme and text-type rules of the built-in corrector on Essay-BR.
 *
 * Usage: npx tsx scripts/measure-off-topic.ts [essays.csv] [--prompts prompts.csv] [--dump out.json]
 *
 * Every essay is analysed twice: against its own prompt and against the prompt of a different
 * theme (the next prompt, in id order, whose texts share little vocabulary with its own: topic
 * cosine < 0.15). Prompts get the titles we wrote for them
 * (training/essay-br-prompt-titles.json; Essay-BR prompts have none) when there is one, as
 * every topic of the product has a title.
 *
 * Reported:
 *   - on another theme: share annulled as off-topic ("fuga ao tema") and share annulled or
 *     capped as tangential (should be high; annulled is the ENEM grade for another theme); also
 *     with the essay's own prompt left out of the reference themes the corrector compares an
 *     essay with (analysis/reference-topics.ts), as for an essay on a theme Rumo has never seen;
 *   - on its own prompt: share wrongly annulled as off-topic, share capped as tangential, and
 *     share annulled for another text type (should be ~0: the graders found them on topic,
 *     except the few they graded 0);
 *   - the same on-topic figures for the essays graded C2 ≤ 80 (weak essays must not be annulled).
 */

import { readFileSync, writeFileSync } from "node:fs";
import {
  analyzeEssay,
  type EssayAnalysis,
} from "../src/server/essays/builtin-corrector/analysis/essay-analysis.ts";
import { referenceTopics } from "../src/server/essays/builtin-corrector/analysis/reference-topics.ts";
import { contentTerms, cosine, tfidf } from "../src/server/essays/builtin-corrector/analysis/term-vectors.ts";
import {
  buildTopicModel,
  closestOtherTheme,
} from "../src/server/essays/builtin-corrector/analysis/topic-relevance.ts";
import { loadAnalysisTools } from "../src/server/essays/builtin-corrector/index.ts";
import {
  checkAnnulment,
  isTangential,
} from "../src/server/essays/builtin-corrector/model/annulment-rules.ts";
import { loadEssayBr } from "../src/server/essays/builtin-corrector/training/essay-br-dataset.ts";
import type { EssayTopicForCorrection } from "../src/server/essays/builtin-corrector/types.ts";
import { essayBrArgs } from "./essay-br-args.ts";

const { essaysPath, promptsPath, values } = essayBrArgs(["dump"]);
const dumpPath = values.dump;

const titles = JSON.parse(
  readFileSync(
    new URL("../src/server/essays/builtin-corrector/training/essay-br-prompt-titles.json", import.meta.url),
    "utf8",
  ),
) as Record<string, string>;

const tools = await loadAnalysisTools();
const data = loadEssayBr(essaysPath, promptsPath);
const topicOf = (id: string): EssayTopicForCorrection => {
  const p = data.prompts.get(id) ?? { title: "" };
  return { ...p, title: titles[id] ?? p.title ?? "" };
};
const ids = [...new Set(data.essays.map((e) => e.prompt))].filter((id) => data.prompts.has(id));
ids.sort((a, b) => Number(a) - Number(b));
const vectors = new Map(ids.map((id) => [id, buildTopicModel(topicOf(id), tools.idf).vector]));
/** The next prompt (in id order) on a different theme. */
const otherPrompt = new Map<string, string>();
for (const [i, id] of ids.entries()) {
  for (let k = 1; k < ids.length; k++) {
    const cand = ids[(i + k) % ids.length] ?? id;
    if (cosine(vectors.get(id) ?? new Map(), vectors.get(cand) ?? new Map()) < 0.15) {
      otherPrompt.set(id, cand);
      break;
    }
  }
}

interface Outcome {
  reason: string | null;
  tangential: boolean;
}
const outcome = (a: EssayAnalysis): Outcome => {
  const ann = checkAnnulment(a);
  return { reason: ann?.reason ?? null, tangential: !ann && isTangential(a) };
};
/** The analysis as if the essay's own prompt were not among the reference themes. */
const references = referenceTopics(tools.idf);
function withoutOwnTheme(a: EssayAnalysis, target: EssayTopicForCorrection, ownId: string): EssayAnalysis {
  const own = vectors.get(ownId) ?? new Map();
  const others = references.filter((r) => cosine(r.vector, own) < 0.999);
  const essay = tfidf(
    a.correctedParagraphs.flatMap((p) => contentTerms(p).map((t) => t.stem)),
    tools.idf,
  );
  const otherTheme = closestOtherTheme(essay, buildTopicModel(target, tools.idf), others);
  return { ...a, topic: { ...a.topic, otherTheme } };
}

const signals = (a: EssayAnalysis) => ({
  sim: a.topic.similarity,
  key: a.topic.keyCoverage,
  title: a.topic.titleCoverage,
  share: a.topic.focus?.share ?? null,
  core: a.topic.focus?.core.count ?? null,
  narrative: a.textType.narrativeRatio,
  story: a.textType.storySentenceShare,
  scene: a.textType.sceneSentenceShare,
  arg: a.textType.argumentPerSentence,
});

const rows: Array<{
  titled: boolean;
  c2: number;
  score: number;
  own: Outcome;
  other: Outcome;
  otherUnseen: Outcome;
  ownS: unknown;
  otherS: unknown;
}> = [];
for (const e of data.essays) {
  const other = otherPrompt.get(e.prompt);
  if (!data.prompts.has(e.prompt) || !other) continue;
  const text = e.paragraphs.join("\n");
  const own = analyzeEssay(text, topicOf(e.prompt), tools);
  const off = analyzeEssay(text, topicOf(other), tools);
  const offUnseen = withoutOwnTheme(off, topicOf(other), e.prompt);
  rows.push({
    titled: Boolean(titles[e.prompt]),
    c2: e.competence[1] ?? 0,
    score: e.score,
    own: outcome(own),
    other: outcome(off),
    otherUnseen: outcome(offUnseen),
    ownS: signals(own),
    otherS: signals(off),
  });
}

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}% (${n}/${d})`;
const count = (xs: typeof rows, f: (r: (typeof rows)[number]) => boolean) => xs.filter(f).length;
const graded = rows.filter((r) => r.score > 0);
const weak = graded.filter((r) => r.c2 <= 80);
console.log(`Essay-BR: ${rows.length} essays, ${ids.length} prompts (${graded.length} not graded 0)`);
console.log("Against a prompt of another theme:");
console.log(
  `  annulled as off-topic:              ${pct(
    count(rows, (r) => r.other.reason === "off_topic"),
    rows.length,
  )}`,
);
console.log(
  `  annulled off-topic or tangential:   ${pct(
    count(rows, (r) => r.other.reason === "off_topic" || r.other.tangential),
    rows.length,
  )}`,
);
console.log(
  `  its own theme unknown to Rumo, annulled as off-topic: ${pct(
    count(rows, (r) => r.otherUnseen.reason === "off_topic"),
    rows.length,
  )}`,
);
console.log(
  `  its own theme unknown to Rumo, annulled or tangential: ${pct(
    count(rows, (r) => r.otherUnseen.reason === "off_topic" || r.otherUnseen.tangential),
    rows.length,
  )}`,
);
console.log("Against its own prompt (essays not graded 0):");
console.log(
  `  wrongly annulled as off-topic:      ${pct(
    count(graded, (r) => r.own.reason === "off_topic"),
    graded.length,
  )}`,
);
console.log(
  `  capped as tangential:               ${pct(
    count(graded, (r) => r.own.tangential),
    graded.length,
  )}`,
);
console.log(
  `  annulled as another text type:      ${pct(
    count(graded, (r) => r.own.reason === "wrong_text_type"),
    graded.length,
  )}`,
);
console.log(
  `  any other annulment:                ${pct(
    count(
      graded,
      (r) => r.own.reason !== null && r.own.reason !== "off_topic" && r.own.reason !== "wrong_text_type",
    ),
    graded.length,
  )}`,
);
const titledOnTopic = graded.filter((r) => r.titled && r.c2 >= 120);
console.log(
  `  graded C2 ≥ 120 (prompts with a title) capped as tangential: ${pct(
    count(titledOnTopic, (r) => r.own.tangential),
    titledOnTopic.length,
  )}`,
);
console.log("Weak essays on their own prompt (C2 ≤ 80, not graded 0):");
console.log(
  `  annulled as off-topic or text type: ${pct(
    count(weak, (r) => r.own.reason === "off_topic" || r.own.reason === "wrong_text_type"),
    weak.length,
  )}`,
);
if (dumpPath) writeFileSync(dumpPath, JSON.stringify(rows));
