import { describe, expect, it } from "vitest";
import { prepareTutorMarkdown } from "./prepare-markdown.ts";

describe("prepareTutorMarkdown", () => {
  it("keeps money from opening a formula, once", () => {
    expect(prepareTutorMarkdown("Custa R$ 80,00 e R$12", false)).toBe("Custa R\\$ 80,00 e R\\$12");
    expect(prepareTutorMarkdown("Já escapado: R\\$ 80", false)).toBe("Já escapado: R\\$ 80");
    expect(prepareTutorMarkdown("$x^2$ e R$ 5", true)).toBe("$x^2$ e R\\$ 5");
  });

  it("turns \\( \\) and \\[ \\] into dollar delimiters for outside answers only", () => {
    expect(prepareTutorMarkdown("Seja \\(x = 2\\) e \\[y = x^2\\]", true)).toBe("Seja $x = 2$ e $$y = x^2$$");
    expect(prepareTutorMarkdown("\\[link\\](/exercise/1)", false)).toBe("\\[link\\](/exercise/1)");
  });
});
