/**
 * ENEM zero-grade rules and caps, applied on top of the calibrated scores:
 * texto insuficiente (≤ 7 lines, copied lines disregarded), cópia dos textos motivadores sem
 * 8 linhas próprias, língua estrangeira, parte desconectada (recipe, lyrics, insults), tipo
 * textual inadequado (narrative, descriptive, letter, poem), fuga ao tema; tangenciamento caps
 * C2, C3 and C5 at 40; the grid's floors for an essay that was not annulled. A proposal that
 * violates human rights zeroes C5 (model/enem-caps.ts), it does not annul. Lines are the writing room's estimate (src/domain/essays/rules.ts), so the student is
 * never told two different counts.
 */
import { CHARS_PER_LINE, INSUFFICIENT_LINES, PARAGRAPH_INDENT_CHARS } from "#domain/essays/rules";
import type { EssayAnalysis } from "../analysis/essay-analysis.ts";
import { contentTerms } from "../analysis/term-vectors.ts";
import { analyzeLanguage } from "../analysis/text-type.ts";
import { findDisconnectedPart } from "../analysis/theme-focus.ts";
import { listPt, q } from "../feedback/feedback-text.ts";
import type { AnnulmentReason } from "../types.ts";

/**
 * Fuga ao tema. Far from the topic's texts (TF-IDF cosine < 0.05), or not that far (< 0.065) while
 * developing none of the title's words (analysis/theme-focus.ts: under a third of the cut, its
 * central word used under twice) and under a fifth of the topic's key terms; or not close to the
 * topic (< 0.10) while at least twice as close to another theme (analysis/reference-topics.ts),
 * three times when it develops some of the title's words (or the topic has no title), and clearly so (≥ 0.10): the essay is
 * about that theme. (Violence in general on "violência contra a mulher" keeps "violência" and is
 * tangential, however close it comes to a topic on urban violence.) A tangential essay keeps the broad
 * subject — some of the title's words, more of the texts' vocabulary — and is capped instead
 * (isTangential). Measured by scripts/measure-off-topic.ts (README).
 */
const OFF_TOPIC = {
  similarity: 0.05,
  looseSimilarity: 0.065,
  focusShare: 0.34,
  coreUses: 2,
  keyCoverage: 0.2,
  closerSimilarity: 0.1,
  otherThemeSimilarity: 0.1,
  otherThemeRatio: 2,
  otherThemeRatioWithTitleWords: 3,
};
/** Share of the text (by sentence length) in another language above which the essay is annulled. */
const FOREIGN_SHARE = 0.5;
/**
 * Tangential: the essay develops under half of the title's weighted cut (analysis/theme-focus.ts)
 * and leaves out its most central word (used under twice) or never uses a third of the cut, while
 * staying far from the topic's texts: cosine < 0.10, or < 0.20 with under a fifth of the topic's
 * key terms (an essay in other words on the theme still uses the vocabulary of its texts:
 * "LGPD", "algoritmos", "dupla jornada"). The similarity gates keep paraphrases on topic: 1.8% of
 * the Essay-BR essays graded C2 ≥ 120 were flagged (scripts/measure-off-topic.ts), 18% without them.
 */
const TANGENTIAL = {
  focusShare: 0.5,
  coreUses: 2,
  absentShare: 0.3,
  similarity: 0.1,
  looseSimilarity: 0.2,
  keyCoverage: 0.2,
};

interface Annulment {
  reason: AnnulmentReason;
  explanation: string;
}

/** The first words of the essay, to quote it back. */
const opening = (a: EssayAnalysis) => (a.paragraphs[0] ?? "").split(/\s+/).slice(0, 12).join(" ");

/** The essay's most repeated content words: what it is actually about. */
function mainWords(a: EssayAnalysis): string[] {
  const counts = new Map<string, number>();
  for (const t of contentTerms(a.paragraphs.join(" ")))
    if (t.word.length > 4) counts.set(t.word, (counts.get(t.word) ?? 0) + 1);
  return [...counts.entries()]
    .sort((x, y) => y[1] - x[1])
    .slice(0, 3)
    .map(([w]) => w);
}

const LINE_RULE = `estimativa da sala de redação: ${CHARS_PER_LINE} caracteres por linha manuscrita, mais ${PARAGRAPH_INDENT_CHARS} de recuo por parágrafo`;

