import { describe, expect, it } from "vitest";
import { essayLimitFor } from "./essay-limit.ts";

const room = { used: 0, limit: 1, remaining: 1 };
const full = { used: 1, limit: 1, remaining: 0 };
const unlimited = { used: 7, limit: null, remaining: -1 };

describe("the essay limit shown when the topic is chosen", () => {
  it("says nothing while the month has room, or before the plan is known", () => {
    const usage = { essaysThisMonth: room, autoralEssaysThisMonth: room, correctionsThisMonth: room };
    expect(essayLimitFor(usage, false)).toBeNull();
    expect(essayLimitFor(undefined, false)).toBeNull();
    expect(
      essayLimitFor(
        { essaysThisMonth: unlimited, autoralEssaysThisMonth: unlimited, correctionsThisMonth: unlimited },
        true,
      ),
    ).toBeNull();
  });

  it("uses the limit of the topic's kind, then the corrections", () => {
    const usage = { essaysThisMonth: full, autoralEssaysThisMonth: room, correctionsThisMonth: room };
    expect(essayLimitFor(usage, false)).toBe(
      "Você atingiu o limite de redações do seu plano neste mês (1). Faça upgrade para escrever mais.",
    );
    expect(essayLimitFor(usage, true)).toBeNull();
    expect(essayLimitFor({ ...usage, essaysThisMonth: room, correctionsThisMonth: full }, true)).toBe(
      "Você atingiu o limite de correções do seu plano neste mês (1). Faça upgrade para corrigir mais redações.",
    );
    expect(essayLimitFor({ ...usage, autoralEssaysThisMonth: full }, true)).toContain(
      "limite de redações com tema autoral",
    );
  });
});
