/**
 * ENEM zero-grade rules and caps, applied on top of the calibrated scores:
 * texto insuficiente (≤ 7 lines), fuga ao tema, cópia dos textos motivadores sem 8 linhas
 * próprias, tipo textual inadequado; tangenciamento caps C2, C3 and C5 at 40.
 * Thresholds were checked on Essay-BR: essays on their own prompt almost never trip them,
 * while the same essays compared with another prompt often do.
 */
import type { EssayAnalysis } from "./essay-analysis.js";
import { CHARS_PER_HANDWRITTEN_LINE } from "./text-utils.js";
import type { AnnulmentReason } from "./types.js";

export const MIN_LINES = 8;

/** Cosine (TF-IDF) and key-term coverage below which the essay is off-topic. */
const OFF_TOPIC = { similarity: 0.05, coverage: 0.07 };
/** Weak link to the topic: treated as tangential. */
const TANGENTIAL = { similarity: 0.065, coverage: 0.07 };

export interface Annulment {
  motivo: AnnulmentReason;
  explicacao: string;
}

export function checkAnnulment(a: EssayAnalysis): Annulment | null {
  if (a.lines < MIN_LINES) {
    return {
      motivo: "texto_insuficiente",
      explicacao: `O texto equivale a cerca de ${a.lines} linha(s) manuscrita(s) (estimativa de ${CHARS_PER_HANDWRITTEN_LINE} caracteres por linha). O ENEM atribui nota zero a redações com até 7 linhas; desenvolva introdução, desenvolvimento e conclusão em pelo menos 20 linhas.`,
    };
  }
  const ownLines = Math.floor(a.copy.ownChars / CHARS_PER_HANDWRITTEN_LINE);
  if (a.copy.copiedWordShare > 0.5 && ownLines < MIN_LINES) {
    return {
      motivo: "copia_textos_motivadores",
      explicacao: `Cerca de ${Math.round(100 * a.copy.copiedWordShare)}% do texto reproduz trechos dos textos motivadores (ex.: “${a.copy.copiedExcerpts[0] ?? ""}”), restando menos de 8 linhas autorais. Linhas copiadas são desconsideradas; escreva com suas próprias palavras.`,
    };
  }
  if (isOffTopic(a)) {
    const missing = a.topic.missingKeyTerms.slice(0, 5).join(", ");
    return {
      motivo: "fuga_ao_tema",
      explicacao: `O texto não trata do tema proposto: quase não há relação de vocabulário com a proposta${missing ? ` (termos centrais ausentes: ${missing})` : ""}. Fugir totalmente ao tema anula a redação; releia o título e os textos de apoio e discuta exatamente o recorte pedido.`,
    };
  }
  const t = a.textType;
  const wrongGenre = t.letterOrPoem !== null && !(a.topicAsksForLetter && !t.letterOrPoem.includes("poema"));
  if (wrongGenre || t.predominantlyNarrative) {
    const signs = wrongGenre
      ? `marca de outro gênero: “${t.letterOrPoem}”`
      : `marcas narrativas como ${t.narrativeSigns
          .slice(0, 4)
          .map((s) => `“${s}”`)
          .join(", ")}`;
    return {
      motivo: "tipo_textual_inadequado",
      explicacao: `O texto é predominantemente ${wrongGenre ? "de outro gênero" : "narrativo"} (${signs}). O ENEM exige texto dissertativo-argumentativo: defenda uma tese com argumentos, sem contar uma história em primeira pessoa.`,
    };
  }
  return null;
}

function isOffTopic(a: EssayAnalysis): boolean {
  if (!a.topicKnown) return false;
  const titleMiss = a.topic.titleCoverage !== null && a.topic.titleCoverage === 0;
  if (a.topic.similarity < OFF_TOPIC.similarity && a.topic.keyCoverage <= OFF_TOPIC.coverage) return true;
  // With an explicit title, ignoring every title word while staying far from the texts is also escape.
  return titleMiss && a.topic.similarity < TANGENTIAL.similarity && a.topic.keyCoverage <= OFF_TOPIC.coverage;
}

export function isTangential(a: EssayAnalysis): boolean {
  if (!a.topicKnown) return false;
  return a.topic.similarity < TANGENTIAL.similarity && a.topic.keyCoverage <= TANGENTIAL.coverage;
}
