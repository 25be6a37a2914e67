import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Auth } from "../auth/auth.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/index.ts";

export const DEMO_ADMIN_EMAIL = "admin@rumo.local";

/**
 * Creates the demo admin when no admin exists. The password is random and printed once in the
 * terminal; only its hash is stored.
 */
export async function ensureDemoAdmin(auth: Auth, db: Database, log: FastifyBaseLogger): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  if (existing) return;
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
  log.warn(
    `\n\n  Administrador de demonstração criado (mostrado só desta vez):\n    e-mail: ${DEMO_ADMIN_EMAIL}\n    senha:  ${password}\n  Entre em /admin/login e troque a senha.\n`,
  );
}
