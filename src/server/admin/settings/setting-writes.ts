import { lastFour, type SecretState } from "#domain/admin/settings";
import type { AppConfig } from "#server/config";
import { recordAudit } from "#server/core/audit";
import { decryptSecret, encryptSecret } from "#server/core/secrets";
import type { Queryable } from "#server/db/client";
import { deleteSetting, type SettingRow, settingRows, upsertSetting } from "./repository.ts";

/** A setting as stored, read back: the plain value (decrypted), or why it cannot be read. */
export type StoredSetting = { value: string | null; unreadable: boolean };

/** Reads settings, decrypting the secrets; a secret saved under another AUTH_SECRET is "unreadable". */
export async function storedSettings(
  db: Queryable,
  keys: readonly string[],
  config: AppConfig,
): Promise<Map<string, StoredSetting>> {
  const rows = await settingRows(db, keys);
  return new Map(rows.map((row) => [row.key, plainOf(row, config)]));
}

function plainOf(row: SettingRow, config: AppConfig): StoredSetting {
  const text = row.value.trim();
  if (!text) return { value: null, unreadable: false };
  if (!row.encrypted) return { value: text, unreadable: false };
  try {
    return { value: decryptSecret(text, config.authSecret), unreadable: false };
  } catch {
    return { value: null, unreadable: true };
  }
}

/** What the browser may know of a secret: whether it is saved and its last four characters. */
export function secretState(stored: StoredSetting | undefined): SecretState {
  if (stored?.unreadable) return { saved: true, last4: null };
  return stored?.value ? { saved: true, last4: lastFour(stored.value) } : { saved: false, last4: null };
}

export type SettingChange = {
  key: string;
  /** The new plain value; null removes the setting. */
  value: string | null;
  category: "general" | "stripe" | "ai";
  secret: boolean;
};

/**
 * Applies the changes that alter something, each audited as `setting.update` (target: the key).
 * A secret's entry holds only its last four characters, never the value. Returns the keys changed.
 */
export async function applySettingChanges(
  tx: Queryable,
  config: AppConfig,
  actorId: string,
  changes: SettingChange[],
  now: Date,
): Promise<string[]> {
  const current = await storedSettings(
    tx,
    changes.map((c) => c.key),
    config,
  );
  const changed: string[] = [];
  for (const change of changes) {
    const before = current.get(change.key);
    const unchanged = !before?.unreadable && (before?.value ?? null) === change.value;
    if (unchanged) continue;
    if (change.value === null) await deleteSetting(tx, change.key);
    else
      await upsertSetting(
        tx,
        {
          key: change.key,
          value: change.secret ? encryptSecret(change.value, config.authSecret) : change.value,
          category: change.category,
          encrypted: change.secret,
        },
        now,
      );
    await recordAudit(
      tx,
      {
        actorId,
        action: "setting.update",
        targetType: "setting",
        targetId: change.key,
        before: auditValue(change.secret, before),
        after: auditValue(change.secret, { value: change.value, unreadable: false }),
      },
      now,
    );
    changed.push(change.key);
  }
  return changed;
}

function auditValue(secret: boolean, stored: StoredSetting | undefined): Record<string, unknown> | null {
  if (stored?.unreadable) return { saved: true };
  if (!stored?.value) return null;
  return secret ? { last4: lastFour(stored.value) } : { value: stored.value };
}
