import type { z } from "zod";
import {
  DEFAULT_WEEKLY_GOAL,
  examYearOptions,
  type NotificationSettings,
  type notificationSettingsSchema,
  type objectivesSchema,
  PROFILE_MESSAGES,
  type ProfileResponse,
  type personalInfoSchema,
} from "#domain/profile/schemas";
import type { Database } from "#server/db/client";
import { NotFoundError, ValidationError } from "#server/http/errors";
import { findProfileRows, updateAccountName, upsertProfile, upsertWeeklyGoal } from "./repository.ts";

export type PersonalInfo = z.output<typeof personalInfoSchema>;
export type Objectives = z.output<typeof objectivesSchema>;
export type Settings = z.output<typeof notificationSettingsSchema>;

/** The defaults of the profiles columns, for an account whose row is missing. */
const DEFAULT_SETTINGS: NotificationSettings = {
  emailNotifications: true,
  smsNotifications: false,
  studyReminders: true,
  weeklyReports: true,
};

/** Profile, objectives and notification settings of the signed-in student (never anyone else's). */
/** The part of better-auth the profile uses: sessions keep a copy of the user to refresh. */
type SessionRefresher = {
  $context: Promise<{ internalAdapter: { refreshUserSessions(user: { id: string }): Promise<unknown> } }>;
};

export function createProfileService(deps: { db: Database; auth: SessionRefresher; now?: () => Date }) {
  const { db, auth } = deps;
  const now = deps.now ?? (() => new Date());

  async function getProfile(userId: string): Promise<ProfileResponse> {
    const row = await findProfileRows(db, userId);
    if (!row) throw new NotFoundError();
    const p = row.profile;
    return {
      email: row.email,
      fullName: p?.fullName ?? null,
      phone: p?.phone ?? null,
      birthDate: p?.birthDate ?? null,
      bio: p?.bio ?? null,
      dreamCourse: p?.dreamCourse ?? null,
      university: p?.university ?? null,
      preparationYears: p?.preparationYears ?? null,
      studyHoursPerDay: p?.studyHoursPerDay ?? null,
      examYear: p?.examYear ?? null,
      weeklyGoal: row.weeklyGoal ?? DEFAULT_WEEKLY_GOAL,
      settings: p
        ? {
            emailNotifications: p.emailNotifications,
            smsNotifications: p.smsNotifications,
            studyReminders: p.studyReminders,
            weeklyReports: p.weeklyReports,
          }
        : DEFAULT_SETTINGS,
      memberSince: row.createdAt.toISOString(),
    };
  }

  return {
    getProfile,

    async updatePersonalInfo(userId: string, input: PersonalInfo): Promise<ProfileResponse> {
      const user = await db.transaction(async (tx) => {
        await upsertProfile(tx, userId, {
          fullName: input.fullName,
          phone: input.phone,
          birthDate: input.birthDate,
          bio: input.bio,
        });
        return updateAccountName(tx, userId, input.fullName);
      });
      // Sessions cached in Redis carry a copy of the user; keep their name current.
      if (user) await (await auth.$context).internalAdapter.refreshUserSessions(user);
      return getProfile(userId);
    },

    async updateObjectives(userId: string, input: Objectives): Promise<ProfileResponse> {
      // The schema only bounds the year; which years are offered depends on today
      // (docs/decisions/012-objectives-and-settings.md). A year saved earlier that has since passed
      // may be sent back unchanged (the dashboard's form has no year field): the student is not
      // stopped from saving the rest.
      const stored = (await getProfile(userId)).examYear;
      const offered = examYearOptions(now());
      if (input.examYear !== null && input.examYear !== stored && !offered.includes(input.examYear))
        throw new ValidationError(PROFILE_MESSAGES.invalidExamYear, {
          fields: { examYear: PROFILE_MESSAGES.invalidExamYear },
        });
      await db.transaction(async (tx) => {
        await upsertProfile(tx, userId, {
          dreamCourse: input.dreamCourse,
          university: input.university,
          preparationYears: input.preparationYears,
          studyHoursPerDay: input.studyHoursPerDay,
          examYear: input.examYear,
        });
        await upsertWeeklyGoal(tx, userId, input.weeklyGoal);
      });
      return getProfile(userId);
    },

    async skipObjectives(userId: string): Promise<{ skippedAt: string }> {
      const skippedAt = now();
      await upsertProfile(db, userId, { objectivesDialogSkippedAt: skippedAt });
      return { skippedAt: skippedAt.toISOString() };
    },

    async updateSettings(userId: string, input: Settings): Promise<ProfileResponse> {
      await upsertProfile(db, userId, input);
      return getProfile(userId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
