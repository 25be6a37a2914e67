/**
 * Names of system_settings keys that one feature writes (the admin back office) and another reads
 * (the tutor, billing). They live here so neither feature imports the other.
 */

/** The tutor's global webhook (the per-subject ones are rows of materia_webhooks). */
export const CHAT_SETTING_KEYS = {
  webhookUrl: "chat_webhook_url",
  webhookTimeoutMs: "chat_webhook_timeout_ms",
} as const;

/**
 * The Stripe keys an admin saves in system_settings, per Stripe environment. Secret keys and
 * webhook signing secrets are encrypted; public keys are not secret. STRIPE_* variables win.
 */
export const STRIPE_SETTING_KEYS = {
  environment: "stripe_environment",
  sandboxSecretKey: "stripe_sandbox_secret_key",
  sandboxPublicKey: "stripe_sandbox_public_key",
  sandboxWebhookSecret: "stripe_sandbox_webhook_secret",
  productionSecretKey: "stripe_production_secret_key",
  productionPublicKey: "stripe_production_public_key",
  productionWebhookSecret: "stripe_production_webhook_secret",
} as const;
