import { ESSAY_TIPS } from "#domain/essays/tips-content";
import { coverage, MIN_COVERAGE, normalize, termWeight } from "./text.ts";

export type TipHit = {
  id: string;
  section: string;
  title: string;
  body: string;
  example?: string;
  score: number;
};

type IndexedTip = Omit<TipHit, "score"> & { text: string };

/**
 * The essay tips are ranked here, in memory, with the same search prefixes as the database search,
 * rather than copied into a table: they are about forty short items shipped with the code
 * (src/domain/essays/tips-content.ts), so a table would only add a seed to keep in sync, and
 * scanning them takes microseconds.
 */
const TIPS: IndexedTip[] = ESSAY_TIPS.flatMap((section) =>
  section.items.map((item, index) => ({
    id: `${section.id}-${index + 1}`,
    section: section.label,
    title: item.title,
    body: item.body,
    ...(item.example ? { example: item.example } : {}),
    text: normalize(
      `${item.title} ${section.label} ${item.body} ${item.quote ? `${item.quote.author} ${item.quote.themes.join(" ")}` : ""}`,
    ),
  })),
);

/** The tips that cover enough of the question, with the question's terms weighted by rarity among the tips. */
export function searchEssayTips(prefixes: string[], limit = 3): TipHit[] {
  if (prefixes.length === 0) return [];
  const weights = new Map(
    prefixes.map((p) => [p, termWeight(TIPS.filter((t) => t.text.includes(p)).length, TIPS.length)]),
  );
  return TIPS.map(({ text, ...tip }) => {
    const share = coverage(text, weights);
    // A tip named after the question's terms (its title) is the better match.
    const inTitle = coverage(tip.title, weights);
    return { ...tip, share, score: share + inTitle * 0.5 };
  })
    .filter((t) => t.share >= MIN_COVERAGE)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ share: _s, ...tip }) => tip);
}

/** Whether a message is about the essay, which makes the tips relevant for any tutor. */
export function mentionsEssay(prefixes: string[]): boolean {
  return prefixes.some((p) => p.startsWith("redac") || p.startsWith("dissert") || p.startsWith("argument"));
}
