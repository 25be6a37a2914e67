/**
 * ENEM zero-grade rules and caps, applied on top of the calibrated scores:
 * texto insuficiente (≤ 7 lines, copied lines disregarded), cópia dos textos motivadores sem
 * 8 linhas próprias, fuga ao tema, tipo textual inadequado; tangenciamento caps C2, C3 and C5
 * at 40. Lines are the writing room's estimate (src/domain/essays/rules.ts), so the student is
 * never told two different counts.
 */
import { CHARS_PER_LINE, INSUFFICIENT_LINES, PARAGRAPH_INDENT_CHARS } from "#domain/essays/rules";
import type { EssayAnalysis } from "../analysis/essay-analysis.ts";
import { contentTerms } from "../analysis/term-vectors.ts";
import { listPt, q } from "../feedback/feedback-text.ts";
import type { AnnulmentReason } from "../types.ts";

/** Cosine (TF-IDF) and key-term coverage below which the essay is off-topic. */
const OFF_TOPIC = { similarity: 0.05, coverage: 0.07 };
/** Weak link to the topic's texts (used with a title that the essay ignores). */
const WEAK_LINK = 0.065;
/**
 * Tangential: the essay develops under half of the title's weighted cut (analysis/theme-focus.ts), not
 * even its most central word, and stays far from the topic's texts. The similarity gate keeps
 * essays that name the cut with synonyms ("carcerário" for "prisional") on topic: 2% of the
 * Essay-BR essays graded C2 ≥ 120 were flagged with it (enem-rules.test.ts), 18% without.
 */
const TANGENTIAL = { focusShare: 0.5, coreUses: 2, similarity: 0.1 };

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
  if (isOffTopic(a)) {
    const missing = a.topic.missingKeyTerms.slice(0, 5).join(", ");
    return {
      reason: "off_topic",
      explanation: `O texto não trata do tema proposto: fala de ${listPt(mainWords(a).map(q))}, quase sem relação de vocabulário com a proposta${missing ? ` (termos centrais ausentes: ${missing})` : ""}. Fugir totalmente ao tema anula a redação; releia o título e os textos de apoio e discuta exatamente o recorte pedido.`,
    };
  }
  const t = a.textType;
  const wrongGenre = t.letterOrPoem !== null && !(a.topicAsksForLetter && !t.letterOrPoem.includes("poema"));
  if (wrongGenre || t.predominantlyNarrative) {
    const signs = wrongGenre
      ? `marca de outro gênero: “${t.letterOrPoem}”`
      : t.narrativeSigns.length
        ? `marcas narrativas como ${listPt(t.narrativeSigns.slice(0, 4).map(q))}`
        : `diálogos e relato, como em ${q(opening(a))}`;
    return {
      reason: "wrong_text_type",
      explanation: `O texto é predominantemente ${wrongGenre ? "de outro gênero" : "narrativo"} (${signs}). O ENEM exige texto dissertativo-argumentativo: defenda uma tese com argumentos, sem contar uma história em primeira pessoa.`,
    };
  }
  return null;
}

function isOffTopic(a: EssayAnalysis): boolean {
  if (!a.topicKnown) return false;
  const titleMiss = a.topic.titleCoverage !== null && a.topic.titleCoverage === 0;
  if (a.topic.similarity < OFF_TOPIC.similarity && a.topic.keyCoverage <= OFF_TOPIC.coverage) return true;
  // With an explicit title, ignoring every title word while staying far from the texts is also escape.
  return titleMiss && a.topic.similarity < WEAK_LINK && a.topic.keyCoverage <= OFF_TOPIC.coverage;
}

/** Tangential treatment of the theme (needs a topic title: the title states the cut). */
export function isTangential(a: EssayAnalysis): boolean {
  const f = a.topic.focus;
  if (!a.topicKnown || !f) return false;
  return (
    f.share < TANGENTIAL.focusShare &&
    f.core.count < TANGENTIAL.coreUses &&
    a.topic.similarity < TANGENTIAL.similarity
  );
}

/** Student-facing reason for the tangential cap, quoting the title words the essay left out. */
export function tangentialReason(a: EssayAnalysis): string {
  const f = a.topic.focus;
  if (!f) return "";
  const kept = f.developed.length ? `O texto desenvolve ${listPt(f.developed.map(q))}, mas ` : "O texto ";
  return `${kept}quase não trata de ${listPt(f.missing.map(q))}${f.core.count ? ` (${q(f.core.word)} aparece só ${f.core.count} vez)` : ""}, que delimita${f.missing.length > 1 ? "m" : ""} o recorte do tema.`;
}
