import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "#domain/shared/error-codes";
import { MESSAGES } from "#domain/shared/messages";
import { createStaff, createStudent } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { registerErrorHandler } from "./errors.ts";

/** Plausible values for every field of the API, so each case fails only on the field under test. */
const SAMPLE: Record<string, string | number | boolean> = {
  fullName: "Ana Souza",
  email: "ana@exemplo.com.br",
  phone: "(11) 98765-4321",
  password: "estudo-forte-2026",
  confirmPassword: "estudo-forte-2026",
  acceptTerms: true,
  token: "abc",
  callbackURL: "/login",
  questionId: "00000000-0000-4000-8000-000000000000",
  answer: "A",
  secondsSpent: 10,
  redo: "true",
  path: "/pagina",
  referrer: "/inicio",
  birthDate: "2000-01-01",
  bio: "Gosto de exatas.",
  confirmation: "EXCLUIR",
  dreamCourse: "Medicina",
  university: "USP",
  preparationYears: 1,
  studyHoursPerDay: 2,
  examYear: 2027,
  weeklyGoal: 10,
  currentPassword: "estudo-forte-2026",
  newPassword: "outra-senha-forte-1",
  message: "Olá",
  q: "texto",
  ano: 2023,
  aplicacao: "regular",
  vestibular: "enem",
  categoria: "sociedade",
  dificuldade: "media",
  topicId: "00000000-0000-4000-8000-000000000000",
  content: "Texto da redação",
  title: "Título",
  subject: "matematica",
  id: "00000000-0000-4000-8000-000000000000",
  to: "ana@exemplo.com.br",
};

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: { "application/json"?: { schema?: { properties?: Record<string, unknown> } } } };
};
type Probe = {
  label: string;
  method: string;
  url: string;
  payload?: Record<string, unknown>;
  headers?: Record<string, string>;
};

/** One request per string field and parameter of every documented operation, with a NUL inside it. */
function nulProbes(paths: Record<string, Record<string, Operation>>): Probe[] {
  const probes: Probe[] = [];
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const parameters = op.parameters ?? [];
      const bodyFields = Object.keys(op.requestBody?.content?.["application/json"]?.schema?.properties ?? {});
      const targets = [
        ...parameters.map((p) => ({ where: p.in, name: p.name })),
        ...bodyFields.map((name) => ({ where: "body", name })),
      ];
      for (const target of targets) {
        const value = (name: string, where: string) =>
          name === target.name && where === target.where ? "a\u0000b" : SAMPLE[name];
        let url = path;
        for (const p of parameters.filter((p) => p.in === "path"))
          url = url.replace(`{${p.name}}`, encodeURIComponent(String(value(p.name, "path"))));
        const query = new URLSearchParams();
        for (const p of parameters.filter((p) => p.in === "query")) {
          const v = value(p.name, "query");
          if (v !== undefined) query.set(p.name, String(v));
        }
        // A browser cannot send a NUL in a header, but any other client can.
        const headers = target.where === "header" ? { [target.name]: "a\u0000b" } : undefined;
        probes.push({
          label: `${method.toUpperCase()} ${path} ${target.where}:${target.name}`,
          method: method.toUpperCase(),
          url: query.size > 0 ? `${url}?${query}` : url,
          ...(headers ? { headers } : {}),
          ...(bodyFields.length > 0
            ? { payload: Object.fromEntries(bodyFields.map((f) => [f, value(f, "body")])) }
            : {}),
        });
      }
    }
  }
  return probes;
}

function cursor(text: string): string {
  return Buffer.from(text).toString("base64url");
}
const SOME_ID = "00000000-0000-4000-8000-000000000000";
const ONE_MEGABYTE_TEXT = "x".repeat(1024 * 1024 - 200);

/** Inputs that reached the database or a decoder and answered 500 before. */
const MALFORMED: Probe[] = [
  {
    label: "impossible birth date",
    method: "PUT",
    url: "/api/profile/",
    payload: { fullName: "Ana Souza", phone: "", birthDate: "2000-02-31", bio: "" },
  },
  {
    label: "29 February of a common year",
    method: "PUT",
    url: "/api/profile/",
    payload: { fullName: "Ana Souza", phone: "", birthDate: "2001-02-29", bio: "" },
  },
  { label: "percent sign as tutor", method: "GET", url: "/api/chat/%25/messages" },
  { label: "broken escape in the path", method: "GET", url: "/api/chat/%/messages" },
  {
    label: "chat cursor before year 1",
    method: "GET",
    url: `/api/chat/matematica/messages?before=${cursor(`-100000-01-01T00:00:00.000Z|${SOME_ID}`)}`,
  },
  {
    label: "chat cursor far in the future",
    method: "GET",
    url: `/api/chat/matematica/messages?before=${cursor(`+275000-01-01T00:00:00.000Z|${SOME_ID}`)}`,
  },
  { label: "chat cursor that is not one", method: "GET", url: "/api/chat/matematica/messages?before=@@@" },
  {
    label: "history cursor before year 1",
    method: "GET",
    url: `/api/chat-history?cursor=${cursor(`-100000-01-01T00:00:00.000Z|${SOME_ID}`)}`,
  },
  {
    label: "history cursor far in the future",
    method: "GET",
    url: `/api/chat-history?cursor=${cursor(`+275000-01-01T00:00:00.000Z|${SOME_ID}`)}`,
  },
  {
    label: "1 MB current password",
    method: "POST",
    url: "/api/profile/password",
    payload: {
      currentPassword: ONE_MEGABYTE_TEXT,
      newPassword: "outra-senha-forte-1",
      confirmPassword: "outra-senha-forte-1",
    },
  },
  {
    label: "1 MB password to delete the account",
    method: "DELETE",
    url: "/api/profile/",
    payload: { confirmation: "EXCLUIR", password: ONE_MEGABYTE_TEXT },
  },
  {
    label: "1 MB reset token",
    method: "POST",
    url: "/api/auth/reset-password",
    payload: {
      token: ONE_MEGABYTE_TEXT,
      password: "outra-senha-forte-1",
      confirmPassword: "outra-senha-forte-1",
    },
  },
];

