/**
 * Prompt prior: how the graders scored the training essays written on the same prompt.
 * Essay-BR prompts differ in difficulty and in how strictly each bank graded them (the
 * prompt mean alone correlates 0.45 with the total), so when an essay answers a prompt the
 * corrector was calibrated on, the shrunk mean of that prompt's essays is one more input of
 * the blend. Prompts are recognised by their text, not by an id, and a new topic (every
 * topic of the product) simply has no prior: the "unseen prompt" blend is used instead.
 */
import { createHash } from "node:crypto";
import { lowerPt, stripAccents } from "./text-utils.js";
import type { EssayTopicForCorrection } from "./types.js";

export interface PromptPriors {
  /** Pseudo-count of the shrinkage towards the overall mean. */
  strength: number;
  /** Overall mean per target (level units; the last target is the total). */
  mean: number[];
  /** Per prompt key: essays and the sum of each target. */
  prompts: Record<string, { n: number; sums: number[] }>;
}

/** Identity of a prompt from its texts (case, accents, spacing and punctuation ignored). */
export function promptKey(tema: EssayTopicForCorrection): string {
  const text = [tema.titulo, tema.descricao ?? "", ...(tema.textos_auxiliares ?? [])].join(" ");
  const normalised = stripAccents(lowerPt(text))
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  if (!normalised) return "";
  return createHash("sha256").update(normalised).digest("hex").slice(0, 16);
}

export function buildPromptPriors(keys: string[], targets: number[][], strength: number): PromptPriors {
  const width = targets[0]?.length ?? 0;
  const mean = new Array<number>(width).fill(0);
  const prompts: PromptPriors["prompts"] = {};
  keys.forEach((key, i) => {
    const y = targets[i] ?? [];
    for (let t = 0; t < width; t++) mean[t] = (mean[t] ?? 0) + (y[t] ?? 0) / Math.max(1, keys.length);
    if (!key) return;
    const p = prompts[key] ?? { n: 0, sums: new Array<number>(width).fill(0) };
    p.n++;
    for (let t = 0; t < width; t++) p.sums[t] = (p.sums[t] ?? 0) + (y[t] ?? 0);
    prompts[key] = p;
  });
  return { strength, mean, prompts };
}

/** Shrunk prompt means, or null when the prompt has no training essay (after `exclude`). */
export function priorFor(p: PromptPriors, key: string, exclude?: number[]): number[] | null {
  const entry = key ? p.prompts[key] : undefined;
  const n = (entry?.n ?? 0) - (exclude ? 1 : 0);
  if (!entry || n <= 0) return null;
  return p.mean.map(
    (m, t) => ((entry.sums[t] ?? 0) - (exclude?.[t] ?? 0) + p.strength * m) / (n + p.strength),
  );
}

/** The committed form: sums rounded, so the JSON stays small and diffs stay readable. */
export function compactPromptPriors(p: PromptPriors): PromptPriors {
  const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
  return {
    strength: p.strength,
    mean: p.mean.map(r4),
    prompts: Object.fromEntries(
      Object.entries(p.prompts)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, { n: v.n, sums: v.sums.map(r4) }]),
    ),
  };
}
