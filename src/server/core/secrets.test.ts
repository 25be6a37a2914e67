import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret, SecretDecryptionError } from "./secrets.ts";

const SECRET = "a-very-long-auth-secret-for-the-tests-0123456789";

describe("secrets at rest", () => {
  it("round-trips, with a fresh IV each time", () => {
    const a = encryptSecret("sk-test-ção-🔑", SECRET);
    const b = encryptSecret("sk-test-ção-🔑", SECRET);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\./);
    expect(a).not.toContain("sk-test");
    expect(decryptSecret(a, SECRET)).toBe("sk-test-ção-🔑");
    expect(decryptSecret(b, SECRET)).toBe("sk-test-ção-🔑");
    expect(decryptSecret(encryptSecret("", SECRET), SECRET)).toBe("");
  });

  it("refuses another AUTH_SECRET, an altered value and unknown formats", () => {
    const stored = encryptSecret("sk-live", SECRET);
    expect(() => decryptSecret(stored, `${SECRET}x`)).toThrow(SecretDecryptionError);
    const payload = Buffer.from(stored.slice(3), "base64url");
    payload[payload.length - 1] = (payload[payload.length - 1] ?? 0) ^ 1;
    expect(() => decryptSecret(`v1.${payload.toString("base64url")}`, SECRET)).toThrow(SecretDecryptionError);
    expect(() => decryptSecret("sk-plain-text", SECRET)).toThrow(SecretDecryptionError);
    expect(() => decryptSecret("v1.abc", SECRET)).toThrow(SecretDecryptionError);
  });
});
