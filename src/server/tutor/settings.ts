import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "#server/config";
import {
  AI_SETTING_KEYS,
  type ModelSettings,
  modelSettingsFrom,
  positiveInt,
  type SettingValue,
} from "#server/core/ai-settings";
import { decryptSecret, encryptSecret } from "#server/core/secrets";
import { CHAT_SETTING_KEYS } from "#server/core/settings-keys";
import type { Queryable } from "#server/db/client";
import { upsertSetting } from "./repository.ts";

export { DEFAULT_MODEL_TIMEOUT_MS, type ModelSettings } from "#server/core/ai-settings";

/**
 * The tutor's settings in system_settings (edited by the admin back office; documented in the
 * README, "Tutor providers"). The model settings are shared with the essays (core/ai-settings.ts);
 * environment AI_* variables win over the stored ones.
 */
export const TUTOR_SETTING_KEYS = {
  webhookUrl: CHAT_SETTING_KEYS.webhookUrl,
  webhookTimeoutMs: CHAT_SETTING_KEYS.webhookTimeoutMs,
  aiBaseUrl: AI_SETTING_KEYS.baseUrl,
  aiModel: AI_SETTING_KEYS.model,
  aiApiKey: AI_SETTING_KEYS.apiKey,
  aiTimeoutMs: AI_SETTING_KEYS.timeoutMs,
} as const;

export const DEFAULT_WEBHOOK_TIMEOUT_MS = 30_000;

export type TutorSettings = {
  globalWebhookUrl: string | null;
  webhookTimeoutMs: number;
  model: ModelSettings | null;
};

/**
 * The settings in force, from the values read by `value` (environment variables win). They are read
 * on every message, so an admin's change applies at once on every instance.
 */
export function tutorSettingsFrom(value: SettingValue, config: AppConfig): TutorSettings {
  return {
    globalWebhookUrl: config.chatWebhookUrl ?? value(TUTOR_SETTING_KEYS.webhookUrl) ?? null,
    webhookTimeoutMs: positiveInt(value(TUTOR_SETTING_KEYS.webhookTimeoutMs), DEFAULT_WEBHOOK_TIMEOUT_MS),
    model: modelSettingsFrom(value, config),
  };
}

/**
 * Decrypted secrets by their stored form, per app (its AUTH_SECRET): a secret staff change is
 * stored anew (fresh IV), so an entry is never stale.
 */
const decryptedByConfig = new WeakMap<AppConfig, Map<string, string>>();
const DECRYPTED_KEPT = 16;

/**
 * Reads settings rows as readSettings (core/ai-settings.ts) does, for rows fetched with other data:
 * blank is unset, secrets are decrypted (once per stored value), an unreadable secret is logged and
 * treated as unset.
 */
export function settingValueOf(
  rows: { key: string; value: string; encrypted: boolean }[],
  config: AppConfig,
  log: FastifyBaseLogger,
): SettingValue {
  return (key) => {
    const row = rows.find((r) => r.key === key);
    const text = row?.value.trim();
    if (!row || !text) return undefined;
    if (!row.encrypted) return text;
    const decrypted = decryptedByConfig.get(config) ?? new Map<string, string>();
    decryptedByConfig.set(config, decrypted);
    const known = decrypted.get(text);
    if (known !== undefined) return known;
    try {
      const plain = decryptSecret(text, config.authSecret);
      if (decrypted.size >= DECRYPTED_KEPT) decrypted.clear();
      decrypted.set(text, plain);
      return plain;
    } catch (error) {
      // A key saved under another AUTH_SECRET cannot be read: the caller goes on without it.
      log.error({ err: error, key }, "setting could not be decrypted");
      return undefined;
    }
  };
}

/** Saves one setting; secrets (the API key) are encrypted. Used by tests now and the admin screens later. */
export async function saveTutorSetting(
  db: Queryable,
  config: AppConfig,
  key: (typeof TUTOR_SETTING_KEYS)[keyof typeof TUTOR_SETTING_KEYS],
  value: string,
): Promise<void> {
  const secret = key === TUTOR_SETTING_KEYS.aiApiKey;
  const stored = secret ? encryptSecret(value, config.authSecret) : value;
  const category = key.startsWith("ai_") ? "ai" : "general";
  await upsertSetting(db, { key, value: stored, category, encrypted: secret });
}
