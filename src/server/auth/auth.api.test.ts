import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "#domain/shared/messages";
import { accounts, emailOutbox, profiles, users, verifications } from "#server/db/schema/index";
import { createStudent } from "#server/test-support/factories";
import {
  createTestApp,
  latestEmail,
  linkIn,
  sessionCookie,
  type TestApp,
  uniqueEmail,
  VALID_PASSWORD,
} from "#server/test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function registration(overrides: Record<string, unknown> = {}) {
  return {
    fullName: "Carlos Eduardo Lima",
    email: uniqueEmail(),
    phone: "(21) 99876-5432",
    password: VALID_PASSWORD,
    confirmPassword: VALID_PASSWORD,
    acceptTerms: true,
    ...overrides,
  };
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers });

/** Each call gets its own client address, so per-IP limits of one test do not leak into another. */
let ipCounter = 10;
const freshIp = () => ({ "x-forwarded-for": `10.0.0.${ipCounter++}` });

describe("sign-up", () => {
  it("creates the account with the phone as digits and sends a confirmation e-mail", async () => {
    const body = registration();
    const res = await post("/api/auth/register", body);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MESSAGES.auth.registerSuccess);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(user?.emailVerified).toBe(false);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile?.phone).toBe("21998765432");
    expect(profile?.fullName).toBe("Carlos Eduardo Lima");

    const mail = await latestEmail(t, body.email);
    expect(mail?.subject).toContain("Confirme seu e-mail");
    expect(mail?.html).toContain("Rumo");
    expect(linkIn(mail!.text, "/api/auth/verify-email")).toContain("token=");
  });

  it("refuses a duplicate e-mail with the spec's message", async () => {
    const body = registration();
    expect((await post("/api/auth/register", body)).statusCode).toBe(201);
    const again = await post("/api/auth/register", { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "EMAIL_TAKEN", message: MESSAGES.auth.registerDuplicateBody });
  });

  it.each([
    ["a short password", { password: "abc12", confirmPassword: "abc12" }, MESSAGES.auth.weakPasswordBody],
    ["a common password", { password: "123456", confirmPassword: "123456" }, MESSAGES.auth.commonPassword],
    [
      "a mismatched confirmation",
      { confirmPassword: "outra-senha-qualquer" },
      MESSAGES.auth.passwordsDontMatch,
    ],
    ["terms not accepted", { acceptTerms: false }, MESSAGES.auth.termsRequired],
    ["an invalid phone", { phone: "1234" }, MESSAGES.auth.invalidPhone],
    ["an invalid e-mail", { email: "nao-e-email" }, MESSAGES.auth.invalidEmail],
  ])("refuses %s with a pt-BR message and creates nothing", async (_label, override, message) => {
    const body = registration(override);
    const res = await post("/api/auth/register", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", message });
    const found = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, String(body.email)));
    expect(found).toHaveLength(0);
  });

  it("limits sign-ups from one address per hour, as SIGNUPS_PER_IP_PER_HOUR says", async () => {
    const strict = await createTestApp({ env: { SIGNUPS_PER_IP_PER_HOUR: "2" }, seed: false });
    try {
      const register = (body: object, ip: string) =>
        strict.app.inject({
          method: "POST",
          url: "/api/auth/register",
          payload: body,
          headers: { "x-forwarded-for": ip },
        });
      expect((await register(registration(), "10.9.0.1")).statusCode).toBe(201);
      expect((await register(registration(), "10.9.0.1")).statusCode).toBe(201);
      const third = registration();
      const limited = await register(third, "10.9.0.1");
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ message: MESSAGES.generic.tooManyRequests });
      const created = await strict.database.db.select().from(users).where(eq(users.email, third.email));
      expect(created).toHaveLength(0);
      // Another address is not affected.
      expect((await register(third, "10.9.0.2")).statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });
});

