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

  it("removes HTML tags whole, stray angle brackets, javascript: and inline handlers", () => {
    expect(sanitizeMessage("<script>alert(1)</script>oi")).toBe("alert(1)oi");
    expect(sanitizeMessage("<img src=x onerror=alert(1)> qual a fórmula?")).toBe("qual a fórmula?");
    expect(sanitizeMessage("clique: JavaScript :alert(1)")).toBe("clique: alert(1)");
    expect(sanitizeMessage('<a href="#" onClick = "x()">link</a>')).toBe("link");
    expect(sanitizeMessage("x < 3 e y > 2")).toBe("x  3 e y  2");
    expect(sanitizeMessage("2 -> 3 <- 4")).toBe("2 - 3 - 4");
  });

  it("keeps the text inside markup, never the tag names as stray letters", () => {
    expect(sanitizeMessage("<b>texto</b>")).toBe("texto");
    expect(sanitizeMessage("<b>negrito</b> e <i>itálico</i><br/>fim")).toBe("negrito e itálicofim");
    expect(sanitizeMessage("<p class='x'>Olá</p><!-- nota -->")).toBe("Olá");
    expect(sanitizeMessage("<scr<b>ipt>alert(1)</script>")).toBe("alert(1)");
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
    expect(sanitizeMessage("<b></b>")).toBeNull();
    expect(sanitizeMessage("<b></b><i></i>")).toBeNull();
    expect(sanitizeMessage("<i> </i>")).toBeNull();
    expect(sanitizeMessage("<img src=x onerror=alert(1)>")).toBeNull();
    expect(sanitizeMessage(undefined)).toBeNull();
    expect(sanitizeMessage(42)).toBeNull();
  });
});
