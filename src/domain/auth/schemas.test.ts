import { describe, expect, it } from "vitest";
import { MESSAGES } from "#domain/shared/messages";
import { loginSchema, registerSchema, resetPasswordSchema } from "./schemas.ts";

const valid = {
  fullName: "Ana Souza",
  email: "Ana@Exemplo.com ",
  phone: "(11) 98765-4321",
  password: "segredo-bom",
  confirmPassword: "segredo-bom",
  acceptTerms: true,
};

function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe("register schema", () => {
  it("normalises e-mail and phone", () => {
    const parsed = registerSchema.parse(valid);
    expect(parsed.email).toBe("ana@exemplo.com");
    expect(parsed.phone).toBe("11987654321");
  });

  it("accepts exactly 6 characters and refuses 5", () => {
    expect(
      registerSchema.safeParse({ ...valid, password: "abc12x", confirmPassword: "abc12x" }).success,
    ).toBe(true);
    expect(
      firstError(registerSchema.safeParse({ ...valid, password: "abc12", confirmPassword: "abc12" })),
    ).toBe(MESSAGES.auth.weakPasswordBody);
  });

  it("refuses common passwords whatever their case", () => {
    expect(
      firstError(registerSchema.safeParse({ ...valid, password: "Senha123", confirmPassword: "Senha123" })),
    ).toBe(MESSAGES.auth.commonPassword);
  });

  it("requires matching passwords and accepted terms", () => {
    expect(firstError(registerSchema.safeParse({ ...valid, confirmPassword: "outra" }))).toBe(
      MESSAGES.auth.passwordsDontMatch,
    );
    expect(firstError(registerSchema.safeParse({ ...valid, acceptTerms: false }))).toBe(
      MESSAGES.auth.termsRequired,
    );
  });

  it("requires every field", () => {
    const result = registerSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.length).toBeGreaterThanOrEqual(5);
  });
});

describe("login and reset schemas", () => {
  it("login needs an e-mail and a password", () => {
    expect(loginSchema.safeParse({ email: "x@y.com", password: "" }).success).toBe(false);
    expect(loginSchema.safeParse({ email: "x@y.com", password: "qualquer" }).success).toBe(true);
  });
  it("reset applies the same match and length rules", () => {
    expect(
      firstError(resetPasswordSchema.safeParse({ token: "t", password: "abc", confirmPassword: "abc" })),
    ).toBe(MESSAGES.auth.weakPasswordBody);
    expect(
      firstError(
        resetPasswordSchema.safeParse({ token: "t", password: "abcdef-1", confirmPassword: "abcdef-2" }),
      ),
    ).toBe(MESSAGES.auth.passwordsDontMatch);
  });
});
