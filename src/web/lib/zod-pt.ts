/**
 * zod as the web app imports it (vite.config.ts resolves "zod" here): zod with its messages in
 * Portuguese, configured when zod itself is first loaded. zod comes with the first form, not with
 * the first page, so its settings cannot be made in main.tsx without loading it there.
 */
import { z } from "zod/v4";

z.config(z.locales.pt());

export * from "zod/v4";
export { z, z as default };
