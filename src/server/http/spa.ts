import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isAppPath } from "#domain/shared/routes";

/**
 * Serves the built SPA; every non-API path falls back to index.html so the client router decides,
 * with HTTP 404 for an address that is none of the app's pages.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(join(webDistDir, "index.html"));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Hashed assets never change; index.html must always be revalidated.
        if (path.includes(`${join(webDistDir, "assets")}`))
          res.setHeader("cache-control", "public, max-age=31536000, immutable");
        else res.setHeader("cache-control", "no-cache");
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
        .header("cache-control", "no-cache")
        .sendFile("index.html");
    if (wantsPage)
      return reply
        .status(503)
        .type("text/plain; charset=utf-8")
        .send("A interface do Rumo ainda não foi construída. Rode `npm run build` ou use `npm start`.");
    return reply.status(404).send({ code: "NOT_FOUND", message: "Página ou recurso não encontrado." });
  });
}
