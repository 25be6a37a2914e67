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
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * The plan's modules. The later ones are off unless set (plans written before they existed lack
 * them): simulados, relatorios (performance reports), analytics (TRI estimate and prediction),
 * turbo (docs/product.md#turbo).
 */
export type ModulesEnabled = {
  chat: boolean;
  exercises: boolean;
  redacao: boolean;
  simulados?: boolean;
  relatorios?: boolean;
  analytics?: boolean;
  turbo?: boolean;
};

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
  /** Step-by-step solutions ("Passo a passo") per day. */
  maxStepByStep: integer("max_passo_a_passo"),
  chatEnabled: boolean("chat_enabled").notNull().default(true),
  exercisesEnabled: boolean("exercises_enabled").notNull().default(true),
  essaysEnabled: boolean("redacao_enabled").notNull().default(true),
  mostPopular: boolean("mais_popular").notNull().default(false),
  stripeMonthlyPriceId: text("stripe_monthly_price_id"),
  stripeAnnualPriceId: text("stripe_annual_price_id"),
  active: boolean("active").notNull().default(true),
  /** Set when staff delete a plan that subscriptions still point at: it leaves every list, rows keep it. */
  archivedAt: timestamp("archived_at", { withTimezone: true }),
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
    /** "active" | "past_due" | "cancelled" (src/domain/billing/rules.ts) */
    status: text("status").notNull(),
    /** "monthly" | "annual" */
    billingType: text("billing_type").notNull().default("monthly"),
    amount: numeric("amount", { precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    /** The end of the period paid for (or of the pass); null never ends. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** "stripe" | "sandbox" | "admin" */
    source: text("source").notNull().default("admin"),
    /** "subscription" renews by itself; "pass" (bought with Pix) ends at ends_at. */
    kind: text("kind").notNull().default("subscription"),
    /** "card" | "boleto" | "pix"; null for a plan given by staff. */
    paymentMethod: text("payment_method"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The first successful charge: the 7-day withdrawal window counts from it. */
    firstPaidAt: timestamp("first_paid_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    refundAmount: numeric("refund_amount", { precision: 10, scale: 2, mode: "number" }),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    /** The checkout that bought a pass: one pass per checkout, however often its event arrives. */
    stripeCheckoutSessionId: text("stripe_checkout_session_id"),
    /** The payment to refund on withdrawal (a pass's, or a subscription's first). */
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index("user_subscriptions_user_status_idx").on(t.userId, t.status, t.createdAt),
    uniqueIndex("user_subscriptions_stripe_subscription_key").on(t.stripeSubscriptionId),
    uniqueIndex("user_subscriptions_checkout_session_key").on(t.stripeCheckoutSessionId),
  ],
);

/** The student's customer at each payment service ("stripe" or "sandbox"), created once. */
export const billingCustomers = pgTable(
  "billing_customers",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    customerId: text("customer_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    uniqueIndex("billing_customers_customer_key").on(t.provider, t.customerId),
  ],
);

/** Payment events already applied: the unique id makes webhook delivery idempotent. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The local sandbox's payment objects, in the shape Stripe gives them (customer, checkout.session,
 * subscription, invoice, payment_intent, refund), so the same code reads both.
 */
export const sandboxObjects = pgTable(
  "sandbox_objects",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    customerId: text("customer_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sandbox_objects_customer_idx").on(t.customerId, t.type)],
);
