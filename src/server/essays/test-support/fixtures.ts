import { and, eq } from "drizzle-orm";
import {
  essayWebhooks,
  subscriptionPlans,
  systemSettings,
  userSubscriptions,
  users,
} from "#server/db/schema/index";
import type { EssayWebhookType } from "#server/essays/webhooks";
import { ESSAY_WEBHOOK_TIMEOUT_KEY } from "#server/essays/webhooks";
import { sessionCookie, type TestApp, uniqueEmail, VALID_PASSWORD } from "#server/test-support/test-app";

/** Gives the student an active paid subscription (the autoral topics need one). */
export async function subscribe(t: TestApp, userId: string, slug = "estudante"): Promise<void> {
  const [plan] = await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, slug));
  if (!plan) throw new Error(`plan ${slug} missing`);
  await t.database.db.insert(userSubscriptions).values({
    userId,
    planId: plan.id,
    status: "active",
    amount: plan.monthlyPrice,
    endsAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
  });
}

export async function setWebhook(t: TestApp, type: EssayWebhookType, url: string | null): Promise<void> {
  await t.database.db.delete(essayWebhooks).where(eq(essayWebhooks.type, type));
  if (url) await t.database.db.insert(essayWebhooks).values({ type, url, active: true });
}

export async function setSetting(t: TestApp, key: string, value: string | null): Promise<void> {
  await t.database.db.delete(systemSettings).where(and(eq(systemSettings.key, key)));
  if (value !== null) await t.database.db.insert(systemSettings).values({ key, value, category: "ai" });
}

/** Short webhook timeouts keep the failure tests fast. */
export const useShortWebhookTimeout = (t: TestApp, ms = 800) =>
  setSetting(t, ESSAY_WEBHOOK_TIMEOUT_KEY, String(ms));

/** Points the essays at a local model server (system_settings, as an admin would). */
export async function useModel(t: TestApp, baseUrl: string | null): Promise<void> {
  await setSetting(t, "ai_base_url", baseUrl);
  await setSetting(t, "ai_model", baseUrl ? "fake-model" : null);
}

let address = 0;

/**
 * A confirmed, signed-in student, each from its own client address: sign-ups are limited per IP
 * and these suites need more students than one address may create in an hour.
 */
export async function newStudent(t: TestApp, fullName = "Ana Beatriz Souza") {
  address += 1;
  const headers = { "x-forwarded-for": `10.88.${Math.floor(address / 250)}.${(address % 250) + 1}` };
  const email = uniqueEmail("redacao");
  const password = VALID_PASSWORD;
  const register = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    headers,
    payload: {
      fullName,
      email,
      phone: "(11) 98765-4321",
      password,
      confirmPassword: password,
      acceptTerms: true,
    },
  });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const login = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers,
    payload: { email, password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { email, password, cookie: sessionCookie(login.headers["set-cookie"]), userId: user!.id, headers };
}
export type TestStudent = Awaited<ReturnType<typeof newStudent>>;
