import { createBuiltinCorrector, toStoredCorrection } from "#server/essays/builtin-corrector/index";
import type { BuiltinEssayCorrector } from "#server/essays/builtin-corrector/types";
import type { CorrectionRequest, EssayCorrector } from "./types.ts";

let shared: Promise<BuiltinEssayCorrector> | null = null;

/** Rumo's own rubric-based corrector (src/server/essays/builtin-corrector): always available. */
export function builtinCorrector(): EssayCorrector {
  return {
    kind: "builtin",
    async correct(request: CorrectionRequest) {
      // Loaded once per process (dictionary and tables, about half a second).
      shared ??= createBuiltinCorrector().catch((error: unknown) => {
        shared = null;
        throw error;
      });
      const corrector = await shared;
      return toStoredCorrection(
        corrector.correct({ text: request.content, title: request.title, topic: request.topic }),
      );
    },
  };
}
