import { hkdfSync } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "#server/config";
import { readSettings } from "#server/core/ai-settings";
import { STRIPE_SETTING_KEYS } from "#server/core/settings-keys";
import type { Database } from "#server/db/client";
import type { PaymentGateway } from "./gateway.ts";
import { createSandboxGateway, type SandboxGateway } from "./sandbox/gateway.ts";
import { createStripeGateway } from "./stripe-gateway.ts";

export type StripeSettings = {
  secretKey: string;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
  apiBase: string | undefined;
};

export async function loadStripeSettings(
  db: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<StripeSettings | null> {
  if (config.stripe.secretKey)
    return {
      secretKey: config.stripe.secretKey,
      publishableKey: config.stripe.publishableKey,
      webhookSecret: config.stripe.webhookSecret,
      apiBase: config.stripe.apiBase,
    };
  const value = await readSettings(db, Object.values(STRIPE_SETTING_KEYS), config, log);
  const production = value(STRIPE_SETTING_KEYS.environment) === "production";
  const k = STRIPE_SETTING_KEYS;
  const secretKey = value(production ? k.productionSecretKey : k.sandboxSecretKey);
  if (!secretKey) return null;
  return {
    secretKey,
    publishableKey: value(production ? k.productionPublicKey : k.sandboxPublicKey),
    webhookSecret: value(production ? k.productionWebhookSecret : k.sandboxWebhookSecret),
    apiBase: config.stripe.apiBase,
  };
}

/** The local sandbox signs its events with a secret derived from AUTH_SECRET: nothing to configure. */
export function sandboxWebhookSecret(authSecret: string): string {
  return `whsec_${Buffer.from(hkdfSync("sha256", authSecret, "rumo:billing", "sandbox-webhook:v1", 32)).toString("base64url")}`;
}

export type GatewayResolver = {
  /** The service new payments go to: Stripe with keys, else the sandbox (never in production), else null. */
  current(): Promise<PaymentGateway | null>;
  /** The service a stored subscription belongs to, to manage it where it was bought. */
  forSource(source: string): Promise<PaymentGateway | null>;
  /** The local sandbox, outside production only. */
  sandbox(): SandboxGateway | null;
};

export function createGatewayResolver(deps: {
  db: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Where the sandbox delivers its events: the webhook handler. */
  deliver(rawBody: Buffer, signature: string): Promise<unknown>;
}): GatewayResolver {
  const sandbox =
    deps.config.env === "production"
      ? null
      : createSandboxGateway({
          db: deps.db,
          publicUrl: deps.config.publicUrl,
          webhookSecret: sandboxWebhookSecret(deps.config.authSecret),
          deliver: deps.deliver,
        });
  // One SDK client per set of keys: an admin's change of keys applies on the next request.
  let cached: { key: string; gateway: PaymentGateway } | null = null;

  async function stripe(): Promise<PaymentGateway | null> {
    const settings = await loadStripeSettings(deps.db, deps.config, deps.log);
    if (!settings) return null;
    const key = [settings.secretKey, settings.webhookSecret, settings.apiBase].join("|");
    if (cached?.key !== key) cached = { key, gateway: await createStripeGateway(settings) };
    return cached.gateway;
  }

  return {
    async current() {
      return (await stripe()) ?? sandbox;
    },
    async forSource(source) {
      if (source === "stripe") return stripe();
      if (source === "sandbox") return sandbox;
      return null;
    },
    sandbox: () => sandbox,
  };
}
