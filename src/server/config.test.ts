import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const dataDir = () => mkdtempSync(join(tmpdir(), "rumo-config-"));

describe("configuration", () => {
  it("runs on a laptop with no settings: PGlite, outbox, generated secret kept in the data folder", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.databaseUrl).toBeUndefined();
    expect(first.smtpUrl).toBeUndefined();
    expect(first.port).toBe(3000);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first.authSecret);
  });

  it("refuses production without SMTP, secret and public URL", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir() });
    } catch (error) {
      expect(String(error)).toContain("SMTP_URL");
      expect(String(error)).toContain("AUTH_SECRET");
    }
  });

  it("refuses a Stripe secret key without the webhook secret, and keys that are not Stripe's", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: "sk_test_123" })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: "pk_test_123", STRIPE_WEBHOOK_SECRET: "whsec_1" }),
    ).toThrow(/STRIPE_SECRET_KEY/);
    const config = loadConfig({
      DATA_DIR: dataDir(),
      STRIPE_SECRET_KEY: "sk_test_123",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect(config.stripe).toMatchObject({ secretKey: "sk_test_123", apiBase: "http://127.0.0.1:12111" });
  });

  it("accepts production when everything is given", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      DATA_DIR: dataDir(),
      SMTP_URL: "smtp://mail.exemplo.com:587",
      AUTH_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://rumo.exemplo.com",
    });
    expect(config.publicUrl).toBe("https://rumo.exemplo.com");
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ APP_TIMEZONE: "Lua/Crateras" }, "APP_TIMEZONE"],
    [{ AI_BASE_URL: "http://localhost:11434/v1" }, "AI_MODEL"],
  ])("names the bad variable: %j", (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });
});
