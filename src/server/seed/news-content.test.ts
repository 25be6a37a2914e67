import { describe, expect, it } from "vitest";
import { loadNewsContent } from "./news.ts";

describe("the news file", () => {
  it("dates every item and links each to its own source", () => {
    const news = loadNewsContent();
    expect(news.length).toBeGreaterThanOrEqual(6);
    expect(new Set(news.map((n) => n.url)).size).toBe(news.length);
    for (const n of news) expect(n.publicadoEm).toMatch(/^20\d\d-\d\d-\d\d$/);
  });
});
