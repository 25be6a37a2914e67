import { dayKey } from "#domain/shared/calendar";
import type { Database } from "#server/db/client";
import { NotFoundError } from "#server/http/errors";
import type { DataExport } from "./data-export-schema.ts";
import { exportRows } from "./repository.ts";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** "rumo-meus-dados-2026-11-22.json", dated in the product's time zone. */
export function exportFilename(now: Date, timeZone: string): string {
  return `rumo-meus-dados-${dayKey(now, timeZone)}.json`;
}

export async function buildDataExport(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<DataExport> {
  const {
    account,
    profile,
    progress,
    subscriptionRows,
    answerRows,
    completionRows,
    chatRows,
    essayRows,
    achievementRows,
    sessionRows,
  } = await exportRows(db, userId);
  if (!account) throw new NotFoundError();

  return {
    format: "rumo-meus-dados/1",
    exportedAt: now.toISOString(),
    account: {
      email: account.email,
      name: account.name,
      emailVerified: account.emailVerified,
      createdAt: account.createdAt.toISOString(),
    },
    profile: {
      fullName: profile?.fullName ?? null,
      phone: profile?.phone ?? null,
      birthDate: profile?.birthDate ?? null,
      bio: profile?.bio ?? null,
      dreamCourse: profile?.dreamCourse ?? null,
      university: profile?.university ?? null,
      preparationYears: profile?.preparationYears ?? null,
      studyHoursPerDay: profile?.studyHoursPerDay ?? null,
      examYear: profile?.examYear ?? null,
      objectivesDialogSkippedAt: iso(profile?.objectivesDialogSkippedAt),
      updatedAt: iso(profile?.updatedAt),
    },
    settings: {
      emailNotifications: profile?.emailNotifications ?? true,
      smsNotifications: profile?.smsNotifications ?? false,
      studyReminders: profile?.studyReminders ?? true,
      weeklyReports: profile?.weeklyReports ?? true,
    },
    progress: {
      weeklyGoal: progress?.weeklyGoal ?? 10,
      knowledgePoints: progress?.knowledgePoints ?? 0,
      streakDays: progress?.streakDays ?? 0,
      lastActivityDay: progress?.lastActivityDay ?? null,
    },
    subscriptions: subscriptionRows.map(({ plan, s }) => ({
      plan,
      status: s.status,
      billingType: s.billingType,
      amount: s.amount,
      startsAt: s.startsAt.toISOString(),
      endsAt: iso(s.endsAt),
      createdAt: s.createdAt.toISOString(),
    })),
    answers: answerRows.map(({ exercise, question, a }) => ({
      exercise,
      question,
      answer: a.answer,
      correct: a.correct,
      secondsSpent: a.secondsSpent,
      answeredAt: a.createdAt.toISOString(),
      discardedAt: iso(a.discardedAt),
    })),
    completedExercises: completionRows.map(({ exercise, c }) => ({
      exercise,
      correctCount: c.correctCount,
      questionCount: c.questionCount,
      scorePercent: c.scorePercent,
      completedAt: c.completedAt.toISOString(),
    })),
    chatMessages: chatRows.map((m) => ({
      subject: m.subject,
      sender: m.sender,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
    })),
    essays: essayRows.map(({ topic, e }) => ({
      topic,
      title: e.title,
      content: e.content,
      status: e.status,
      finalScore: e.finalScore,
      feedback: e.feedback ?? null,
      secondsSpent: e.secondsSpent,
      submittedAt: iso(e.submittedAt),
      correctedAt: iso(e.correctedAt),
      createdAt: e.createdAt.toISOString(),
    })),
    achievements: achievementRows.map((a) => ({
      type: a.type,
      name: a.name,
      description: a.description,
      earned: a.earned,
      earnedAt: iso(a.earnedAt),
    })),
    sessions: sessionRows.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
  };
}
