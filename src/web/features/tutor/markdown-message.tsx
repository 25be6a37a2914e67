import "katex/dist/katex.min.css";
import type { ComponentProps } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import { Link } from "react-router";
import rehypeKatex from "rehype-katex";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import { cn } from "#web/lib/cn.ts";
import { prepareTutorMarkdown } from "./prepare-markdown.ts";

function MarkdownLink({ href, children, ...props }: ComponentProps<"a">) {
  const className = "font-medium text-primary underline underline-offset-2 hover:text-primary/80";
  if (href?.startsWith("/") && !href.startsWith("//"))
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  return (
    <a {...props} href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const components: Components = {
  a: ({ node: _n, ...props }) => <MarkdownLink {...props} />,
  h1: ({ node: _n, ...props }) => <h3 className="mt-4 mb-2 text-base font-semibold first:mt-0" {...props} />,
  h2: ({ node: _n, ...props }) => <h3 className="mt-4 mb-2 text-base font-semibold first:mt-0" {...props} />,
  h3: ({ node: _n, ...props }) => (
    <h3 className="mt-4 mb-1.5 text-[0.95rem] font-semibold first:mt-0" {...props} />
  ),
  p: ({ node: _n, ...props }) => <p className="my-2 first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _n, ...props }) => <ul className="my-2 list-disc space-y-1 pl-5" {...props} />,
  ol: ({ node: _n, ...props }) => <ol className="my-2 list-decimal space-y-1 pl-5" {...props} />,
  blockquote: ({ node: _n, ...props }) => (
    <blockquote
      className="my-2 border-l-4 border-primary/30 bg-muted/60 py-1 pr-2 pl-3 text-foreground/90"
      {...props}
    />
  ),
  code: ({ node: _n, className, ...props }) => (
    <code className={cn("rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]", className)} {...props} />
  ),
  pre: ({ node: _n, ...props }) => (
    <pre
      className="my-2 overflow-x-auto rounded-md bg-muted p-3 text-sm [&_code]:bg-transparent [&_code]:p-0"
      {...props}
    />
  ),
  table: ({ node: _n, ...props }) => (
    <div className="my-2 overflow-x-auto">
      <table
        className="w-full border-collapse text-sm [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1 [&_th]:text-left"
        {...props}
      />
    </div>
  ),
};

/**
 * A tutor's answer: Markdown (GFM) with LaTeX math through KaTeX. Raw HTML is never rendered (no
 * rehype-raw, and skipHtml drops it), and react-markdown's URL filter removes javascript: links.
 */
export function MarkdownMessage({ text, fromOutside }: { text: string; fromOutside: boolean }) {
  return (
    <div className="min-w-0 break-words leading-relaxed [&_.katex-display]:my-2 [&_.katex-display]:overflow-x-auto [&_.katex-display]:overflow-y-hidden">
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkMath]}
        rehypePlugins={[[rehypeKatex, { throwOnError: false, strict: "ignore" }]]}
        components={components}
        skipHtml
      >
        {prepareTutorMarkdown(text, fromOutside)}
      </ReactMarkdown>
    </div>
  );
}
