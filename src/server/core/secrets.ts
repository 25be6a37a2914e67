import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Encryption at rest for secrets kept in system_settings (API keys): AES-256-GCM with a key
 * derived from AUTH_SECRET through HKDF, so no second secret has to be managed. The stored form is
 * "v1." + base64url(iv ‖ tag ‖ ciphertext); the version lets the scheme change without guessing.
 */
const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretDecryptionError extends Error {}

function keyFrom(authSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret, "rumo:system_settings", "secrets:v1", 32));
}

export function encryptSecret(plain: string, authSecret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(authSecret), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** Throws SecretDecryptionError when the value was not encrypted with this AUTH_SECRET or was altered. */
export function decryptSecret(stored: string, authSecret: string): string {
  const [version, payload] = stored.split(".", 2);
  if (version !== VERSION || !payload) throw new SecretDecryptionError("unknown secret format");
  const raw = Buffer.from(payload, "base64url");
  if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretDecryptionError("secret too short");
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(authSecret), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new SecretDecryptionError("secret could not be decrypted (wrong AUTH_SECRET or altered value)");
  }
}
