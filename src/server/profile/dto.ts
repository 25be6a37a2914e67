import {
  DEFAULT_WEEKLY_GOAL,
  type NotificationSettings,
  type ProfileResponse,
} from "#domain/profile/schemas";
import type { findProfileRows } from "./repository.ts";

/** The defaults of the profiles columns, for an account whose row is missing. */
const DEFAULT_SETTINGS: NotificationSettings = {
  emailNotifications: true,
  smsNotifications: false,
  studyReminders: true,
  weeklyReports: true,
};

export function profileDto(row: NonNullable<Awaited<ReturnType<typeof findProfileRows>>>): ProfileResponse {
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