/** English words a pt-BR message never has: what Fastify's and Node's default bodies say. */
const ENGLISH = /\b(the|is|not|must|invalid|expected|error|request|valid|url|component)\b/i;

function expectPtBrError(res: { statusCode: number; body: string }, label: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(400);
  const body = JSON.parse(res.body) as { code: string; message: string };
  expect(ERROR_CODES, label).toContain(body.code);
  expect(body.message, label).toBeTruthy();
  expect(body.message, label).not.toMatch(ENGLISH);
}

let t: TestApp;
let cookie: string;
/** The back office's routes refuse a student before reading input: their probes go as an admin. */
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await createStudent(t));
  ({ cookie: adminCookie } = await createStaff(t, "admin"));
});
afterAll(async () => {
  await t?.close();
});

describe("malformed input gets a 400 in pt-BR, never a 500", () => {
  it("refuses a NUL character in every string field and parameter of the API", async () => {
    const doc = (await t.app.inject("/api/docs/json")).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const probes = nulProbes(doc.paths);
    expect(probes.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const [i, probe] of probes.entries()) {
      const res = await t.app.inject({
        method: probe.method as "GET",
        url: probe.url,
        // Each probe comes from its own address, so per-IP limits never answer first.
        headers: {
          cookie: probe.url.startsWith("/api/admin/") ? adminCookie : cookie,
          "x-forwarded-for": `10.77.${i >> 8}.${i & 255}`,
          ...probe.headers,
        },
        ...(probe.payload ? { payload: probe.payload } : {}),
      });
      const body = res.statusCode === 400 ? (res.json() as { code: string; message: string }) : null;
      if (body?.code !== "VALIDATION_ERROR" || body.message !== MESSAGES.generic.invalidCharacter)
        wrong.push(`${res.statusCode} ${probe.label} ${res.body.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(MALFORMED.map((p) => [p.label, p] as const))("%s", async (_label, probe) => {
    const res = await t.app.inject({
      method: probe.method as "GET",
      url: probe.url,
      headers: { cookie },
      ...(probe.payload ? { payload: probe.payload } : {}),
    });
    expectPtBrError(res, probe.label);
  });

  it("answers a body over the size limit with 413 in pt-BR, not Fastify's code", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/profile/",
      headers: { cookie },
      payload: { fullName: "Ana Souza", phone: "", birthDate: "", bio: "a".repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: "PAYLOAD_TOO_LARGE", message: MESSAGES.generic.payloadTooLarge });
  });

  it("still saves a real leap day", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/profile/",
      headers: { cookie },
      payload: { fullName: "Ana Souza", phone: "", birthDate: "2004-02-29", bio: "" },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("headers over the server's limit", () => {
  it("answer 431 with the API's error shape in pt-BR", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, path: "/api/health", headers: { "x-filler": "a".repeat(20 * 1024) } },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk) => {
            body += chunk;
          });
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              type: String(response.headers["content-type"]),
              body,
            }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(res.status).toBe(431);
    expect(res.type).toContain("application/json");
    expect(JSON.parse(res.body)).toEqual({
      code: "REQUEST_HEADER_TOO_LARGE",
      message: MESSAGES.generic.headersTooLarge,
    });
  });
});

describe("driver errors that still reach the error handler", () => {
  it("answer 400 when the database refuses a value, 503 when it cannot be reached", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get("/refused", async () => t.database.db.execute(sql`select ${"2000-02-31"}::date`));
    app.get("/nul", async () => t.database.db.execute(sql`select ${"a\u0000b"}::text`));
    app.get("/gone", async () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    });
    app.get("/missing-database", async () => {
      throw Object.assign(new Error('database "rumo" does not exist'), { code: "3D000", severity: "FATAL" });
    });
    try {
      for (const url of ["/refused", "/nul"]) {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({ code: "VALIDATION_ERROR", message: MESSAGES.generic.validation });
      }
      for (const url of ["/gone", "/missing-database"]) {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(503);
        expect(res.json(), url).toEqual({
          code: "DATABASE_UNAVAILABLE",
          message: MESSAGES.generic.databaseUnavailable,
        });
      }
    } finally {
      await app.close();
    }
  });
});
