import type { Page } from "@playwright/test";

/**
 * Everything of KaTeX `page` fetches from now on, recognised by content, whatever the chunk's name:
 * its code (it carries KaTeX's "KaTeX parse error" message), its stylesheet (it declares the
 * KaTeX_Main font) and its font files.
 */
export function watchKatex(page: Page): { files: () => Promise<string[]> } {
  const checks: Promise<string | null>[] = [];
  page.on("response", (response) => {
    const url = response.url();
    // By name, not by resource type: the typesetting worker's script is not a page script.
    if (/KaTeX_/.test(url)) checks.push(Promise.resolve(url));
    else if (/\.(js|css)$/.test(new URL(url).pathname) && response.ok())
      checks.push(
        response
          .text()
          .then((body) => (/KaTeX parse error|font-family:\s*KaTeX_Main/.test(body) ? url : null))
          .catch(() => null),
      );
  });
  return {
    files: async () => (await Promise.all(checks)).filter((url): url is string => url !== null),
  };
}
