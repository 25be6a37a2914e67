import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export type ModulesEnabled = { chat: boolean; exercises: boolean; redacao: boolean };

/** Plans and their limits. 0 or null means unlimited (docs/decisions/013-plan-limits-on-the-plan-row.md). */
export const subscriptionPlans = pgTable("subscription_plans", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stable key: gratuito, curioso, estudante, nerd. */
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description"),
  monthlyPrice: numeric("monthly_price", { precision: 10, scale: 2, mode: "number" }).notNull().default(0),
  annualPrice: numeric("annual_price", { precision: 10, scale: 2, mode: "number" }).notNull().default(0),
  features: jsonb("features").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  modulesEnabled: jsonb("modules_enabled")
    .$type<ModulesEnabled>()
    .notNull()
    .default(sql`'{"chat":true,"exercises":true,"redacao":true}'::jsonb`),
  maxChatMessages: integer("max_chat_messages"),
  maxExercises: integer("max_exercises"),
  maxEssaysVestibular: integer("max_redacao_vestibular"),
  maxEssaysAutoral: integer("max_redacao_autoral"),
  maxEssayCorrections: integer("max_redacao_correcoes"),
  /** Distinct tutor subjects per day. */
  maxSubjectsPerDay: integer("max_materias_dia"),
  /** How many days back the chat history reaches. */
  historyDays: integer("historico_dias"),
  chatEnabled: boolean("chat_enabled").notNull().default(true),
  exercisesEnabled: boolean("exercises_enabled").notNull().default(true),
  essaysEnabled: boolean("redacao_enabled").notNull().default(true),
  mostPopular: boolean("mais_popular").notNull().default(false),
  stripeMonthlyPriceId: text("stripe_monthly_price_id"),
  stripeAnnualPriceId: text("stripe_annual_price_id"),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const userSubscriptions = pgTable(
  "user_subscriptions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id),
    /** "active" | "cancelled" | "past_due" */
    status: text("status").notNull(),
    /** "monthly" | "annual" */
    billingType: text("billing_type").notNull().default("monthly"),
    amount: numeric("amount", { precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** "stripe" | "sandbox" | "admin" */
    source: text("source").notNull().default("admin"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index("user_subscriptions_user_status_idx").on(t.userId, t.status, t.createdAt),
    index("user_subscriptions_stripe_idx").on(t.stripeSubscriptionId),
  ],
);

/** Stripe events already applied: the unique id makes webhook delivery idempotent. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});
