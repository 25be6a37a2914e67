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
  /** Share of sentences that tell events (a past-tense action verb, or a storytelling marker). */
  storySentenceShare: number;
  /** Share of sentences that depict a place or scene (position, colours, sounds, smells). */
  sceneSentenceShare: number;
  /** Argument markers (connectives of cause and conclusion, modal "deve", "é preciso") per sentence. */
  argumentPerSentence: number;
  /** First-person storytelling markers dominate (narrativeRatio) and argument markers are few. */
  predominantlyNarrative: boolean;
  /** Most sentences tell events and almost none argues: a story, in any person. */
  storyDominant: boolean;
  predominantlyDescriptive: boolean;
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

/**
 * Third-person preterite (acordou, desceu, saiu, viram, chegaram): the tense of storytelling.
 * Words ending like it that are not verbs of an event are left out.
 */
const PRETERITE = /(?<![\p{L}])\p{L}{2,}(?:ou|eu|iu|aram|eram|iram)(?![\p{L}])/giu;
const NOT_PRETERITE = new Set(
  "sou vou estou dou seu meu teu eu europeu museu judeu plebeu apogeu pigmeu ateu liceu troféu chapéu céu ou".split(
    " ",
  ),
);
/** Storytelling markers: time of the story, sequence of its events. */
const STORY =
  /(?<![\p{L}])(?:naquel[ae] (?:manhã|tarde|noite|dia|época|momento)|no dia seguinte|semanas depois|dias depois|anos depois|meses depois|horas depois|à noite|de repente|certo dia|era uma vez|então,? (?:ele|ela|eles|elas)|quando (?:chegaram|chegou|cheguei|voltaram|voltou|viram|viu))(?![\p{L}])/iu;
/** Depicting a place or scene: position in space, colours, sounds, smells, light. */
const SCENE =
  /(?<![\p{L}])(?:fica(?:m)? (?:no|na|nos|nas|perto|ao|à|em)|ao redor|ao fundo|ao longe|à (?:esquerda|direita)|mais (?:abaixo|acima|adiante)|no meio d[aoe]|no canto|lá dentro|cercad[ao]s? (?:por|de)|cheiro|perfume|som d[aoe]|canto dos|brilha(?:m)?|sombra|verdes?|vermelh[ao]s?|azulad[ao]s?|alaranjad[ao]|escur[ao]s?|pintad[ao]s|silencios[ao])(?![\p{L}])/iu;
const NARRATIVE_ONE = new RegExp(NARRATIVE.source, "iu");
/** Markers of an argument: causal and concluding connectives, prescriptions, evaluations. */
const ARGUMENT =
  /(?<![\p{L}])(?:portanto|logo|pois|porque|visto que|uma vez que|já que|dessa forma|desse modo|assim,|além disso|ademais|contudo|entretanto|no entanto|todavia|é (?:necessário|preciso|fundamental|notório|evidente|inegável|importante|urgente)|deve(?:m)?|precisa(?:m)?|devido|por isso|nota-se|percebe-se|observa-se|segundo|de acordo com|conforme|em suma|diante disso|consequentemente|problema|causa|consequência|direito|garantir|combater|em primeiro lugar|isso mostra)(?![\p{L}])/giu;

