import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const profiles = pgTable(
  "profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("nome_completo"),
    /** Digits only, e.g. "11999998888". */
    phone: text("celular"),
    birthDate: date("data_nascimento"),
    dreamCourse: text("sonho"),
    university: text("faculdade"),
    /** Preparation years, 1 to 5 (docs/decisions/012-objectives-and-settings.md). */
    preparationYears: smallint("periodo_preparo"),
    studyHoursPerDay: smallint("horas_estudo_dia"),
    examYear: smallint("ano_prova"),
    bio: text("bio"),
    emailNotifications: boolean("notificacoes_email").notNull().default(true),
    smsNotifications: boolean("notificacoes_sms").notNull().default(false),
    studyReminders: boolean("lembretes_estudo").notNull().default(true),
    weeklyReports: boolean("relatorios_semanais").notNull().default(true),
    objectivesDialogSkippedAt: timestamp("objetivos_pulados_em", { withTimezone: true }),
    /** Set when the account was anonymised under the LGPD. */
    anonymizedAt: timestamp("anonimizado_em", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The back office finds students by any part of their full name or phone (pg_trgm).
  (t) => [
    index("profiles_nome_trgm_idx").using("gin", sql`${t.fullName} gin_trgm_ops`),
    index("profiles_celular_trgm_idx").using("gin", sql`${t.phone} gin_trgm_ops`),
  ],
);

export const userProgress = pgTable("user_progress", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  weeklyGoal: integer("meta_semanal").notNull().default(10),
  knowledgePoints: integer("pontos_conhecimento").notNull().default(0),
  /** Consecutive calendar days with activity, ending on lastActivityDay. */
  streakDays: integer("streak_dias").notNull().default(0),
  /** Calendar day (APP_TIMEZONE) of the latest activity. */
  lastActivityDay: date("ultimo_acesso"),
  /**
   * Lifetime figures, kept by triggers in the transaction of each answer, message and completion
   * (migration 0011), so reading them costs the same for a new student and a year-old one.
   */
  answersGiven: integer("respostas_total").notNull().default(0),
  answersCorrect: integer("respostas_corretas").notNull().default(0),
  messagesSent: integer("mensagens_enviadas").notNull().default(0),
  /** Distinct exercises ever finished. */
  exercisesCompleted: integer("exercicios_concluidos").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
