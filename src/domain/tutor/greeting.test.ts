import { describe, expect, it } from "vitest";
import { escapeMarkdown, greetingText } from "./rules.ts";

const math = { slug: "matematica", subjectName: "Matemática", emoji: "📐" };
const friend = { slug: "amiga-de-estudo", subjectName: "Amiga de Estudo", emoji: "💜" };

describe("the student's name in the tutor's greeting", () => {
  it.each([
    ["an image", "![x](https://evil.example/p.png)"],
    ["a link", "[a](javascript:alert(1))"],
    ["bold text", "**b**"],
    ["raw HTML", "<img src=x onerror=alert(1)>"],
    ["a heading on a new line", "Ana\n# Título"],
    ["math", "$x^2$"],
  ])("shows %s as typed, not as Markdown", (_label, name) => {
    for (const tutor of [math, friend]) {
      const first = greetingText(tutor, name).split("\n")[0] ?? "";
      // Every Markdown character the name brings is escaped; the tutor's own bold stays.
      expect(first).not.toMatch(/(^|[^\\])!\[|(^|[^\\])\[[^\]]*\]\(|(^|[^\\])<img|(^|[^\\])\$x/);
      expect(first).not.toContain("**b**");
      expect(greetingText(tutor, name)).not.toContain("\n# ");
    }
  });

  it("leaves everyday names untouched", () => {
    expect(greetingText(math, "Ana")).toContain("Olá, Ana!");
    expect(escapeMarkdown("Maria-Clara D'Ávila Jr.")).toBe("Maria-Clara D'Ávila Jr.");
  });

  it("escapes with backslashes that Markdown removes when rendering", () => {
    expect(escapeMarkdown("![x](https://evil)")).toBe("\\!\\[x\\]\\(https\\://evil\\)");
    expect(escapeMarkdown("**b**")).toBe("\\*\\*b\\*\\*");
  });
});
