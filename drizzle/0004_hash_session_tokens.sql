-- Session rows keep only the SHA-256 (hex) of the token the cookie carries (src/server/core/session-tokens.ts).
-- Hashing the tokens already stored keeps every open session valid across the upgrade.
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');
