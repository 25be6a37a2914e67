import { Markdown } from "#web/components/markdown.tsx";
import { prepareTutorMarkdown } from "./prepare-markdown.ts";

/** A tutor's answer: the shared Markdown renderer, after money and outside LaTeX delimiters are prepared. */
export function MarkdownMessage({ text, fromOutside }: { text: string; fromOutside: boolean }) {
  return <Markdown text={prepareTutorMarkdown(text, fromOutside)} />;
}
