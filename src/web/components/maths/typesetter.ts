import type { TypesetReply, TypesetRequest } from "./katex-worker.ts";

/**
 * Typesets formulas with KaTeX in a worker, so KaTeX's code (the largest part of the Markdown
 * renderer) is neither fetched for a text without maths nor run on the page's thread. KaTeX starts
 * with the first formula; its stylesheet comes with it.
 */

type Typeset = (tex: string, display: boolean) => string;

const MAX_CACHED = 500;
/** Finished formulas, so a text rendered again (a streamed answer growing) shows them at once. */
const cache = new Map<string, string>();
let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (html: string) => void; reject: (error: unknown) => void }>();
let ready: Promise<void> | null = null;
/** Where workers do not exist (the unit tests' Node), KaTeX runs on the thread itself. */
let onThread: Typeset | null = null;

const keyOf = (tex: string, display: boolean) => `${display ? "D" : "I"}${tex}`;

/** The formula's HTML if it is already typeset, or null. */
export function cachedFormula(tex: string, display: boolean): string | null {
  return cache.get(keyOf(tex, display)) ?? onThread?.(tex, display) ?? null;
}

/**
 * Starts KaTeX (worker and stylesheet) once, after the page has painted and settled, so neither the
 * first paint nor the page's start-up shares the connection with it. A failed start may be tried
 * again by the next formula.
 */
export function loadKatex(): Promise<void> {
  ready ??= afterPaintWhenIdle()
    .then(start)
    .catch((error: unknown) => {
      ready = null;
      throw error;
    });
  return ready;
}

async function start(): Promise<void> {
  const stylesheet = import("./katex-stylesheet.ts");
  if (typeof Worker === "undefined") {
    onThread = (await import("./katex-typesetting.ts")).typeset;
  } else {
    worker = new Worker(new URL("./katex-worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<TypesetReply>) => {
      waiting.get(event.data.id)?.resolve(event.data.html);
      waiting.delete(event.data.id);
    };
    // The worker's script could not be fetched (offline, a new release): the formulas stay as TeX.
    worker.onerror = (event) => {
      event.preventDefault();
      for (const { reject } of waiting.values()) reject(new Error("KaTeX"));
      waiting.clear();
      worker?.terminate();
      worker = null;
      ready = null;
    };
  }
  await stylesheet;
}

/** The formula's HTML, typeset by KaTeX (started if need be). */
export async function typesetFormula(tex: string, display: boolean): Promise<string> {
  const key = keyOf(tex, display);
  const known = cache.get(key);
  if (known !== undefined) return known;
  await loadKatex();
  const html = onThread
    ? onThread(tex, display)
    : await new Promise<string>((resolve, reject) => {
        if (!worker) return reject(new Error("KaTeX"));
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, tex, display } satisfies TypesetRequest);
      });
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(key, html);
  return html;
}

/** Resolves after the next paint, when the browser is idle (at most a second later). */
function afterPaintWhenIdle(): Promise<void> {
  if (typeof requestAnimationFrame !== "function") return Promise.resolve();
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: 1000 });
      else setTimeout(resolve, 0);
    }),
  );
}
