import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_OUTBOX_LOCAL_ONLY } from "#server/mail/dev-routes";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logLines });
});
afterAll(async () => {
  await t?.close();
});

describe("HTTP basics", () => {
  it("answers health and readiness", async () => {
    expect((await t.app.inject("/api/health")).json()).toEqual({ status: "ok" });
    expect((await t.app.inject("/api/ready")).json()).toEqual({ status: "ready" });
  });

  it("sends security headers with a CSP that allows no inline script", async () => {
    const res = await t.app.inject("/api/health");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // X-Frame-Options: SAMEORIGIN would contradict frame-ancestors 'none'.
    expect(res.headers["x-frame-options"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["x-request-id"]).toBeTruthy();
  });

  it("answers an unknown API path with a pt-BR JSON error", async () => {
    const res = await t.app.inject("/api/nao-existe");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "NOT_FOUND", message: "Página ou recurso não encontrado." });
  });

  it("answers invalid JSON with a 400 and a pt-BR message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Verifique os dados informados.");
  });

  it("publishes the OpenAPI document and its docs page", async () => {
    const doc = (await t.app.inject("/api/docs/json")).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/auth/register", "/api/auth/login"]));
    const page = await t.app.inject("/api/docs/");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("lists the 11 active subjects in alphabetical order", async () => {
    const { subjects } = (await t.app.inject("/api/subjects")).json() as {
      subjects: { name: string; slug: string }[];
    };
    expect(subjects).toHaveLength(11);
    const names = subjects.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "pt-BR")));
    expect(subjects.find((s) => s.name === "Matemática")?.slug).toBe("matematica");
  });

  it("logs the missing path the SPA reports, without its query string secrets", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/telemetry/not-found",
      payload: { path: "/pagina-que-nao-existe?token=segredo" },
    });
    expect(res.statusCode).toBe(204);
    const entry = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === "page not found");
    expect(entry?.path).toContain("/pagina-que-nao-existe");
    expect(JSON.stringify(entry)).not.toContain("segredo");
  });

  it("serves the development outbox only to the machine running Rumo", async () => {
    expect((await t.app.inject({ url: "/dev/emails" })).statusCode).toBe(200);
    const remote = { remoteAddress: "203.0.113.7" };
    const page = await t.app.inject({ url: "/dev/emails", ...remote });
    expect(page.statusCode).toBe(403);
    expect(page.json().message).toBe(DEV_OUTBOX_LOCAL_ONLY);
    const json = await t.app.inject({
      url: "/api/dev/emails",
      headers: { "x-forwarded-for": "127.0.0.1" },
      ...remote,
    });
    expect(json.statusCode).toBe(403);
  });
});
