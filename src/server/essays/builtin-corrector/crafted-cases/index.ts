/** Every crafted case of the ENEM-rule suite (crafted-cases.test.ts). */
import { COPY_CASES } from "./copy-cases.ts";
import type { CraftedCase } from "./crafted-case.ts";
import { MORE_THEME_CASES } from "./more-theme-cases.ts";
import { OTHER_THEME_CASES } from "./other-theme-cases.ts";
import { PART_CASES } from "./part-cases.ts";
import { PROPOSAL_CASES } from "./proposal-cases.ts";
import { THEME_CASES } from "./theme-cases.ts";
import { TYPE_CASES } from "./type-cases.ts";
import { WEAK_CASES } from "./weak-cases.ts";

export type { CraftedCap, CraftedCase } from "./crafted-case.ts";
export { craftedTopic } from "./topics.ts";

export const CRAFTED_CASES: CraftedCase[] = [
  ...THEME_CASES,
  ...MORE_THEME_CASES,
  ...OTHER_THEME_CASES,
  ...TYPE_CASES,
  ...COPY_CASES,
  ...PART_CASES,
  ...PROPOSAL_CASES,
  ...WEAK_CASES,
];
