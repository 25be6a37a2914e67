import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, Resolver } from "react-hook-form";
import { type RegisterInput, registerSchema } from "#domain/auth/schemas";
import { MESSAGES } from "#domain/shared/messages";

const schemaResolver = zodResolver(registerSchema);

/**
 * The sign-up form's validation. The schema compares the passwords only once every field is
 * valid, so with the terms unticked the mismatch would wait for a second try; the form shows
 * every field's error at once.
 */
export const registerResolver: Resolver<RegisterInput> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const errors = result.errors as FieldErrors<RegisterInput>;
  const mismatch =
    values.confirmPassword !== "" && values.password !== values.confirmPassword && !errors.confirmPassword;
  if (!mismatch || Object.keys(errors).length === 0)
    return result as Awaited<ReturnType<Resolver<RegisterInput>>>;
  return {
    values: {},
    errors: {
      ...errors,
      confirmPassword: { type: "custom", message: MESSAGES.auth.passwordsDontMatch },
    },
  };
};
