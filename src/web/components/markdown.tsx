import { type ComponentProps, lazy, Suspense } from "react";
import ReactMarkdown, { type Components, type ExtraProps } from "react-markdown";
import { Link } from "react-router";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import { isContentImageUrl } from "#domain/admin/content-markdown";
import { Formula } from "#web/components/maths/formula.tsx";
import { cn } from "#web/lib/cn.ts";

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

/** Only images Rumo serves are drawn; any other shows its alt text, so nothing loads from the internet. */
function MarkdownImage({ src, alt }: ComponentProps<"img">) {
  if (typeof src !== "string" || !isContentImageUrl(src))
    return <span className="text-muted-foreground italic">[{alt || "imagem"}]</span>;
  return (
    <img
      src={src}
      alt={alt ?? ""}
      loading="lazy"
      className="my-2 inline-block h-auto max-w-full rounded-md border bg-white"
    />
  );
}

/** Charts (recharts and the chart's schema) load only for a text that draws one. */
const QuestionChart = lazy(async () => ({
  default: (await import("#web/components/charts/question-chart.tsx")).QuestionChart,
}));
const isChart = (className: unknown) => /\blanguage-grafico\b/.test(String(className ?? ""));

/** A formula: remark-math's `$…$` (`math-inline`), `$$…$$` (`math-display`) or a ```math block. */
const isMaths = (className: unknown) => /\blanguage-math\b/.test(String(className ?? ""));
const holdsMaths = (pre: ExtraProps["node"]) => {
  const code = pre?.children[0];
  return (
    code?.type === "element" && (isMaths(code.properties.className) || isChart(code.properties.className))
  );
};

const components: Components = {
  a: ({ node: _n, ...props }) => <MarkdownLink {...props} />,
  img: ({ node: _n, ...props }) => <MarkdownImage {...props} />,
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
  code: ({ node: _n, className, ...props }) =>
    isChart(className) ? (
      <Suspense fallback={<span className="my-3 block h-72 w-full animate-pulse rounded-md bg-muted" />}>
        <QuestionChart json={String(props.children ?? "")} />
      </Suspense>
    ) : isMaths(className) ? (
      <Formula tex={String(props.children ?? "")} display={!/\bmath-inline\b/.test(className ?? "")} />
    ) : (
      <code className={cn("rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]", className)} {...props} />
    ),
  // A formula or a chart on a line of its own is not code: no code box around it.
  pre: ({ node, ...props }) =>
    holdsMaths(node) ? (
      props.children
    ) : (
      <pre
        className="my-2 overflow-x-auto rounded-md bg-muted p-3 text-sm [&_code]:bg-transparent [&_code]:p-0"
        {...props}
      />
    ),
  // A wide table scrolls inside its own box, never the page (360 px phones).
  table: ({ node: _n, ...props }) => (
    <div className="my-2 max-w-full overflow-x-auto">
      <table
        className="w-full border-collapse text-sm [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:bg-muted/60 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left"
        {...props}
      />
    </div>
  ),
};

/**
 * "R$ 80" is money, not the start of a formula: the $ is escaped before remark-math reads it.
 * Fenced blocks (a chart's JSON, code) are literal and keep their text as written.
 */
export function escapeMoney(text: string): string {
  return text
    .split(/(^```[^\n]*\n[\s\S]*?^```[ \t]*$)/m)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/(^|[^\\])R\$(?=\s?\d)/g, "$1R\\$")))
    .join("");
}

/**
 * Markdown (GFM: tables, lists) with LaTeX math through KaTeX, as students read tutor answers,
 * question statements and explanations. KaTeX is fetched only for a text with a formula, which
 * shows at once with the formulas' TeX and is typeset when KaTeX arrives (maths/formula.tsx). Raw
 * HTML is never rendered (no rehype-raw, and skipHtml drops it), react-markdown's URL filter
 * removes javascript: links, and only Rumo's own content images are drawn.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={cn(
        "min-w-0 break-words leading-relaxed [&_.katex-display]:my-2 [&_.katex-display]:overflow-x-auto [&_.katex-display]:overflow-y-hidden",
        className,
      )}
    >
      <ReactMarkdown remarkPlugins={[remarkGfm, remarkMath]} components={components} skipHtml>
        {escapeMoney(text)}
      </ReactMarkdown>
    </div>
  );
}
