import "katex/dist/katex.min.css";
import type { Options } from "react-markdown";
import rehypeKatex from "rehype-katex";

/**
 * KaTeX (its code, stylesheet and fonts), fetched only when a text on screen has maths: the
 * largest part of the Markdown renderer, which most conversations never need.
 */
export const katexTypesetting: NonNullable<Options["rehypePlugins"]>[number] = [
  rehypeKatex,
  { throwOnError: false, strict: "ignore" },
];
