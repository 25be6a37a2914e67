import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { resolveFromRoot } from "./paths.ts";

const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().default("./data"),
  AUTH_SECRET: z.string().min(32, "must have at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Rumo <nao-responda@rumo.local>"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  APP_TIMEZONE: z.string().default("America/Sao_Paulo"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: booleanString.default(false),
  SEED_DEMO: booleanString.optional(),
  SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  LOGIN_ATTEMPTS_PER_IP_PER_15_MIN: z.coerce.number().int().min(1).default(300),
  CHAT_WEBHOOK_URL: z.url().optional(),
  AI_BASE_URL: z.url().optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, "must start with sk_ or rk_")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, "must start with pk_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url().optional(),
});

export type AppConfig = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  timezone: string;
  logLevel: string;
  trustProxy: boolean;
  seedDemo: boolean;
  /** A school lab signs a whole class up from one address, so this is a setting, not a constant. */
  signUpsPerIpPerHour: number;
  /** Sign-in attempts, right or wrong, from one address per 15 minutes: a ceiling over a school's whole class. */
  loginAttemptsPerIpPer15Min: number;
  /** The global tutor webhook; wins over `chat_webhook_url` in system_settings, as AI_* do. */
  chatWebhookUrl: string | undefined;
  ai: { baseUrl: string | undefined; model: string | undefined; apiKey: string | undefined };
  /** Stripe keys from the environment; they win over the keys saved in the admin settings. */
  stripe: {
    secretKey: string | undefined;
    publishableKey: string | undefined;
    webhookSecret: string | undefined;
    /** Another Stripe-compatible server (tests). */
    apiBase: string | undefined;
  };
};

export class ConfigError extends Error {}

function isValidTimezone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * Outside production a secret is generated once and kept in the data folder, so a laptop needs
 * no set-up and sessions survive restarts. Production must be given one.
 */
function localSecret(dataDir: string): string {
  const file = join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Reads and validates the environment; throws ConfigError with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (!isValidTimezone(e.APP_TIMEZONE)) problems.push(`APP_TIMEZONE: unknown time zone "${e.APP_TIMEZONE}"`);
  if (e.NODE_ENV === "production") {
    if (!e.SMTP_URL)
      problems.push("SMTP_URL: required in production (the development outbox is never used in production)");
    if (!e.AUTH_SECRET) problems.push("AUTH_SECRET: required in production (at least 32 random characters)");
    if (!e.PUBLIC_URL) problems.push("PUBLIC_URL: required in production (the address students use)");
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
    problems.push(
      "STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (events cannot be verified without it)",
    );
  if ((e.AI_BASE_URL && !e.AI_MODEL) || (!e.AI_BASE_URL && e.AI_MODEL))
    problems.push("AI_BASE_URL and AI_MODEL: set both or neither");
  if (problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);

  const dataDir = resolveFromRoot(e.DATA_DIR);
  const displayHost = e.HOST === "0.0.0.0" || e.HOST === "::" ? "localhost" : e.HOST;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://${displayHost}:${e.PORT}`).replace(/\/$/, ""),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    authSecret: e.AUTH_SECRET ?? localSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    timezone: e.APP_TIMEZONE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    // A demo account with a printed password has no place on a production server unless asked for.
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== "production",
    signUpsPerIpPerHour: e.SIGNUPS_PER_IP_PER_HOUR,
    loginAttemptsPerIpPer15Min: e.LOGIN_ATTEMPTS_PER_IP_PER_15_MIN,
    chatWebhookUrl: e.CHAT_WEBHOOK_URL,
    ai: { baseUrl: e.AI_BASE_URL, model: e.AI_MODEL, apiKey: e.AI_API_KEY },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
    },
  };
}
