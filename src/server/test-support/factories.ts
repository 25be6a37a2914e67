import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { createBillingWorker } from "#server/billing/start-worker";
import { AI_SETTING_KEYS } from "#server/core/ai-settings";
import {
  essayWebhooks,
  subscriptionPlans,
  systemSettings,
  userSubscriptions,
  users,
} from "#server/db/schema/index";
import type { Mailer, MailMessage } from "#server/mail/mailer";
import { sessionCookie, type TestApp, uniqueEmail, VALID_PASSWORD } from "./test-app.ts";

/** The plans the seed creates. */
export type PlanSlug = "gratuito" | "curioso" | "estudante" | "nerd";

export type StudentOptions = {
  /** A plan other than "gratuito" is given as an active subscription. */
  plan?: PlanSlug;
  /** false: signed up only, e-mail unconfirmed, no session (cookie ""). */
  verified?: boolean;
  name?: string;
  email?: string;
  password?: string;
  phone?: string;
};

type Payload = NonNullable<InjectOptions["payload"]>;

export type Student = {
  id: string;
  email: string;
  password: string;
  name: string;
  /** The session cookie pairs for the next request ("" when not signed in). */
  cookie: string;
  /** The client address (X-Forwarded-For) the student signed up and signs in from. */
  address: string;
  /** `app.inject` carrying the student's session cookie. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: Payload): Promise<LightMyRequestResponse>;
  put(url: string, payload?: Payload): Promise<LightMyRequestResponse>;
  delete(url: string, payload?: Payload): Promise<LightMyRequestResponse>;
  /** Signs in once more through the API (as from another device) and returns that session's cookie. */
  signIn(): Promise<string>;
};

let addresses = 0;

/**
 * A client address of its own: sign-ups and sign-ins are limited per IP, and a test file may need
 * more students than one address may create.
 */
export function freshAddress(): string {
  addresses += 1;
  return `10.88.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/**
 * A student signed up through the API (so the password, profile and session are real), confirmed
 * and signed in unless told otherwise.
 */
export async function createStudent(t: TestApp, options: StudentOptions = {}): Promise<Student> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? VALID_PASSWORD;
  const name = options.name ?? "Ana Beatriz Souza";
  const address = freshAddress();
  const register = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    headers: { "x-forwarded-for": address },
    payload: {
      fullName: name,
      email,
      phone: options.phone ?? "(11) 98765-4321",
      password,
      confirmPassword: password,
      acceptTerms: true,
    },
  });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`registered user ${email} missing`);

  const signIn = async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "x-forwarded-for": address },
      payload: { email, password },
    });
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
    return sessionCookie(login.headers["set-cookie"]);
  };

  let cookie = "";
  if (options.verified !== false) {
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    cookie = await signIn();
  }
  if (options.plan && options.plan !== "gratuito") await subscribe(t, user.id, options.plan);

  const student: Student = {
    id: user.id,
    email,
    password,
    name,
    cookie,
    address,
    inject: (o) => t.app.inject({ ...o, headers: { ...o.headers, cookie: student.cookie } }),
    get: (url) => student.inject({ method: "GET", url }),
    post: (url, payload) =>
      student.inject({ method: "POST", url, ...(payload === undefined ? {} : { payload }) }),
    put: (url, payload) =>
      student.inject({ method: "PUT", url, ...(payload === undefined ? {} : { payload }) }),
    delete: (url, payload) =>
      student.inject({ method: "DELETE", url, ...(payload === undefined ? {} : { payload }) }),
    signIn,
  };
  return student;
}

/** Gives the student an active subscription to a plan, ending in 30 days unless told otherwise. */
export async function subscribe(
  t: TestApp,
  userId: string,
  planSlug: PlanSlug = "estudante",
  options: { endsAt?: Date | null } = {},
): Promise<void> {
  const [plan] = await t.database.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.slug, planSlug));
  if (!plan) throw new Error(`plan ${planSlug} missing`);
  await t.database.db.insert(userSubscriptions).values({
    userId,
    planId: plan.id,
    status: "active",
    amount: plan.monthlyPrice,
    endsAt: options.endsAt === undefined ? new Date(Date.now() + 30 * 24 * 3600 * 1000) : options.endsAt,
  });
}

/** Sets (or with null removes) a system setting, as an admin would; stored in clear. */
export async function setSetting(t: TestApp, key: string, value: string | null): Promise<void> {
  await t.database.db.delete(systemSettings).where(eq(systemSettings.key, key));
  if (value !== null)
    await t.database.db
      .insert(systemSettings)
      .values({ key, value, category: key.startsWith("ai_") ? "ai" : "general" });
}

/**
 * Points an essay webhook (redacao_webhooks.tipo: "gerar_tema", "gerar_tema_autoral",
 * "corrigir_redacao") at a URL, replacing any other of that type; null removes it.
 */
export async function setWebhook(
  t: TestApp,
  tipo: string,
  url: string | null,
  options: { active?: boolean } = {},
): Promise<void> {
  await t.database.db.delete(essayWebhooks).where(eq(essayWebhooks.type, tipo));
  if (url)
    await t.database.db.insert(essayWebhooks).values({ type: tipo, url, active: options.active ?? true });
}

/** Points the app's model features at a model server (system_settings, as an admin would); null: none. */
export async function useModel(t: TestApp, baseUrl: string | null): Promise<void> {
  await setSetting(t, AI_SETTING_KEYS.baseUrl, baseUrl);
  await setSetting(t, AI_SETTING_KEYS.model, baseUrl ? "fake-model" : null);
}

/** The id of a seeded plan. */
export async function planIdOf(t: TestApp, slug: PlanSlug): Promise<string> {
  const [plan] = await t.database.db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.slug, slug));
  if (!plan) throw new Error(`plan ${slug} missing`);
  return plan.id;
}

/** A mailer that keeps what it is asked to send. */
export type RecordingMailer = Mailer & { sent: MailMessage[]; to(address: string): MailMessage[] };

export function recordingMailer(): RecordingMailer {
  const sent: MailMessage[] = [];
  return {
    kind: "smtp",
    sent,
    async send(message) {
      sent.push(message);
    },
    async close() {},
    to: (address) => sent.filter((m) => m.to === address),
  };
}

/**
 * Sends the queued payment e-mails (jobs "billing.email") as the billing worker does, and returns
 * those this drain sent to the address.
 */
export async function drainBillingEmails(t: TestApp, mailer: RecordingMailer, to: string) {
  const before = mailer.sent.length;
  await createBillingWorker({
    db: t.database.db,
    mailer,
    config: t.app.ctx.config,
    log: t.app.log,
  }).drain();
  return mailer.sent.slice(before).filter((m) => m.to === to);
}

/**
 * A staff member (role "admin", "editor" or "suporte") signed in at the back office's sign-in
 * (POST /api/admin/auth/login, an 8-hour session); `get/post/put` carry that session.
 */
export async function createStaff(
  t: TestApp,
  role: "admin" | "editor" | "suporte",
  options: Omit<StudentOptions, "plan" | "verified"> = {},
): Promise<Student> {
  const staff = await createStudent(t, { name: "Equipe Rumo", ...options });
  await t.database.db.update(users).set({ role }).where(eq(users.id, staff.id));
  const login = await t.app.inject({
    method: "POST",
    url: "/api/admin/auth/login",
    headers: { "x-forwarded-for": staff.address },
    payload: { email: staff.email, password: staff.password },
  });
  if (login.statusCode !== 200) throw new Error(`staff login failed: ${login.body}`);
  staff.cookie = sessionCookie(login.headers["set-cookie"]);
  return staff;
}