/** `measured`: the paragraphs with spelling corrected, for the argument markers counted. */
export function analyzeTextType(paragraphs: string[], measured = paragraphs): TextTypeAnalysis {
  const text = paragraphs.join("\n");
  const measuredText = measured.join("\n");
  const narrative = [...text.matchAll(NARRATIVE)].map((m) => m[0].trim());
  const dialogue = [...text.matchAll(DIALOGUE)].length;
  const argumentative = [...measuredText.matchAll(ARGUMENTATIVE)].length;
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
  const sentenceList = paragraphs.flatMap((p) => splitSentences(p));
  const n = sentenceList.length || 1;
  const isStory = (x: string) =>
    STORY.test(x) ||
    NARRATIVE_ONE.test(x) ||
    [...x.matchAll(PRETERITE)].some((m) => !NOT_PRETERITE.has(m[0].toLowerCase()));
  const storySentenceShare = sentenceList.filter(isStory).length / n;
  const sceneSentenceShare = sentenceList.filter((x) => SCENE.test(x)).length / n;
  const argumentPerSentence = [...measuredText.matchAll(ARGUMENT)].length / n;
  // Few argument markers: a dissertative text states, explains and concludes in most sentences
  // (on Essay-BR, 95% of the essays not graded 0 have at least 0.17 markers a sentence).
  const fewArguments = argumentPerSentence < 0.15;
  return {
    storySentenceShare,
    sceneSentenceShare,
    argumentPerSentence,
    storyDominant: fewArguments && storySentenceShare >= 0.6,
    predominantlyDescriptive: fewArguments && sceneSentenceShare >= 0.5,
    narrativeSigns: [...new Set(narrative)].slice(0, 8),
    argumentativeSigns: argumentative,
    narrativeRatio,
    letterOrPoem: letter ?? poem,
    // Narrative dominates when story markers are frequent and argument markers are few.
    // First-person storytelling markers outnumber the argument (an essay that argues in most
    // sentences keeps its personal examples).
    predominantlyNarrative:
      narrativeRatio >= 0.5 &&
      narrativeCount >= 4 &&
      argumentative < narrativeCount * 1.5 &&
      argumentPerSentence < 0.4,
  };
}

/**
 * Function words that mark a language: frequent in it, rare or absent in Portuguese. Spanish
 * shares many words with Portuguese, so only the ones Portuguese does not use count.
 */
const LANGUAGE_WORDS: Record<string, Set<string>> = {
  português: new Set(
    "o os um uma não é são ao aos do da dos das no na nos nas em pelo pela pelos pelas também muito mais mas então isso esse essa este esta seu sua já ainda".split(
      " ",
    ),
  ),
  inglês: new Set(
    "the of and is are to in that it with for this be on by was were have has not from as an at which their they should can will".split(
      " ",
    ),
  ),
  espanhol: new Set(
    "el los las y del al es una con muy pero sus hay también está están porque sino embargo ellos ella lo".split(
      " ",
    ),
  ),
};
// "também", "está" and "porque" are also Portuguese: they only count for Spanish when spelt its way.
for (const w of ["también", "está", "están", "porque"]) LANGUAGE_WORDS.espanhol?.delete(w);
LANGUAGE_WORDS.espanhol?.add("también");

export interface LanguageAnalysis {
  /** Share of the sentences written in another language (by their function words). */
  foreignShare: number;
  /** The other language most sentences were written in, if any. */
  language: string | null;
  example: string | null;
}

/** Which language a sentence is written in, by its function words (null: too few to tell). */
function sentenceLanguage(sentence: string): string | null {
  const words = sentence
    .toLocaleLowerCase("pt-BR")
    .split(/[^\p{L}']+/u)
    .filter(Boolean);
  let best: string | null = null;
  let bestCount = 0;
  let pt = 0;
  for (const [lang, set] of Object.entries(LANGUAGE_WORDS)) {
    const n = words.filter((w) => set.has(w)).length;
    if (lang === "português") pt = n;
    else if (n > bestCount) {
      best = lang;
      bestCount = n;
    }
  }
  if (bestCount >= 2 && bestCount > pt) return best;
  if (pt >= 1) return "português";
  return null;
}

/**
 * ENEM annuls an essay predominantly in a foreign language; a quotation in English inside a
 * Portuguese text is repertoire. Counts sentences (weighted by length) by language.
 */
export function analyzeLanguage(paragraphs: string[]): LanguageAnalysis {
  let foreign = 0;
  let total = 0;
  const byLanguage = new Map<string, number>();
  let example: string | null = null;
  for (const s of paragraphs.flatMap((p) => splitSentences(p))) {
    const lang = sentenceLanguage(s);
    if (!lang) continue;
    total += s.length;
    if (lang === "português") continue;
    foreign += s.length;
    byLanguage.set(lang, (byLanguage.get(lang) ?? 0) + s.length);
    example ??= s.length > 100 ? `${s.slice(0, 97).replace(/\s\S*$/, "")}…` : s;
  }
  const language = [...byLanguage.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? null;
  return { foreignShare: total ? foreign / total : 0, language, example };
}
