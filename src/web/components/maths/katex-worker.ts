import { typeset } from "./katex-typesetting.ts";

/** A formula to typeset, and the answer: the same id with KaTeX's HTML. */
export type TypesetRequest = { id: number; tex: string; display: boolean };
export type TypesetReply = { id: number; html: string };

// KaTeX's code is evaluated and run here, off the page's thread, which only receives the HTML.
self.onmessage = (event: MessageEvent<TypesetRequest>) => {
  const { id, tex, display } = event.data;
  self.postMessage({ id, html: typeset(tex, display) } satisfies TypesetReply);
};