function lineAnnulment(a: EssayAnalysis): Annulment | null {
  const copiedLines = a.lines - a.ownLines;
  if (a.lines <= INSUFFICIENT_LINES)
    return {
      reason: "insufficient_text",
      explanation: `O texto (${q(opening(a))}) equivale a cerca de ${a.lines} linha(s) manuscrita(s) (${LINE_RULE}). O ENEM atribui nota zero a redações com até ${INSUFFICIENT_LINES} linhas; desenvolva introdução, desenvolvimento e conclusão em pelo menos 20 linhas.`,
    };
  if (a.ownLines > INSUFFICIENT_LINES) return null;
  const copied = a.copy.copiedExcerpts[0] ?? "";
  const example = copied.length > 120 ? `${copied.slice(0, 117).replace(/\s\S*$/, "")}…` : copied;
  // Mostly copied: the copy is the reason; otherwise the own text is simply too short.
  if (copiedLines >= a.ownLines)
    return {
      reason: "copied_motivating_texts",
      explanation: `Cerca de ${copiedLines} das ${a.lines} linhas reproduzem os textos motivadores (ex.: ${q(example)}), restando só ${a.ownLines} linha(s) próprias. O ENEM desconsidera as linhas copiadas e anula a redação que não tem ao menos 8 linhas de produção própria; escreva com suas próprias palavras.`,
    };
  return {
    reason: "insufficient_text",
    explanation: `Desconsideradas as cerca de ${copiedLines} linha(s) copiadas dos textos motivadores (ex.: ${q(example)}), o texto tem só ${a.ownLines} linha(s) próprias (${LINE_RULE}). O ENEM atribui nota zero a redações com até ${INSUFFICIENT_LINES} linhas de texto próprio; desenvolva seus argumentos com suas palavras.`,
  };
}

export function checkAnnulment(a: EssayAnalysis): Annulment | null {
  const lines = lineAnnulment(a);
  if (lines) return lines;
  const language = analyzeLanguage(a.paragraphs);
  if (language.foreignShare > FOREIGN_SHARE)
    return {
      reason: "foreign_language",
      explanation: `Cerca de ${Math.round(100 * language.foreignShare)}% do texto está em ${language.language ?? "língua estrangeira"} (ex.: ${q(language.example ?? opening(a))}). O ENEM anula a redação predominantemente em língua estrangeira; escreva em português (uma citação curta em outra língua, entre aspas, é permitida).`,
    };
  const part = findDisconnectedPart(a.paragraphs, a.topic.paragraphSimilarities);
  if (part)
    return {
      reason: "disconnected_part",
      explanation:
        part.kind === "termos ofensivos"
          ? `O texto traz um trecho ofensivo, sem relação com o tema (${q(part.excerpt)}). O ENEM anula a redação com parte deliberadamente desconectada do tema ou com termos ofensivos.`
          : `O texto traz um trecho que não tem relação com o tema nem com o resto da redação — uma ${part.kind} (${q(part.excerpt)}). O ENEM anula a redação com parte deliberadamente desconectada do tema.`,
    };
  // Another text type is the more evident reason: a story or a description rarely uses the theme's words either.
  const t = a.textType;
  const wrongGenre = t.letterOrPoem !== null && !(a.topicAsksForLetter && !t.letterOrPoem.includes("poema"));
  // A story with a proposal at the end is a weak essay that narrates, not a narrative.
  const narrative = t.predominantlyNarrative || (t.storyDominant && !a.proposal.elements.acao);
  const descriptive = t.predominantlyDescriptive && !a.proposal.elements.acao;
  if (wrongGenre || narrative || descriptive) {
    const kind = wrongGenre ? "de outro gênero" : narrative ? "narrativo" : "descritivo";
    const signs = wrongGenre
      ? `marca de outro gênero: “${t.letterOrPoem}”`
      : !narrative
        ? `${Math.round(100 * t.sceneSentenceShare)}% das frases descrevem lugares, cores, sons ou cheiros, e quase nenhuma defende uma ideia`
        : t.narrativeSigns.length
          ? `marcas narrativas como ${listPt(t.narrativeSigns.slice(0, 4).map(q))}`
          : `${Math.round(100 * t.storySentenceShare)}% das frases relatam acontecimentos em sequência, como em ${q(opening(a))}`;
    return {
      reason: "wrong_text_type",
      explanation: `O texto é predominantemente ${kind} (${signs}). O ENEM anula o texto que não é dissertativo-argumentativo: defenda uma tese com argumentos, em vez de contar uma história ou descrever uma cena.`,
    };
  }
  if (isOffTopic(a)) {
    const missing = a.topic.missingKeyTerms.slice(0, 5).join(", ");
    const other = a.topic.otherTheme;
    // The other theme's title is not the student's text, so it is named, not quoted.
    const closer =
      closerToAnotherTheme(a) && other?.title
        ? `; o texto se aproxima mais de outro tema: ${other.title}`
        : "";
    return {
      reason: "off_topic",
      explanation: `O texto não trata do tema proposto: fala de ${listPt(mainWords(a).map(q))}, quase sem relação de vocabulário com a proposta${missing ? ` (termos centrais ausentes: ${missing})` : ""}${closer}. Fugir totalmente ao tema anula a redação; releia o título e os textos de apoio e discuta exatamente o recorte pedido.`,
    };
  }
  return null;
}

