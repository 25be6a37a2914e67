import { existsSync } from "node:fs";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isAppPath } from "#domain/shared/routes";

/** Vite puts a content hash in every file name under assets/, so such a file never changes. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** index.html names the current hashed files: the browser must ask again every time. */
export const REVALIDATE_CACHE = "no-cache";

const ALREADY_COMPRESSED = /\.(woff2?|png|jpe?g|gif|webp|avif|mp3|mp4|webm|zip)$/i;

/**
 * Paths the API's rate limit leaves alone: the built SPA (its pages and files). A school's class
 * behind one address loads the same bundle many times; only `/api` (and the development outbox)
 * count against the limit.
 */
export function isSpaRequest(url: string): boolean {
  return !/^\/(api|dev)(\/|\?|$)/.test(url);
}

/**
 * Serves the built SPA; every non-API path falls back to index.html so the client router decides,
 * with HTTP 404 for an address that is none of the app's pages. Files are sent as the build
 * precompressed them (`scripts/precompress.mjs`: `.br`, `.gz` next to each), never compressed
 * again per request.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(join(webDistDir, "index.html"));
  const assetsDir = join(webDistDir, "assets") + sep;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The precompressed copies are chosen by Accept-Encoding, not addressed directly.
      globIgnore: ["**/*.br", "**/*.gz"],
      preCompressed: true,
      // Otherwise send() writes its own cache-control (max-age=0) over the one set below.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader("cache-control", path.startsWith(assetsDir) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
        // The same address answers br, gzip or plain bytes (formats already compressed have no copies).
        if (!ALREADY_COMPRESSED.test(path)) res.setHeader("vary", "accept-encoding");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const wantsPage = request.method === "GET" && !path.startsWith("/api/") && !/\.[a-z0-9]+$/i.test(path);
    // An address the app has no page for still gets the app (its 'not found' page), but as a 404.
    if (wantsPage && hasBuild)
      return reply
        .status(isAppPath(path) ? 200 : 404)
        .header("cache-control", REVALIDATE_CACHE)
        .sendFile("index.html");
    if (wantsPage)
      return reply
        .status(503)
        .type("text/plain; charset=utf-8")
        .send("A interface do Rumo ainda não foi construída. Rode `npm run build` ou use `npm start`.");
    return reply.status(404).send({ code: "NOT_FOUND", message: "Página ou recurso não encontrado." });
  });
}
