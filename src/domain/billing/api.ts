import { z } from "zod";
import { BILLING_TYPES, PAYMENT_METHODS } from "./rules.ts";

/** Which payment service the server uses: Stripe with keys, else the local sandbox (never in production). */
export const billingConfigSchema = z.object({
  provider: z.enum(["stripe", "sandbox", "none"]),
  /** True when nothing is really charged (the sandbox, or Stripe's test environment). */
  testMode: z.boolean(),
  trialDays: z.number(),
  /** Whether this student may still start the free trial (absent for visitors). */
  trialAvailable: z.boolean().nullable(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

export const checkoutRequestSchema = z.object({
  planId: z.uuid("Plano inválido"),
  billingType: z.enum(BILLING_TYPES, "Escolha mensal ou anual"),
  paymentMethod: z.enum(PAYMENT_METHODS, "Escolha cartão, boleto ou Pix").default("card"),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const redirectSchema = z.object({ url: z.string() });
export type RedirectDto = z.infer<typeof redirectSchema>;

const iso = z.string().nullable();

/** A subscription or pass as the student (and staff) see it. */
export const subscriptionSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(["subscription", "pass"]),
  plan: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  status: z.enum(["active", "past_due", "cancelled"]),
  displayStatus: z.enum(["Ativa", "Cancelada", "Expirada"]),
  billingType: z.enum(BILLING_TYPES),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  amount: z.number(),
  source: z.enum(["stripe", "sandbox", "admin"]),
  startsAt: z.string(),
  endsAt: iso,
  /** When the next charge happens (renewing subscriptions only). */
  nextChargeAt: iso,
  trialEndsAt: iso,
  cancelAtPeriodEnd: z.boolean(),
  cancelledAt: iso,
  firstPaidAt: iso,
  refundedAt: iso,
  refundAmount: z.number().nullable(),
  /** Until when a full refund can be asked (null when it cannot). */
  withdrawalUntil: iso,
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const billingOverviewSchema = z.object({
  /** The subscription or pass in force, if any. */
  current: subscriptionSummarySchema.nullable(),
  /** Every subscription and pass, newest first: the record of payments, cancellations and refunds. */
  records: z.array(subscriptionSummarySchema),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** 'Verificar Status': what reconciling with the payment service found, in a sentence. */
export const statusCheckSchema = billingOverviewSchema.extend({ message: z.string() });
export type StatusCheck = z.infer<typeof statusCheckSchema>;

/** The sandbox checkout page's view of one session. */
export const sandboxCheckoutSchema = z.object({
  id: z.string(),
  status: z.enum(["open", "complete", "expired"]),
  plan: z.object({ name: z.string(), slug: z.string() }),
  kind: z.enum(["subscription", "pass"]),
  billingType: z.enum(BILLING_TYPES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  trialDays: z.number(),
  cancelUrl: z.string(),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

export const sandboxPayRequestSchema = z.object({
  /** The sandbox can also decline, to walk the failed-payment path. */
  outcome: z.enum(["approve", "decline"]).default("approve"),
});

export const sandboxAdvanceSchema = z.object({ days: z.number().int().min(1).max(400) });

export const sandboxPortalSchema = z.object({
  now: z.string(),
  offsetDays: z.number(),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      planName: z.string(),
      currentPeriodEnd: z.string(),
      trialEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      failNextPayment: z.boolean(),
    }),
  ),
});
export type SandboxPortal = z.infer<typeof sandboxPortalSchema>;
export const sandboxFailNextSchema = z.object({
  subscriptionId: z.string().min(1).max(100),
  fail: z.boolean(),
});
export const sandboxPayPastDueSchema = z.object({ subscriptionId: z.string().min(1).max(100) });
