import { describe, expect, it } from "vitest";
import { redactUrl } from "./security.ts";

describe("logged URLs", () => {
  it("hide token values", () => {
    expect(redactUrl("/reset-password?token=abc123")).toBe("/reset-password?token=[redacted]");
    expect(redactUrl("/api/auth/verify-email?token=eyJ.x.y&callbackURL=%2Flogin")).toBe(
      "/api/auth/verify-email?token=[redacted]&callbackURL=%2Flogin",
    );
    expect(redactUrl("/x?access_token=a&refresh_token=b")).toBe(
      "/x?access_token=[redacted]&refresh_token=[redacted]",
    );
    expect(redactUrl("/exercises?q=token")).toBe("/exercises?q=token");
  });
});
