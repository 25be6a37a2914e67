import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadKatex } from "#web/components/maths/typesetter.ts";
import { MarkdownMessage } from "./markdown-message.tsx";

function render(text: string, fromOutside = true): string {
  return renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(MarkdownMessage, { text, fromOutside })),
  );
}

describe("a tutor's answer on screen", () => {
  beforeAll(async () => {
    await loadKatex();
  });

  it("renders Markdown and LaTeX math with KaTeX", () => {
    const html = render(
      "## Bhaskara\n\n**Fórmula:** $$x = \\frac{-b \\pm \\sqrt{\\Delta}}{2a}$$ e $\\Delta = b^2 - 4ac$",
    );
    expect(html).toContain("<h3");
    expect(html).toContain("<strong>Fórmula:</strong>");
    expect(html).toContain('class="katex"');
    expect(html).toContain("katex-display");
    expect(html).toContain("<mi>a</mi>");
  });

  it("never renders raw HTML and drops javascript: links", () => {
    const html = render(
      'Oi <script>alert(1)</script><img src=x onerror="alert(2)"> [clique](javascript:alert(3))',
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("clique");
  });

  it("opens internal links in the app and outside links in a new tab", () => {
    const html = render("[Exercício](/exercise/abc) e [MEC](https://www.gov.br/mec)");
    expect(html).toContain('href="/exercise/abc"');
    expect(html).not.toMatch(/href="\/exercise\/abc"[^>]*target/);
    expect(html).toMatch(
      /href="https:\/\/www.gov.br\/mec"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/,
    );
  });

  it("keeps money as text", () => {
    const html = render("De R$ 80,00 por R$ 68,00", false);
    expect(html).toContain("De R$ 80,00 por R$ 68,00");
    expect(html).not.toContain(`class="katex"`);
  });
});
