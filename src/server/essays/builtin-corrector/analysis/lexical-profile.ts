/**
 * Vocabulary profile: lexical variety, word length and formal vocabulary. Graders reward
 * precise, varied, formal word choice (C1 "escolha vocabular", C4 "repertório coesivo");
 * also used to spot the colloquial first-person-plural voice.
 */
import { type Token, tokenize } from "./text-utils.ts";

export interface LexicalProfile {
  avgWordLength: number;
  longWordShare: number;
  /** Moving-average type-token ratio over 50-word windows (independent of length). */
  mattr: number;
  formalWords: string[];
  firstPersonPlural: number;
  questions: number;
  exclamations: number;
}

const FORMAL =
  /^(?:hodiernamente|hodierno|hodierna|outrossim|ademais|destarte|mazelas?|premissas?|corroborar|corrobora|corroborando|ínterim|precípu[oa]|consoante|conquanto|porquanto|mormente|sobremaneira|deveras|urge|intrínsec[oa]s?|inerentes?|supracitad[oa]s?|supramencionad[oa]s?|fomentar|fomenta|mitigar|mitigação|atenuar|dirimir|elucidar|salientar|ressaltar|evidenciar|imprescindível|indubitavelmente|inegavelmente|paradigmas?|conjuntura|panorama|problemática|negligência|vulnerabilidade|perpetuação|perpetua|perpetuar|ineficácia|ineficiência|sobretudo|contemporânea|contemporâneo|contemporaneidade|preponderante|primordial|exacerbad[oa]|recrudescimento|incipiente|efetivação|efetivar|viabilizar|concernente|tangente|respaldo|arcabouço|cerne|égide|prerrogativa|óbice|entraves?|impasses?|âmbito|vigente|axioma|dicotomia|veemente|veementemente|sistemático|estrutural|engendrar|engendra|pungente|notório|notória|inequívoc[oa]|salutar|irrefutável|paulatinamente|gradativamente|sobrepujar|lograr|logrou|mister|precariedade|deletéri[oa]s?|nefast[oa]s?|prementes?|iminente)$/iu;

export function lexicalProfile(paragraphs: string[]): LexicalProfile {
  const text = paragraphs.join("\n");
  const words: Token[] = tokenize(text).filter((t) => /^\p{L}/u.test(t.text));
  const n = words.length || 1;
  const lengths = words.map((t) => t.text.replace(/-/g, "").length);
  let mattr = 0;
  const win = 50;
  if (words.length <= win) mattr = new Set(words.map((t) => t.lower)).size / n;
  else {
    let sum = 0;
    let count = 0;
    for (let i = 0; i + win <= words.length; i += 5) {
      sum += new Set(words.slice(i, i + win).map((t) => t.lower)).size / win;
      count++;
    }
    mattr = sum / count;
  }
  return {
    avgWordLength: lengths.reduce((a, b) => a + b, 0) / n,
    longWordShare: lengths.filter((l) => l >= 10).length / n,
    mattr,
    formalWords: [...new Set(words.filter((t) => FORMAL.test(t.text)).map((t) => t.lower))],
    firstPersonPlural: words.filter(
      (t) =>
        /^(?:nós|nosso|nossa|nossos|nossas|[\p{L}]{3,}(?:amos|emos|imos))$/u.test(t.lower) &&
        !/^(?:mesmos|extremos|termos|ramos|temos|somos|vimos|anos|demos)$/u.test(t.lower),
    ).length,
    questions: (text.match(/\?/g) ?? []).length,
    exclamations: (text.match(/!/g) ?? []).length,
  };
}
