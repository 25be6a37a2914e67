import { describe, expect, it } from "vitest";
import { displayName, firstName } from "./display-name.ts";

describe("name shown in the shell", () => {
  it("uses the full name when there is one", () => {
    expect(displayName("  Maria Clara Dias ", "mc@ex.com")).toBe("Maria Clara Dias");
    expect(firstName("Maria Clara Dias", "mc@ex.com")).toBe("Maria");
  });
  it("falls back to the e-mail before the @", () => {
    expect(displayName(null, "joao.pedro@ex.com")).toBe("joao.pedro");
    expect(displayName("   ", "joao@ex.com")).toBe("joao");
  });
  it("falls back to 'Usuário' with neither", () => {
    expect(displayName(undefined, undefined)).toBe("Usuário");
    expect(displayName("", "@ex.com")).toBe("Usuário");
    expect(firstName(null, null)).toBe("Usuário");
  });
});
