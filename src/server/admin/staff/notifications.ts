import {
  ALERT_DAYS,
  jobKindLabel,
  STAFF_MESSAGES,
  type StaffPreferences,
  type SystemAlerts,
  shortError,
} from "#domain/admin/staff";
import type { Database } from "#server/db/client";
import { ValidationError } from "#server/http/errors";
import { failedJobsSince, readPreferences, savePreferences } from "./repository.ts";

const DAY_MS = 24 * 3_600_000;
const MAX_ALERTS = 20;

/** A staff member's own notification switches, and the system alerts they ask for. */
export function createNotificationService(deps: { db: Database }) {
  const { db } = deps;
  return {
    preferences(userId: string): Promise<StaffPreferences> {
      return readPreferences(db, userId);
    },

    /** SMS stays off: the product has no SMS service to send through. */
    async savePreferences(userId: string, prefs: StaffPreferences, now: Date) {
      if (prefs.smsAlerts) throw new ValidationError(STAFF_MESSAGES.smsUnavailable);
      await savePreferences(db, userId, prefs, now);
      return { message: STAFF_MESSAGES.preferencesSaved, preferences: prefs };
    },

    /** Background jobs that gave up in the last ALERT_DAYS, when the member keeps 'Alertas do sistema' on. */
    async alerts(userId: string, now: Date): Promise<SystemAlerts> {
      const prefs = await readPreferences(db, userId);
      if (!prefs.systemAlerts) return { enabled: false, items: [] };
      const rows = await failedJobsSince(db, new Date(now.getTime() - ALERT_DAYS * DAY_MS), MAX_ALERTS);
      return {
        enabled: true,
        items: rows.map((r) => ({
          id: String(r.id),
          kind: r.kind,
          kindLabel: jobKindLabel(r.kind),
          failedAt: new Date(r.updatedAt).toISOString(),
          attempts: r.attempts,
          error: shortError(r.lastError),
        })),
      };
    },
  };
}
