// The import boundaries that `npm run lint` enforces, written into biome.json's "overrides".
// Biome replaces (does not merge) a rule's options when a later override matches, so every folder
// gets its complete list. Run `npm run lint:boundaries` after adding a feature folder;
// a unit test fails while biome.json is out of date.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(fileURLToPath(import.meta.url), "..", "..");

/** Server folders every feature may use; any other folder of src/server is a feature. */
export const SERVER_SHARED = ["core", "db", "http", "mail", "test-support"];
/** Server folders that assemble features (the app, the seed) and may import any of them. */
export const SERVER_ASSEMBLY = ["seed"];

const IO_MODULES = [
  "node:*",
  "pg",
  "@electric-sql/**",
  "drizzle-orm",
  "drizzle-orm/**",
  "fastify",
  "fastify-*",
  "@fastify/**",
  "ioredis",
  "nodemailer",
  "better-auth",
  "better-auth/**",
  "ai",
  "@ai-sdk/**",
  "stripe",
];
const BROWSER_MODULES = ["react", "react-dom", "react-dom/**", "react-router", "@tanstack/**"];

const rule = (message: string, group: string[]) => ({ group, message });
type Pattern = ReturnType<typeof rule>;

const ALIAS = "through #domain/*, #server/* or #web/*";
/** A file directly in a folder may not climb out of it with ../ */
const NO_PARENT = rule(`Import from another folder ${ALIAS}.`, ["../**"]);
/** A file in a subfolder may reach a sibling subfolder of its own feature (../x.ts), no further. */
const NO_GRANDPARENT = rule(`Import from outside this feature ${ALIAS}.`, ["../../**"]);

function folders(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

function override(includes: string[], patterns: Pattern[]) {
  return {
    includes,
    linter: {
      rules: { style: { noRestrictedImports: { level: "error", options: { patterns } } } },
    },
  };
}

/** Two overrides for a folder: its own files may not use ../, its subfolders' files may not use ../../ */
function folderOverrides(folder: string, patterns: Pattern[]) {
  return [
    override([`${folder}/*.ts`, `${folder}/*.tsx`], [NO_PARENT, ...patterns]),
    override([`${folder}/*/**`], [NO_GRANDPARENT, ...patterns]),
  ];
}

export function importBoundaryOverrides() {
  const domainRules = [
    rule("src/domain holds pure rules: no server, no web.", ["#server/**", "#web/**"]),
    rule("src/domain holds pure rules: nothing that does I/O.", [...IO_MODULES, ...BROWSER_MODULES]),
  ];
  const noWeb = rule("The server never imports the web app.", ["#web/**"]);
  const serverFeatures = folders("src/server").filter(
    (f) => !SERVER_SHARED.includes(f) && !SERVER_ASSEMBLY.includes(f),
  );
  const sharedRule = rule(
    "Shared server code never imports a feature.",
    serverFeatures.map((f) => `#server/${f}/**`),
  );
  const featureRule = (feature: string) =>
    rule(
      `A feature never imports another feature's files: move what ${feature} shares to src/server/core.`,
      serverFeatures.filter((f) => f !== feature).map((f) => `#server/${f}/**`),
    );
  // Test support builds whole scenarios (a student with a plan, a webhook), so it may use any feature.
  const serverFolder = (folder: string) =>
    folderOverrides(`src/server/${folder}`, [
      noWeb,
      ...(folder === "test-support"
        ? []
        : [SERVER_SHARED.includes(folder) ? sharedRule : featureRule(folder)]),
    ]);
  const webRules = [
    rule("The web app never imports the server.", ["#server/**"]),
    rule("The web app runs in the browser: no Node or database modules.", IO_MODULES),
  ];
  const webFeatures = folders("src/web/features");
  const webShared = folders("src/web").filter((f) => f !== "features" && f !== "app");
  return [
    ...folderOverrides("src/domain", domainRules),
    ...folders("src/domain").flatMap((f) => folderOverrides(`src/domain/${f}`, domainRules)),
    ...folderOverrides("src/server", [noWeb]),
    ...[...serverFeatures, ...SERVER_SHARED.filter((f) => folders("src/server").includes(f))].flatMap(
      serverFolder,
    ),
    ...folderOverrides("src/web", webRules),
    ...folderOverrides("src/web/app", webRules),
    ...webShared.flatMap((f) =>
      folderOverrides(`src/web/${f}`, [
        ...webRules,
        rule("Shared web code never imports a feature or the app.", ["#web/features/**", "#web/app/**"]),
      ]),
    ),
    ...webFeatures.flatMap((feature) =>
      folderOverrides(`src/web/features/${feature}`, [
        ...webRules,
        rule(
          `A feature never imports another feature's files: move what ${feature} shares to components, lib or hooks.`,
          webFeatures.filter((f) => f !== feature).map((f) => `#web/features/${f}/**`),
        ),
      ]),
    ),
  ];
}

type BiomeConfig = { overrides?: { linter?: { rules?: { style?: object } } }[] };

export function biomeConfigWithBoundaries(config: BiomeConfig) {
  const others = (config.overrides ?? []).filter((o) => !o.linter?.rules?.style);
  return { ...config, overrides: [...others, ...importBoundaryOverrides()] };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = join(ROOT, "biome.json");
  const config = JSON.parse(readFileSync(path, "utf8"));
  writeFileSync(path, `${JSON.stringify(biomeConfigWithBoundaries(config), null, 2)}\n`);
  // Biome's own layout, so `npm run lint` stays clean after a regeneration.
  spawnSync(join(ROOT, "node_modules", ".bin", "biome"), ["format", "--write", "biome.json"], { cwd: ROOT });
  console.log(`biome.json: import boundaries for ${importBoundaryOverrides().length} folder groups`);
}
