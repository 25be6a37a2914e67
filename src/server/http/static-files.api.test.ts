import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { IMMUTABLE_CACHE } from "#server/http/spa";
import { ROOT_DIR } from "#server/paths";
import { createTestDatabase, type TestDatabase } from "#server/test-support/test-database";

/**
 * The built SPA as `npm run build` leaves it (a small stand-in made here, precompressed by the
 * build's own step), served by the real app: caching, precompressed files, and the API's rate limit.
 */
const dist = mkdtempSync(join(tmpdir(), "rumo-web-dist-"));
const ASSET = "assets/index-Ab12Cd34.js";
const FONT = "assets/inter-latin-Xy98Zw76.woff2";
let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  mkdirSync(join(dist, "assets"));
  const script = Array.from(
    { length: 400 },
    (_, i) => `export function passo${i}(x){return x*${i}+"resposta ${i % 7}";}\n`,
  ).join("");
  writeFileSync(join(dist, ASSET), script);
  writeFileSync(join(dist, FONT), randomBytes(4096));
  writeFileSync(
    join(dist, "index.html"),
    `<!doctype html><html lang="pt-BR"><head><script type="module" src="/${ASSET}"></script></head><body>${"<div></div>".repeat(200)}</body></html>`,
  );
  // The build's own step, as `npm run build` runs it.
  const step = spawnSync(process.execPath, [join(ROOT_DIR, "scripts", "precompress.mjs"), dist], {
    encoding: "utf8",
  });
  expect(step.status, step.stderr).toBe(0);
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: mkdtempSync(join(tmpdir(), "rumo-data-")),
    PUBLIC_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
    TRUST_PROXY: "true",
  });
  app = await buildApp({ config, database, logger: false, webDistDir: dist });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  rmSync(dist, { recursive: true, force: true });
});

const file = (name: string) => readFileSync(join(dist, name));
const get = (url: string, acceptEncoding?: string, ip = "198.51.100.1") =>
  app.inject({
    url,
    headers: { "x-forwarded-for": ip, ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) },
  });

describe("the build step precompresses the SPA", () => {
  it("writes .br and .gz next to text files, not next to already-compressed fonts", () => {
    for (const name of [ASSET, "index.html"]) {
      expect(file(`${name}.br`).length).toBeLessThan(file(name).length);
      expect(file(`${name}.gz`).length).toBeLessThan(file(name).length);
    }
    expect(existsSync(join(dist, `${FONT}.br`))).toBe(false);
    expect(existsSync(join(dist, `${FONT}.gz`))).toBe(false);
  });
});

describe("static files", () => {
  it("caches hashed assets for a year as immutable", async () => {
    const res = await get(`/${ASSET}`, "br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get(`/${FONT}`)).headers["cache-control"]).toBe(IMMUTABLE_CACHE);
  });

  it("never caches index.html, asked for by name or as the page of an app address", async () => {
    for (const url of ["/index.html", "/", "/dashboard", "/pagina-que-nao-existe"]) {
      const res = await get(url, "br, gzip");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-type"], url).toContain("text/html");
    }
    expect((await get("/pagina-que-nao-existe")).statusCode).toBe(404);
  });

  it("sends the brotli file as it is when the browser accepts br", async () => {
    const res = await get(`/${ASSET}`, "gzip, deflate, br");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toContain("javascript");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(file(`${ASSET}.br`))).toBe(true);
    expect(Number(res.headers["content-length"])).toBe(file(`${ASSET}.br`).length);
  });

  it("sends the gzip file when the browser accepts only gzip", async () => {
    const res = await get(`/${ASSET}`, "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.rawPayload.equals(file(`${ASSET}.gz`))).toBe(true);
  });

  it("sends the plain file when the browser accepts no compression", async () => {
    for (const accept of [undefined, "identity"]) {
      const res = await get(`/${ASSET}`, accept);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.rawPayload.equals(file(ASSET))).toBe(true);
    }
  });

  it("serves index.html precompressed too, the SPA fallback included", async () => {
    for (const url of ["/index.html", "/dashboard"]) {
      const res = await get(url, "br");
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.rawPayload.equals(file("index.html.br")), url).toBe(true);
    }
    const gz = await get("/exercises", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.rawPayload.equals(file("index.html.gz"))).toBe(true);
  });

  it("sends fonts as they are, never compressed again", async () => {
    const res = await get(`/${FONT}`, "br, gzip");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.rawPayload.equals(file(FONT))).toBe(true);
  });

  it("does not publish the precompressed copies as addresses of their own", async () => {
    expect((await get(`/${ASSET}.br`)).statusCode).toBe(404);
  });

  it("keeps compressing API JSON on the fly", async () => {
    const res = await get("/api/docs/json", "br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
  });
});

describe("the API's rate limit and the SPA", () => {
  it("never refuses the app's files to one busy address, while its API calls are still limited", async () => {
    const school = "203.0.113.50";
    // More than the 600 requests a minute one address may make to the API.
    for (let i = 0; i < 650; i++) {
      const url = [`/${ASSET}`, "/index.html", "/dashboard", `/${FONT}`][i % 4]!;
      const res = await get(url, "br", school);
      expect(res.statusCode, `${url} #${i}`).toBe(200);
    }
    const codes: number[] = [];
    for (let i = 0; i < 601; i++) codes.push((await get("/api/health", undefined, school)).statusCode);
    expect(codes.slice(0, 600).every((c) => c === 200)).toBe(true);
    expect(codes[600]).toBe(429);
    // Still served while the address is over the API's limit.
    expect((await get(`/${ASSET}`, "br", school)).statusCode).toBe(200);
  });
});
