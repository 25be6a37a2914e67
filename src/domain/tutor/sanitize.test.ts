import { describe, expect, it } from "vitest";
import { MAX_MESSAGE_LENGTH, sanitizeMessage } from "./sanitize.ts";

describe("sanitizeMessage", () => {
  it("trims and keeps ordinary text, accents and maths", () => {
    expect(sanitizeMessage("  Como calcular 15% de R$ 80,00?  \n")).toBe("Como calcular 15% de R$ 80,00?");
    expect(sanitizeMessage("Função afim: f(x) = 2x + 3, ação e reação")).toBe(
      "Função afim: f(x) = 2x + 3, ação e reação",
    );
    expect(sanitizeMessage("linha 1\nlinha 2")).toBe("linha 1\nlinha 2");
  });

  it("removes angle brackets, javascript: and inline handlers", () => {
    expect(sanitizeMessage("<script>alert(1)</script>oi")).toBe("scriptalert(1)/scriptoi");
    expect(sanitizeMessage("<img src=x onerror=alert(1)>")).toBe("img src=x alert(1)");
    expect(sanitizeMessage("clique: JavaScript :alert(1)")).toBe("clique: alert(1)");
    expect(sanitizeMessage('<a href="#" onClick = "x()">link</a>')).toBe('a href="#"  "x()"link/a');
  });

  it("removes patterns that reappear once something inside them is removed", () => {
    expect(sanitizeMessage("javajavascript:script:alert(1)")).toBe("alert(1)");
    expect(sanitizeMessage("java<script:x")).toBe("x");
    expect(sanitizeMessage("on<>click=alert(1)")).toBe("alert(1)");
  });

  it("does not treat words that merely contain 'on' as handlers", () => {
    expect(sanitizeMessage("bonus=3 e questionamento=ok")).toBe("bonus=3 e questionamento=ok");
  });

  it("cuts at 10 000 characters", () => {
    const long = `${"a".repeat(MAX_MESSAGE_LENGTH)}bcd`;
    expect(sanitizeMessage(long)).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(sanitizeMessage(`   ${"x".repeat(MAX_MESSAGE_LENGTH + 5)}`)?.length).toBe(MAX_MESSAGE_LENGTH);
  });

  it("returns null when nothing usable is left", () => {
    expect(sanitizeMessage("")).toBeNull();
    expect(sanitizeMessage("   \n\t ")).toBeNull();
    expect(sanitizeMessage("<><>")).toBeNull();
    expect(sanitizeMessage("javascript:")).toBeNull();
    expect(sanitizeMessage(undefined)).toBeNull();
    expect(sanitizeMessage(42)).toBeNull();
  });
});
