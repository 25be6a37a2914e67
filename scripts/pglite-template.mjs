// Last step of `npm run build`, after tsc: writes dist/pglite/migrated-<key>/, the migrated empty
// database a new PGlite data folder starts as (src/server/db/pglite-template.ts). Runs the compiled
// server code (node --conditions=rumo-compiled), so the copy has the app's extensions.
import { rmSync } from "node:fs";
import { PGLITE_TEMPLATE_PARENT } from "../dist/server/server/db/pglite-template.js";
import { writePgliteTemplate } from "../dist/server/server/db/write-pglite-template.js";

const started = performance.now();
// Copies made for other migrations or PGlite versions are never used again.
rmSync(PGLITE_TEMPLATE_PARENT, { recursive: true, force: true });
const dir = await writePgliteTemplate();
console.log(`pglite-template: ${dir} (${Math.round(performance.now() - started)} ms)`);
