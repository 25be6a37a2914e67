/**
 * A crafted essay and the grade an ENEM grader would give it: the annulment reason (or none),
 * the ENEM caps that must apply (and no others), the total when a grader could state it (ENEM
 * tolerance: 100 points), and why.
 */
import type { AnnulmentReason } from "../types.ts";
import type { CraftedTopicId } from "./topics.ts";

/** tangential: C2, C3 and C5 at most 40; human_rights: C5 = 0 for a proposal that violates human rights. */
export type CraftedCap = "tangential" | "human_rights";

export interface CraftedCase {
  id: string;
  topic: CraftedTopicId;
  paragraphs: string[];
  expected: { annulment: AnnulmentReason | null; caps: CraftedCap[]; total?: number };
  why: string;
}
