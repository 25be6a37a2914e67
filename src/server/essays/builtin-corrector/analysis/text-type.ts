/**
 * Text type check: ENEM requires a dissertative-argumentative text. Narratives (first
 * person past-tense storytelling, dialogue, "certo dia"), letters and poems are another
 * type and score zero. Counts signs of each type per sentence.
 */
import { splitSentences } from "./text-utils.ts";

export interface TextTypeAnalysis {
  narrativeSigns: string[];
  argumentativeSigns: number;
  narrativeRatio: number;
  letterOrPoem: string | null;
  predominantlyNarrative: boolean;
}

/** First-person preterite/imperfect verbs and storytelling markers. */
const NARRATIVE =
  /(?<![\p{L}])(?:eu (?:[\p{L}]+(?:ei|i|ava|ia)|fui|fiz|tive|estava|era|vi|disse|pude|quis|soube)|(?:fui|fiz|tive|cheguei|saí|voltei|encontrei|olhei|pensei|senti|percebi|lembrei|acordei|corri|entrei|conheci|comecei|decidi|resolvi|perguntei|respondi|gritei|chorei|andei) |certo dia|um dia,|era uma vez|de repente|naquele dia|naquela (?:noite|manhã|tarde)|no dia seguinte|ontem|quando eu era|minha mãe|meu pai|minha avó|meu avô|meus amigos|minha amiga|meu amigo)(?![\p{L}])/giu;

const DIALOGUE = /(?:^|\n)\s*[—–-]\s*\p{Lu}/gu;

const ARGUMENTATIVE =
  /(?<![\p{L}])(?:portanto|logo|pois|visto que|uma vez que|já que|dessa forma|desse modo|além disso|ademais|contudo|entretanto|no entanto|todavia|é (?:necessário|preciso|fundamental|notório|evidente|inegável|importante)|deve(?:m)?|nota-se|percebe-se|observa-se|verifica-se|segundo|de acordo com|conforme|em suma|diante disso|consequentemente|problema|sociedade|governo)(?![\p{L}])/giu;

/** A letter needs both a salutation and a closing formula; an argumentative text may open with "Prezado senador". */
const LETTER_OPEN = /^(?:querid[oa]s?|prezad[oa]s?|car[oa] senhor|excelentíssim[oa])(?![\p{L}])/iu;
const LETTER_CLOSE =
  /(?:atenciosamente|cordialmente|com carinho|um abraço|beijos|respeitosamente)[,.!]?\s*(?:\n.{0,40})?$/iu;

export function analyzeTextType(paragraphs: string[]): TextTypeAnalysis {
  const text = paragraphs.join("\n");
  const narrative = [...text.matchAll(NARRATIVE)].map((m) => m[0].trim());
  const dialogue = [...text.matchAll(DIALOGUE)].length;
  const argumentative = [...text.matchAll(ARGUMENTATIVE)].length;
  const sentences = paragraphs.flatMap((p) => splitSentences(p)).length || 1;
  const narrativeCount = narrative.length + 2 * dialogue;
  const narrativeRatio = narrativeCount / sentences;
  const shortLines = paragraphs.filter((p) => p.length < 60).length;
  const open = LETTER_OPEN.exec(paragraphs[0] ?? "");
  const close = LETTER_CLOSE.exec(text);
  const letter = open && close ? `${open[0]} … ${close[0].trim()}` : null;
  const poem =
    paragraphs.length >= 8 && shortLines / paragraphs.length > 0.7
      ? "versos curtos em sequência (poema)"
      : null;
  return {
    narrativeSigns: [...new Set(narrative)].slice(0, 8),
    argumentativeSigns: argumentative,
    narrativeRatio,
    letterOrPoem: letter ?? poem,
    // Narrative dominates when story markers are frequent and argument markers are few.
    predominantlyNarrative:
      narrativeRatio >= 0.5 && narrativeCount >= 4 && argumentative < narrativeCount * 1.5,
  };
}
