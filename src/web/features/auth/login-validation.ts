import type { LoginInput } from "#domain/auth/schemas";

export type LoginField = keyof LoginInput;
export type LoginErrors = Partial<Record<LoginField, string>>;
export type LoginValues = { email: string; password: string };

type Schema = typeof import("#domain/auth/schemas")["loginSchema"];
let schema: Promise<Schema> | undefined;

/**
 * The sign-in's zod schema (src/domain, the one the server applies), fetched on demand: the sign-in
 * is a first page and paints without zod (~25 kB compressed); `prefetchLoginSchema` asks for it when
 * the student starts on the form, and the first validation waits for it if it has not arrived.
 */
function loadSchema(): Promise<Schema> {
  schema ??= import("#domain/auth/schemas").then((m) => m.loginSchema);
  // A failed fetch (offline) is tried again on the next validation.
  schema.catch(() => {
    schema = undefined;
  });
  return schema;
}

export function prefetchLoginSchema(): void {
  void loadSchema().catch(() => {});
}

/** The values as the server will read them (e-mail trimmed), or the first message for each field. */
export async function validateLogin(
  values: LoginValues,
): Promise<{ data: LoginValues; errors: null } | { data: null; errors: LoginErrors }> {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "password") && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}
