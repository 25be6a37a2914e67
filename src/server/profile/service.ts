import type { z } from "zod";
import {
  examYearOptions,
  type notificationSettingsSchema,
  type objectivesSchema,
  PROFILE_MESSAGES,
  type ProfileResponse,
  type personalInfoSchema,
} from "#domain/profile/schemas";
import type { Database } from "#server/db/client";
import { NotFoundError, ValidationError } from "#server/http/errors";
import { buildDataExport } from "./data-export.ts";
import { profileDto } from "./dto.ts";
import { findProfileRows, updateAccountName, upsertProfile, upsertWeeklyGoal } from "./repository.ts";

export type PersonalInfo = z.output<typeof personalInfoSchema>;
export type Objectives = z.output<typeof objectivesSchema>;
export type Settings = z.output<typeof notificationSettingsSchema>;

/** Profile, objectives and notification settings of the signed-in student (never anyone else's). */
export function createProfileService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function getProfile(userId: string): Promise<ProfileResponse> {
    const row = await findProfileRows(db, userId);
    if (!row) throw new NotFoundError();
    return profileDto(row);
  }

  return {
    getProfile,

    /** Everything Rumo keeps about the student (the "download my data" file). */
    exportData: (userId: string, at: Date) => buildDataExport(db, userId, at),

    async updatePersonalInfo(userId: string, input: PersonalInfo): Promise<ProfileResponse> {
      await db.transaction(async (tx) => {
        await upsertProfile(tx, userId, {
          fullName: input.fullName,
          phone: input.phone,
          birthDate: input.birthDate,
          bio: input.bio,
        });
        await updateAccountName(tx, userId, input.fullName);
      });
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
