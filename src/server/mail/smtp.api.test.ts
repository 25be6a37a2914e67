import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, uniqueEmail, VALID_PASSWORD } from "#server/test-support/test-app";

/** A real SMTP server on localhost receives what Rumo sends when SMTP_URL is set. */
type Received = { to: string[]; raw: string };
const received: Received[] = [];
let server: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Rumo <ola@rumo.test>" },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("SMTP delivery", () => {
  it("sends the confirmation e-mail over SMTP, with HTML and text, and keeps no outbox", async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        fullName: "Helena Prado",
        email,
        phone: "(11) 98888-7777",
        password: VALID_PASSWORD,
        confirmPassword: VALID_PASSWORD,
        acceptTerms: true,
      },
    });
    expect(res.statusCode).toBe(201);
    await expect.poll(() => received.find((m) => m.to.includes(email))).toBeTruthy();
    const message = received.find((m) => m.to.includes(email))!;
    expect(message.raw).toContain("From: Rumo <ola@rumo.test>");
    expect(message.raw).toMatch(/Subject: .*Confirme/);
    expect(message.raw).toContain("text/html");
    expect(message.raw).toContain("text/plain");
    expect(message.raw).toContain("verify-email");
    expect((await t.app.inject("/api/dev/emails")).statusCode).toBe(404);
  });

  it("reports a failed delivery of the reset e-mail with the spec's message", async () => {
    const broken = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:1" } });
    try {
      const email = uniqueEmail();
      await broken.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: {
          fullName: "Teste Falha",
          email,
          phone: "(11) 98888-7777",
          password: VALID_PASSWORD,
          confirmPassword: VALID_PASSWORD,
          acceptTerms: true,
        },
      });
      const res = await broken.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe("Erro ao enviar email de recuperação. Tente novamente.");
    } finally {
      await broken.close();
    }
  });
});
