import { asc, eq } from "drizzle-orm";
import { dayKey } from "#domain/shared/calendar";
import type { Database } from "#server/db/client";
import {
  chatMessages,
  essayTopics,
  exerciseCompletions,
  exercises,
  profiles,
  questions,
  sessions,
  subscriptionPlans,
  userAchievements,
  userAnswers,
  userEssays,
  userProgress,
  userSubscriptions,
  users,
} from "#server/db/schema/index";
import { NotFoundError } from "#server/http/errors";
import type { DataExport } from "./data-export-schema.ts";

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
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  if (!account) throw new NotFoundError();
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const [progress] = await db.select().from(userProgress).where(eq(userProgress.userId, userId));

  const [subscriptionRows, answerRows, completionRows, chatRows, essayRows, achievementRows, sessionRows] =
    await Promise.all([
      db
        .select({ plan: subscriptionPlans.name, s: userSubscriptions })
        .from(userSubscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
        .where(eq(userSubscriptions.userId, userId))
        .orderBy(asc(userSubscriptions.createdAt)),
      db
        .select({ exercise: exercises.title, question: questions.prompt, a: userAnswers })
        .from(userAnswers)
        .innerJoin(exercises, eq(exercises.id, userAnswers.exerciseId))
        .innerJoin(questions, eq(questions.id, userAnswers.questionId))
        .where(eq(userAnswers.userId, userId))
        .orderBy(asc(userAnswers.createdAt)),
      db
        .select({ exercise: exercises.title, c: exerciseCompletions })
        .from(exerciseCompletions)
        .innerJoin(exercises, eq(exercises.id, exerciseCompletions.exerciseId))
        .where(eq(exerciseCompletions.userId, userId))
        .orderBy(asc(exerciseCompletions.completedAt)),
      db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.userId, userId))
        .orderBy(asc(chatMessages.createdAt)),
      db
        .select({ topic: essayTopics.title, e: userEssays })
        .from(userEssays)
        .leftJoin(essayTopics, eq(essayTopics.id, userEssays.topicId))
        .where(eq(userEssays.userId, userId))
        .orderBy(asc(userEssays.createdAt)),
      db.select().from(userAchievements).where(eq(userAchievements.userId, userId)),
      db
        .select({
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId)),
    ]);

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
