/**
 * How a stored feedback is shown (docs/product.md#correction): the general comment, one block per
 * competency with x/200, then any other keys. Feedback text is "Markdown-lite": '###' separates
 * paragraphs and **bold** is the only markup; everything else is plain text (never HTML).
 */
import { COMPETENCY_KEYS, type EssayFeedback } from "./feedback.ts";

export const COMPETENCY_TITLES = [
  "Domínio da norma-padrão da língua escrita",
  "Compreensão da proposta e aplicação de conceitos",
  "Seleção e organização das informações",
  "Mecanismos linguísticos de coesão",
  "Proposta de intervenção",
] as const;

export type TextSegment = { text: string; bold: boolean; italic?: boolean };
export type Paragraph = TextSegment[];

/**
 * Paragraphs ('###' or blank lines) of segments (**bold** or plain). A paragraph wrapped whole in
 * single underscores (a correctors' note, "_…_") is shown in italics.
 */
export function feedbackParagraphs(source: string): Paragraph[] {
  return source
    .split(/###|\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    .map((raw) => {
      const note = /^_([^_].*)_$/s.exec(raw);
      const p = note?.[1] ?? raw;
      const segments: Paragraph = [];
      const parts = p.split(/\*\*/);
      // An odd count of "**" leaves the last one literal rather than bolding the rest.
      const balanced = parts.length % 2 === 1;
      parts.forEach((part, i) => {
        if (!part) return;
        const bold = balanced && i % 2 === 1;
        if (!balanced && i > 0) segments.push({ text: "**", bold: false });
        segments.push(note ? { text: part, bold, italic: true } : { text: part, bold });
      });
      return segments;
    });
}

export type CompetencyView = {
  number: number;
  title: string;
  score: number | null;
  comment: string;
  evidence: string[];
};
export type ExtraView = { label: string; lines: string[] };
export type FeedbackView = { general: string | null; competencies: CompetencyView[]; extras: ExtraView[] };

/** Labels of keys correctors commonly add, with their accents. */
const KNOWN_LABELS: Record<string, string> = {
  anulacao: "Anulação",
  motivo: "Motivo",
  explicacao: "Explicação",
  sugestoes: "Sugestões",
  observacoes: "Observações",
  pontos_fortes: "Pontos fortes",
  correcoes_independentes: "Correções independentes",
  pontos_fracos: "Pontos a melhorar",
  pontos_melhorar: "Pontos a melhorar",
  pontos_a_melhorar: "Pontos a melhorar",
};

/** "pontos_fortes" → "Pontos fortes". */
export function humanizeKey(key: string): string {
  const known = KNOWN_LABELS[key.toLowerCase()];
  if (known) return known;
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function linesOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === "string") return value.trim() ? [value] : [];
  if (typeof value === "number" || typeof value === "boolean") return [String(value)];
  if (Array.isArray(value)) return value.flatMap(linesOf);
  if (typeof value === "object")
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => {
      const inner = linesOf(v);
      return inner.length === 1 ? [`**${humanizeKey(k)}:** ${inner[0]}`] : inner;
    });
  return [];
}

export function feedbackView(feedback: EssayFeedback | null | undefined): FeedbackView {
  if (!feedback) return { general: null, competencies: [], extras: [] };
  const competencies: CompetencyView[] = [];
  COMPETENCY_KEYS.forEach((key, i) => {
    const value = feedback[key];
    if (value === undefined || value === null) return;
    const base = { number: i + 1, title: COMPETENCY_TITLES[i] ?? "" };
    if (typeof value === "string") competencies.push({ ...base, score: null, comment: value, evidence: [] });
    else
      competencies.push({
        ...base,
        score: typeof value.nota === "number" ? value.nota : null,
        comment: value.comentario ?? "",
        evidence: Array.isArray(value.evidencias) ? value.evidencias : [],
      });
  });
  const extras: ExtraView[] = [];
  for (const [key, value] of Object.entries(feedback)) {
    if (key === "comentario_geral" || (COMPETENCY_KEYS as readonly string[]).includes(key)) continue;
    const lines = linesOf(value);
    if (lines.length > 0) extras.push({ label: humanizeKey(key), lines });
  }
  const general = typeof feedback.comentario_geral === "string" ? feedback.comentario_geral : null;
  return { general, competencies, extras };
}

/** The five competency scores of a feedback (null where a competency has none). */
export function competencyScores(feedback: EssayFeedback | null | undefined): (number | null)[] {
  return COMPETENCY_KEYS.map((key) => {
    const value = feedback?.[key];
    return value && typeof value === "object" && typeof value.nota === "number" ? value.nota : null;
  });
}
