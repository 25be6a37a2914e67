import { inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "#server/config";
import type { Queryable } from "#server/db/client";
import { systemSettings } from "#server/db/schema/index";
import { decryptSecret } from "./secrets.ts";

/**
 * The OpenAI-compatible model shared by the tutor and the essays (topic generation, correction).
 * Environment AI_* variables win over the settings an admin saved in system_settings.
 */
export const AI_SETTING_KEYS = {
  baseUrl: "ai_base_url",
  model: "ai_model",
  apiKey: "ai_api_key",
  timeoutMs: "ai_timeout_ms",
} as const;

export const DEFAULT_MODEL_TIMEOUT_MS = 120_000;

export type ModelSettings = { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number };

/** Reads a setting's value by key (undefined when absent or blank). */
export type SettingValue = (key: string) => string | undefined;

export function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * Loads the given system_settings keys, decrypting the encrypted ones. Read on every use, so an
 * admin's change applies at once on every instance.
 */
export async function readSettings(
  db: Queryable,
  keys: readonly string[],
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<SettingValue> {
  const rows = await db
    .select()
    .from(systemSettings)
    .where(inArray(systemSettings.key, [...keys]));
  return (key: string) => {
    const row = rows.find((r) => r.key === key);
    const text = row?.value.trim();
    if (!row || !text) return undefined;
    if (!row.encrypted) return text;
    try {
      return decryptSecret(text, config.authSecret);
    } catch (error) {
      // A key saved under another AUTH_SECRET cannot be read: the caller goes on without it.
      log.error({ err: error, key }, "setting could not be decrypted");
      return undefined;
    }
  };
}

/** The model in force, from the environment or else from the settings read by `value`. */
export function modelSettingsFrom(value: SettingValue, config: AppConfig): ModelSettings | null {
  const timeoutMs = positiveInt(value(AI_SETTING_KEYS.timeoutMs), DEFAULT_MODEL_TIMEOUT_MS);
  if (config.ai.baseUrl && config.ai.model)
    return { baseUrl: config.ai.baseUrl, model: config.ai.model, apiKey: config.ai.apiKey, timeoutMs };
  const baseUrl = value(AI_SETTING_KEYS.baseUrl);
  const model = value(AI_SETTING_KEYS.model);
  if (!baseUrl || !model) return null;
  return { baseUrl, model, apiKey: value(AI_SETTING_KEYS.apiKey), timeoutMs };
}

/** The configured model, or null when none is. */
export async function loadModelSettings(
  db: Queryable,
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<ModelSettings | null> {
  return modelSettingsFrom(await readSettings(db, Object.values(AI_SETTING_KEYS), config, log), config);
}
