import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";

/**
 * The command line shared by the corrector's scripts: an Essay-BR CSV (default: the development
 * set), `--prompts` (default: prompts.csv beside it, else the development prompts) and the
 * script's own options, each taking a value (`--name value` or `--name=value`).
 */
export function essayBrArgs<Name extends string>(optionNames: readonly Name[]) {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: Object.fromEntries(
      [...optionNames, "prompts"].map((name) => [name, { type: "string" as const }]),
    ),
    allowPositionals: true,
  });
  const named = values as Partial<Record<Name | "prompts", string>>;
  const essaysPath = resolve(positionals[0] ?? "content/essay-br/development.csv");
  const besides = join(dirname(essaysPath), "prompts.csv");
  const promptsPath = resolve(
    named.prompts ?? (existsSync(besides) ? besides : "content/essay-br/prompts.csv"),
  );
  return { essaysPath, promptsPath, values: named };
}
