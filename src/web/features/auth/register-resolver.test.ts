import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import type { RegisterInput } from "#domain/auth/schemas";
import { MESSAGES } from "#domain/shared/messages";
import { registerResolver } from "./register-resolver.ts";

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<RegisterInput>;
const valid: RegisterInput = {
  fullName: "Ana Souza",
  email: "ana@exemplo.com.br",
  phone: "(11) 98765-4321",
  password: "estudo-forte-2026",
  confirmPassword: "estudo-forte-2026",
  acceptTerms: true,
};

describe("sign-up validation", () => {
  it("shows the password mismatch together with the unticked terms", async () => {
    const { errors } = await registerResolver(
      { ...valid, confirmPassword: "outra-senha-2026", acceptTerms: false as true },
      undefined,
      options,
    );
    expect(errors.acceptTerms?.message).toBe(MESSAGES.auth.termsRequired);
    expect(errors.confirmPassword?.message).toBe(MESSAGES.auth.passwordsDontMatch);
  });

  it("shows the mismatch alone, and nothing for a valid form", async () => {
    const mismatch = await registerResolver(
      { ...valid, confirmPassword: "outra-senha-2026" },
      undefined,
      options,
    );
    expect(Object.keys(mismatch.errors)).toEqual(["confirmPassword"]);
    const ok = await registerResolver(valid, undefined, options);
    expect(ok.errors).toEqual({});
  });

  it("keeps 'required' for an empty confirmation", async () => {
    const { errors } = await registerResolver(
      { ...valid, confirmPassword: "", acceptTerms: false as true },
      undefined,
      options,
    );
    expect(errors.confirmPassword?.message).toBe(MESSAGES.auth.requiredField);
  });
});
