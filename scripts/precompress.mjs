// Step of `npm run build`, after `vite build`: writes a brotli (.br, highest quality) and a gzip
// (.gz, level 9) copy next to every compressible file of the built SPA, so the server sends those
// files as they are instead of compressing the same bundle again on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text, compressed in brotli's text mode. */
const TEXT = new Set([
  "js",
  "mjs",
  "cjs",
  "css",
  "html",
  "htm",
  "svg",
  "json",
  "webmanifest",
  "map",
  "txt",
  "xml",
  "csv",
  "md",
]);

/** Text and uncompressed fonts. Already-compressed formats (woff/woff2, png, jpg, webp…) are left alone. */
export const PRECOMPRESSED_EXTENSIONS = new Set([...TEXT, "ico", "wasm", "ttf", "otf", "eot"]);

const extensionOf = (file) => file.slice(file.lastIndexOf(".") + 1).toLowerCase();

export function isPrecompressible(file) {
  return file.includes(".") && PRECOMPRESSED_EXTENSIONS.has(extensionOf(file));
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Compresses every eligible file under `dir`; answers what was written (bytes before and after). */
export async function precompressDir(dir) {
  const files = filesUnder(dir).filter((f) => isPrecompressible(f));
  return Promise.all(
    files.map(async (file) => {
      const data = readFileSync(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: TEXT.has(extensionOf(file))
              ? constants.BROTLI_MODE_TEXT
              : constants.BROTLI_MODE_GENERIC,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: 9 }),
      ]);
      // Written even when a tiny file does not shrink: the server then never compresses on the fly.
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipped);
      return { file, bytes: data.length, br: br.length, gzip: gzipped.length };
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? join(fileURLToPath(new URL("..", import.meta.url)), "dist", "web");
  const started = performance.now();
  const written = await precompressDir(dir);
  const total = (key) => written.reduce((sum, w) => sum + w[key], 0);
  const kb = (n) => `${(n / 1024).toFixed(0)} kB`;
  console.log(
    `precompress: ${written.length} files, ${kb(total("bytes"))} → br ${kb(total("br"))}, gzip ${kb(total("gzip"))} (${Math.round(performance.now() - started)} ms)`,
  );
}
