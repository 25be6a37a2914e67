/**
 * Prompt prior: how the graders scored the training essays written on the same prompt.
 * Essay-BR prompts differ in difficulty and in how strictly each bank graded them (the
 * prompt mean alone correlates 0.45 with the total), so when an essay answers a prompt the
 * corrector was calibrated on, the shrunk mean of that prompt's essays is one more input of
 * the blend. Prompts are recognised by their text, not by an id, and a new topic (every
 * topic of the product) simply has no prior: the "unseen prompt" blend is used instead.
 * Fitting: training/fit-scorer.ts.
 */
import { createHash } from "node:crypto";
import { lowerPt, stripAccents } from "../analysis/text-utils.ts";
import type { EssayTopicForCorrection } from "../types.ts";

export interface PromptPriors {
  /** Pseudo-count of the shrinkage towards the overall mean. */
  strength: number;
  /** Overall mean per target (level units; the last target is the total). */
  mean: number[];
  /** Per prompt key: essays and the sum of each target. */
  prompts: Record<string, { n: number; sums: number[] }>;
}

/** Identity of a prompt from its texts (case, accents, spacing and punctuation ignored). */
export function promptKey(topic: EssayTopicForCorrection): string {
  const text = [topic.title, topic.description ?? "", ...(topic.supportingTexts ?? [])].join(" ");
  const normalised = stripAccents(lowerPt(text))
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  if (!normalised) return "";
  return createHash("sha256").update(normalised).digest("hex").slice(0, 16);
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
