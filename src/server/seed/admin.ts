import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Auth } from "#server/core/auth";
import type { Database } from "#server/db/client";
import { users } from "#server/db/schema/index";

export const DEMO_ADMIN_EMAIL = "admin@rumo.local";

export type DemoAdminCredentials = { email: string; password: string };

/**
 * Creates the demo admin when no admin exists and returns its random password, for the caller to
 * print once in the terminal. Only its hash is stored, and it never goes through the logger.
 */
export async function ensureDemoAdmin(auth: Auth, db: Database): Promise<DemoAdminCredentials | null> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  if (existing) return null;
  const ctx = await auth.$context;
  const password = randomBytes(12).toString("base64url");
  const user = await ctx.internalAdapter.createUser(
    {
      email: DEMO_ADMIN_EMAIL,
      name: "Administração Rumo",
      emailVerified: true,
      role: "admin",
    },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(password),
  });
  return { email: DEMO_ADMIN_EMAIL, password };
}

/**
 * What the terminal shows once the demo admin exists: its credentials and where it signs in, the
 * back office's own sign-in page (/admin/login, a session of 8 hours).
 */
export function demoAdminNotice(credentials: DemoAdminCredentials, publicUrl: string): string {
  return [
    "",
    "  Administrador de demonstração criado (mostrado só desta vez; guarde a senha):",
    `    e-mail: ${credentials.email}`,
    `    senha:  ${credentials.password}`,
    `    entrar: ${publicUrl}/admin/login`,
    "  Esta conta entra no Painel Administrativo pela tela /admin/login (sessão de 8 horas).",
    "",
    "",
  ].join("\n");
}

/** Written straight to the terminal (not a log record), once, when the demo admin is created. */
export function printDemoAdmin(credentials: DemoAdminCredentials | null, publicUrl: string): void {
  if (!credentials) return;
  process.stdout.write(demoAdminNotice(credentials, publicUrl));
}