describe("confirmation and sign-in", () => {
  it("blocks an unconfirmed account, then signs in after the e-mail link", async () => {
    const body = registration();
    await post("/api/auth/register", body);

    const early = await post("/api/auth/login", { email: body.email, password: body.password });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe("EMAIL_NOT_VERIFIED");

    const link = new URL(linkIn((await latestEmail(t, body.email))!.text, "/api/auth/verify-email"));
    const verify = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toMatch(/\/login\?verified=1$/);

    const login = await post("/api/auth/login", { email: body.email, password: body.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().message).toBe(MESSAGES.auth.loginSuccess);
    const setCookie = String(login.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const session = await t.app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { cookie: sessionCookie(login.headers["set-cookie"]) },
    });
    expect(session.json().user).toMatchObject({ email: body.email, firstName: "Carlos", role: "user" });
  });

  it("sends a broken confirmation link back to the login screen with an error", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/verify-email?token=invalido" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/\/login\?verified=1&error=/);
  });

  it("answers a wrong password with the spec's message, and locks the account after 5 failures", async () => {
    const body = await createStudent(t);

    for (let i = 0; i < 5; i++) {
      const wrong = await post("/api/auth/login", { email: body.email, password: "senha-errada" }, freshIp());
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe(MESSAGES.auth.invalidCredentials);
    }
    const locked = await post("/api/auth/login", { email: body.email, password: body.password }, freshIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("LOGIN_LOCKED");
    expect(locked.json().message).toMatch(/Aguarde \d+ minutos/);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("signs out: the session cookie stops working", async () => {
    const { cookie } = await createStudent(t);

    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(session.json().user).toBeNull();
  });
});

describe("password recovery", () => {
  const verifiedAccount = () => createStudent(t);

  it("answers the same for an unknown address and sends nothing", async () => {
    const email = uniqueEmail("ninguem");
    const res = await post("/api/auth/forgot-password", { email }, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.auth.forgotSuccess);
    expect(await latestEmail(t, email)).toBeUndefined();
  });

  it("resets with the e-mailed token once, ends old sessions, and refuses the token again", async () => {
    const body = await verifiedAccount();
    const oldLogin = await post("/api/auth/login", { email: body.email, password: body.password });
    const oldCookie = sessionCookie(oldLogin.headers["set-cookie"]);

    expect((await post("/api/auth/forgot-password", { email: body.email }, freshIp())).statusCode).toBe(200);
    const link = new URL(linkIn((await latestEmail(t, body.email))!.text, "/reset-password"));
    const token = link.searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(10);

    // Only a hash of the token is stored.
    const stored = await t.database.db.select().from(verifications);
    expect(stored.some((v) => v.identifier.includes(token))).toBe(false);

    const newPassword = "nova-senha-segura-9";
    const reset = await post("/api/auth/reset-password", {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(MESSAGES.auth.resetSuccess);

    const stale = await t.app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { cookie: oldCookie },
    });
    expect(stale.json().user).toBeNull();
    expect((await post("/api/auth/login", { email: body.email, password: body.password })).statusCode).toBe(
      401,
    );
    expect((await post("/api/auth/login", { email: body.email, password: newPassword })).statusCode).toBe(
      200,
    );

    const reused = await post("/api/auth/reset-password", {
      token,
      password: "mais-uma-senha-1",
      confirmPassword: "mais-uma-senha-1",
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: "RESET_TOKEN_INVALID",
      message: MESSAGES.auth.resetInvalidBody,
    });
  });

  it("refuses an expired token", async () => {
    const body = await verifiedAccount();
    await post("/api/auth/forgot-password", { email: body.email }, freshIp());
    const token = new URL(
      linkIn((await latestEmail(t, body.email))!.text, "/reset-password"),
    ).searchParams.get("token")!;
    await t.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await post("/api/auth/reset-password", {
      token,
      password: "nova-senha-segura-9",
      confirmPassword: "nova-senha-segura-9",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("RESET_TOKEN_INVALID");
  });

  it("refuses a mismatched confirmation on reset", async () => {
    const res = await post("/api/auth/reset-password", {
      token: "x",
      password: "nova-senha-1",
      confirmPassword: "outra-senha-1",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.auth.passwordsDontMatch);
  });

  it("limits requests per e-mail (2 minutes) and per IP (5 in 5 minutes)", async () => {
    const body = await verifiedAccount();
    const ip = freshIp();
    expect((await post("/api/auth/forgot-password", { email: body.email }, ip)).statusCode).toBe(200);
    const again = await post("/api/auth/forgot-password", { email: body.email }, ip);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: "EMAIL_COOLDOWN", message: MESSAGES.auth.forgotLocalLimit });

    // Repeats refused by the cooldown do not use up the address's five requests.
    for (let i = 0; i < 5; i++)
      expect((await post("/api/auth/forgot-password", { email: body.email }, ip)).statusCode).toBe(429);
    expect((await post("/api/auth/forgot-password", { email: uniqueEmail() }, ip)).statusCode).toBe(200);

    const busyIp = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await post("/api/auth/forgot-password", { email: uniqueEmail() }, busyIp)).statusCode).toBe(
        200,
      );
    const limited = await post("/api/auth/forgot-password", { email: uniqueEmail() }, busyIp);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: "EMAIL_RATE_LIMITED",
      message: MESSAGES.auth.forgotRateLimited,
    });
  });
});

describe("limits per client address", () => {
  it("refuses a 31st sign-in attempt from one address within 15 minutes, whatever the accounts", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const res = await post("/api/auth/login", { email: uniqueEmail(), password: "qualquer-1" }, ip);
      expect(res.statusCode).toBe(401);
    }
    const refused = await post("/api/auth/login", { email: uniqueEmail(), password: "qualquer-1" }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.generic.tooManyRequests);
    // Another address is not affected.
    const other = await post("/api/auth/login", { email: uniqueEmail(), password: "qualquer-1" }, freshIp());
    expect(other.statusCode).toBe(401);
  });

  it("refuses an 11th password-reset attempt from one address within 15 minutes", async () => {
    const ip = freshIp();
    const attempt = () =>
      post(
        "/api/auth/reset-password",
        { token: "adivinhado", password: "nova-senha-1", confirmPassword: "nova-senha-1" },
        ip,
      );
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(400);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.generic.tooManyRequests);
  });
});

describe("secrets at rest", () => {
  it("stores passwords only as hashes", async () => {
    const body = registration();
    await post("/api/auth/register", body);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(account?.password).toBeTruthy();
    expect(account?.password).not.toContain(body.password);
    const outbox = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, body.email));
    expect(outbox.every((m) => !m.text.includes(body.password))).toBe(true);
  });
});
