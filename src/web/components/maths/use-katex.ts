import { useEffect, useState } from "react";
import type { typeset } from "./katex-typesetting.ts";

export type Typeset = typeof typeset;

let loaded: Typeset | null = null;
let loading: Promise<Typeset> | null = null;

/** Fetches KaTeX once; a failed fetch (offline, a new release) may be tried again by the next formula. */
export function loadKatex(): Promise<Typeset> {
  loading ??= import("./katex-typesetting.ts").then(
    (module) => {
      loaded = module.typeset;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * KaTeX's typesetting, or null while it is on its way (the formula then shows as its TeX). Only a
 * formula on screen asks for it, so a text without maths never fetches KaTeX; once fetched, every
 * later formula is typeset on its first render.
 */
export function useKatex(): Typeset | null {
  const [typesetting, setTypesetting] = useState<Typeset | null>(() => loaded);
  useEffect(() => {
    if (typesetting) return;
    let current = true;
    // Asked for once the text is on screen, so the page's first paint does not wait on KaTeX.
    const frame = requestAnimationFrame(() =>
      setTimeout(() =>
        loadKatex().then(
          (ready) => current && setTypesetting(() => ready),
          // Without KaTeX the formulas stay readable as TeX.
          () => {},
        ),
      ),
    );
    return () => {
      current = false;
      cancelAnimationFrame(frame);
    };
  }, [typesetting]);
  return typesetting;
}