/** The essay is about another theme: clearly closer to one of the reference themes than to the topic. */
function closerToAnotherTheme(a: EssayAnalysis): boolean {
  const other = a.topic.otherTheme;
  // Without a title nothing shows whether the essay keeps the cut: the stricter ratio then.
  const titleWordsUsed = !a.topic.focus || a.topic.focus.share > 0;
  const ratio = titleWordsUsed ? OFF_TOPIC.otherThemeRatioWithTitleWords : OFF_TOPIC.otherThemeRatio;
  return (
    other !== null &&
    a.topic.similarity < OFF_TOPIC.closerSimilarity &&
    other.similarity >= OFF_TOPIC.otherThemeSimilarity &&
    other.similarity >= ratio * a.topic.similarity
  );
}

function isOffTopic(a: EssayAnalysis): boolean {
  if (!a.topicKnown) return false;
  if (a.topic.similarity < OFF_TOPIC.similarity || closerToAnotherTheme(a)) return true;
  const f = a.topic.focus;
  const noTitleWord = !f || (f.share < OFF_TOPIC.focusShare && f.core.count < OFF_TOPIC.coreUses);
  return (
    a.topic.similarity < OFF_TOPIC.looseSimilarity &&
    noTitleWord &&
    a.topic.keyCoverage < OFF_TOPIC.keyCoverage
  );
}

/** Tangential treatment of the theme (needs a topic title: the title states the cut). */
export function isTangential(a: EssayAnalysis): boolean {
  const f = a.topic.focus;
  if (!a.topicKnown || !f) return false;
  const cutLeftOut = f.core.count < TANGENTIAL.coreUses || f.absentShare >= TANGENTIAL.absentShare;
  const farFromTexts =
    a.topic.similarity < TANGENTIAL.similarity ||
    (a.topic.similarity < TANGENTIAL.looseSimilarity && a.topic.keyCoverage < TANGENTIAL.keyCoverage);
  return f.share < TANGENTIAL.focusShare && cutLeftOut && farFromTexts;
}

/** Student-facing reason for the tangential cap, quoting the title words the essay left out. */
export function tangentialReason(a: EssayAnalysis): string {
  const f = a.topic.focus;
  if (!f) return "";
  const kept = f.developed.length ? `O texto desenvolve ${listPt(f.developed.map(q))}, mas ` : "O texto ";
  return `${kept}quase não trata de ${listPt(f.missing.map(q))}${f.core.count ? ` (${q(f.core.word)} aparece só ${f.core.count} vez)` : ""}, que delimita${f.missing.length > 1 ? "m" : ""} o recorte do tema.`;
}

/**
 * The lowest level ENEM's grid leaves to an essay that was not annulled, per competency.
 * C2 = 0 is the annulment itself (fuga ao tema, another type): an essay on the theme and of the
 * dissertative type starts at 80 (40 is for a tangential essay or one with constant traits of
 * another type; 2.7% of the Essay-BR essays not graded 0 have C2 below 80). C1, C3 and C4 = 0
 * describe a text without command of written Portuguese, unrelated information, no articulation:
 * a text of connected sentences on the theme has at least 40. C5 keeps 0 (no proposal).
 */
export function levelFloors(a: EssayAnalysis, tangential: boolean): [number, number, number, number, number] {
  const otherTypeTraits = a.textType.storySentenceShare >= 0.4 || a.textType.sceneSentenceShare >= 0.4;
  const c2 = tangential || otherTypeTraits ? 40 : 80;
  const articulated = a.cohesion.connectives.length >= 2 ? 40 : 0;
  return [40, c2, 40, articulated, 0];
}
