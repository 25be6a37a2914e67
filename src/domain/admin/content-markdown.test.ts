import { describe, expect, it } from "vitest";
import { contentImageIds, foreignImages, imageMarkdown, imageUrls } from "./content-markdown.ts";

const ID = "3f2c1a9e-8b7d-4c6e-9f10-1a2b3c4d5e6f";

describe("images in question Markdown", () => {
  it("accepts images Rumo serves and tables", () => {
    const text = `Observe o gráfico:\n\n![Gráfico de barras](/api/content-images/${ID})\n\n| Ano | Valor |\n| --- | --- |\n| 2020 | 3 |`;
    expect(foreignImages(text)).toEqual([]);
    expect(contentImageIds(text)).toEqual([ID]);
  });

  it("refuses images from the internet in every Markdown form, and hand-written <img>", () => {
    const cases = [
      "![x](https://example.com/a.png)",
      '![x]( <http://example.com/a b.png> "título")',
      "![x][ref]\n\n[ref]: https://example.com/a.png",
      "![Ref]\n\n[ref]: //example.com/a.png",
      '<img src="https://example.com/a.png">',
      `![x](/api/content-images/${ID}/../../evil)`,
      "![x](data:image/png;base64,AAAA)",
    ];
    for (const text of cases) expect(foreignImages(text), text).toHaveLength(1);
  });

  it("ignores links and escaped image syntax", () => {
    expect(imageUrls("[site](https://example.com) e \\![não é imagem](https://x.y)")).toEqual([]);
  });

  it("writes an image with its alt text, brackets escaped", () => {
    const md = imageMarkdown(ID, "Mapa [1] do Brasil");
    expect(md).toBe(`![Mapa \\[1\\] do Brasil](/api/content-images/${ID})`);
    expect(foreignImages(md)).toEqual([]);
  });
});
