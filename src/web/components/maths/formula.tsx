import { useEffect, useState } from "react";
import { cn } from "#web/lib/cn.ts";
import { cachedFormula, typesetFormula } from "./typesetter.ts";

/**
 * One formula of a Markdown text, typeset by KaTeX. Until its HTML is ready it shows as its TeX,
 * quietly, in the place the typeset formula will take; only the formula renders again then, not
 * the text around it. Only a formula on screen starts KaTeX, so a text without maths never
 * fetches it.
 */
export function Formula({ tex, display }: { tex: string; display: boolean }) {
  const html = useTypeset(tex, display);
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

function useTypeset(tex: string, display: boolean): string | null {
  const cached = cachedFormula(tex, display);
  const [typeset, setTypeset] = useState<{ tex: string; display: boolean; html: string } | null>(null);
  useEffect(() => {
    if (cached !== null) return;
    let current = true;
    typesetFormula(tex, display).then(
      (html) => current && setTypeset({ tex, display, html }),
      // Without KaTeX the formula stays readable as TeX.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [tex, display, cached]);
  if (cached !== null) return cached;
  return typeset?.tex === tex && typeset.display === display ? typeset.html : null;
}
