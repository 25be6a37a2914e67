import { describe, expect, it } from "vitest";
import { nextPlanSlug, upgradePath } from "./upgrade-path.ts";

const PLANS = [
  { slug: "estudante", monthlyPrice: 19.99 },
  { slug: "gratuito", monthlyPrice: 0 },
  { slug: "nerd", monthlyPrice: 29.99 },
  { slug: "curioso", monthlyPrice: 9.99 },
];

describe("the plan 'Fazer upgrade' points to", () => {
  it("is the next plan above the student's, by price", () => {
    expect(nextPlanSlug(PLANS, "gratuito")).toBe("curioso");
    expect(nextPlanSlug(PLANS, "curioso")).toBe("estudante");
    expect(nextPlanSlug(PLANS, "estudante")).toBe("nerd");
  });

  it("is none above the top plan, and the first paid one for a visitor", () => {
    expect(nextPlanSlug(PLANS, "nerd")).toBeNull();
    expect(nextPlanSlug(PLANS, null)).toBe("curioso");
    expect(nextPlanSlug([], "gratuito")).toBeNull();
  });

  it("is an address of the plans page", () => {
    expect(upgradePath("estudante")).toBe("/student/subscription?plano=estudante");
    expect(upgradePath(null)).toBe("/student/subscription");
  });
});
