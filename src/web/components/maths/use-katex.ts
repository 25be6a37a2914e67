import { useEffect, useReducer } from "react";
import type { katexTypesetting } from "./katex-typesetting.ts";

export type KatexTypesetting = typeof katexTypesetting;

let loaded: KatexTypesetting | null = null;
let loading: Promise<KatexTypesetting> | null = null;

/** Fetches KaTeX once; a failed fetch (offline, a new release) may be tried again by the next text. */
export function loadKatex(): Promise<KatexTypesetting> {
  loading ??= import("./katex-typesetting.ts").then(
    (module) => {
      loaded = module.katexTypesetting;
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
 * KaTeX's typesetting for a text that has maths (`needed`), or null while it is on its way (the
 * text then shows with the formulas' TeX) and for a text without maths, which never fetches it.
 * Once fetched, every later text is typeset on its first render.
 */
export function useKatex(needed: boolean): KatexTypesetting | null {
  const [, arrived] = useReducer(() => true, false);
  const typesetting = needed ? loaded : null;
  useEffect(() => {
    // Also when KaTeX arrived between this render and now: the promise is then already settled.
    if (!needed || typesetting) return;
    let current = true;
    // Asked for once the text is on screen, so the page's first paint does not wait on KaTeX.
    const frame = requestAnimationFrame(() =>
      setTimeout(() =>
        loadKatex().then(
          () => current && arrived(),
          // Without KaTeX the formulas stay readable as TeX.
          () => {},
        ),
      ),
    );
    return () => {
      current = false;
      cancelAnimationFrame(frame);
    };
  }, [needed, typesetting]);
  return typesetting;
}
