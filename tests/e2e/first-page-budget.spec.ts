import { brotliCompressSync, constants } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { watchKatex } from "./katex-watch.ts";
import { expect, test } from "./support.ts";

/**
 * The first page a cheap phone loads: the landing and sign-in pages stay under 120 kB of
 * JavaScript, and the tutor's Markdown and maths (KaTeX) come only with the screens that render
 * them. How the bytes are counted: every script the page fetches until it has rendered and the
 * network is quiet (no interaction), each body compressed here with brotli at quality 11, as the
 * build precompresses it, so the figure does not depend on how the server compresses.
 */

const BUDGET_BYTES = 120_000;
/** The Markdown renderer's chunk (components/markdown.tsx), and KaTeX's (its code, CSS and fonts). */
const MARKDOWN = /\/assets\/(markdown|katex)[^/]*$|KaTeX_/i;
/** zod, which only forms need. */
const ZOD = /\/assets\/zod[^/]*\.js$/;

type Loaded = { scripts: { url: string; brotli: number }[]; all: string[] };

/** Opens `path` in `page` and collects what it fetched until `ready` is visible and the network idles. */
async function load(page: Page, path: string, ready: () => Promise<void>): Promise<Loaded> {
  const all: string[] = [];
  const scripts: Promise<{ url: string; brotli: number }>[] = [];
  page.on("response", (response) => {
    const url = response.url();
    all.push(url);
    const isScript = response.request().resourceType() === "script" || new URL(url).pathname.endsWith(".js");
    if (isScript && response.ok())
      scripts.push(
        response.body().then((body) => ({
          url,
          brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        })),
      );
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState("networkidle");
  return { scripts: await Promise.all(scripts), all };
}

async function firstVisit(
  browser: Browser,
  baseURL: string,
  path: string,
  ready: (page: Page) => Promise<void>,
) {
  // A fresh context: nothing cached, no session.
  const context = await browser.newContext({ baseURL, locale: "pt-BR" });
  const page = await context.newPage();
  try {
    return await load(page, path, () => ready(page));
  } finally {
    await context.close();
  }
}

function describe(loaded: Loaded): string {
  const total = loaded.scripts.reduce((sum, s) => sum + s.brotli, 0);
  const files = loaded.scripts
    .sort((a, b) => b.brotli - a.brotli)
    .map((s) => `${new URL(s.url).pathname} ${(s.brotli / 1000).toFixed(1)} kB`);
  return `${(total / 1000).toFixed(1)} kB in ${files.length} files: ${files.join(", ")}`;
}

test("the landing and sign-in pages stay under 120 kB of JavaScript, without Markdown or KaTeX", async ({
  browser,
  baseURL,
}, testInfo) => {
  const pages = [
    {
      path: "/",
      ready: (page: Page) =>
        expect(page.getByRole("heading", { level: 1, name: /Rumo: a inteligência/ })).toBeVisible(),
    },
    {
      path: "/login",
      ready: (page: Page) => expect(page.getByRole("button", { name: "Entrar" })).toBeVisible(),
    },
  ];
  for (const { path, ready } of pages) {
    const loaded = await firstVisit(browser, baseURL!, path, ready);
    const total = loaded.scripts.reduce((sum, s) => sum + s.brotli, 0);
    testInfo.annotations.push({ type: `JavaScript on ${path}`, description: describe(loaded) });
    expect(loaded.scripts.length, `scripts on ${path}`).toBeGreaterThan(0);
    expect(total, `JavaScript on ${path} (${describe(loaded)})`).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(
      loaded.all.filter((url) => MARKDOWN.test(url)),
      `Markdown on ${path}`,
    ).toEqual([]);
  }
});

test("the dashboard loads without the Markdown renderer; the tutor's chat brings it, without KaTeX or zod while no message has maths", async ({
  signedInPage: page,
}) => {
  // A new student's dashboard opens with the objectives dialog over it.
  const dashboard = await load(page, "/dashboard", () =>
    expect(page.getByRole("dialog", { name: /Qual é o seu objetivo/ })).toBeVisible(),
  );
  expect(dashboard.all.filter((url) => MARKDOWN.test(url))).toEqual([]);

  // The control: opening a chat does fetch the Markdown renderer (so the pattern above names the
  // right chunk), and only that: the greeting has no formula.
  const katex = watchKatex(page);
  const chat = await load(page, "/chat/matematica", () =>
    expect(page.getByTestId("chat-messages").getByText("Olá, Beatriz!")).toBeVisible(),
  );
  expect(chat.all.filter((url) => /\/assets\/markdown[^/]*\.js$/.test(url))).toHaveLength(1);
  expect(await katex.files()).toEqual([]);
  expect(chat.all.filter((url) => ZOD.test(url))).toEqual([]);
});
