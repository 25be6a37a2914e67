import { useMemo } from "react";
import { cn } from "#web/lib/cn.ts";
import { useKatex } from "./use-katex.ts";

/**
 * One formula of a Markdown text, typeset by KaTeX. Until KaTeX arrives it shows as its TeX,
 * quietly, in the place the typeset formula will take; only the formulas render again then, not
 * the text around them.
 */
export function Formula({ tex, display }: { tex: string; display: boolean }) {
  const typeset = useKatex();
  const html = useMemo(() => typeset?.(tex, display) ?? null, [typeset, tex, display]);
  if (html === null)
    return (
      <span
        className={cn("text-muted-foreground", display && "my-2 block overflow-x-auto text-center")}
        data-maths="pending"
      >
        {tex}
      </span>
    );
  // KaTeX's own markup, built from the TeX with everything in it escaped (katex-typesetting.ts).
  // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX's output, not the text's HTML
  return <span className={cn(display && "block")} dangerouslySetInnerHTML={{ __html: html }} />;
}
