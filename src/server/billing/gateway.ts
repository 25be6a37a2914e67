import type { BillingType, PaymentMethod, PurchaseKind } from "#domain/billing/rules";

/**
 * The one interface the billing feature knows a payment service by. Two adapters: Stripe (the SDK,
 * with keys) and the local sandbox (no keys, never in production). Both read and write objects in
 * Stripe's shapes and deliver Stripe-shaped, signed events to the same webhook handler.
 */
export interface PaymentGateway {
  readonly provider: "stripe" | "sandbox";
  /** Nothing is really charged (the sandbox, or Stripe's test keys). */
  readonly testMode: boolean;
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  /** Where the student manages payment details and the subscription. */
  createPortal(input: { customerId: string; returnUrl: string }): Promise<string>;
  getCheckout(id: string): Promise<GatewayCheckout | null>;
  getSubscription(id: string): Promise<GatewaySubscription | null>;
  listSubscriptions(customerId: string): Promise<GatewaySubscription[]>;
  /** The customer's paid one-off checkouts (Pix passes), to reconcile a missed event. */
  listPaidPasses(customerId: string): Promise<GatewayCheckout[]>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<GatewaySubscription>;
  /** Ends the subscription now (withdrawal), with no further charge. */
  cancelNow(id: string): Promise<GatewaySubscription>;
  /** The payment that started a subscription (its first charge), if it was charged. */
  firstPayment(subscriptionId: string): Promise<GatewayPayment | null>;
  refund(input: { paymentIntentId: string; idempotencyKey: string }): Promise<{ id: string; amount: number }>;
  /** Creates or finds the provider's prices for a plan (monthly and annual, BRL), by lookup key. */
  syncPlan(plan: SyncablePlan): Promise<{ monthlyPriceId: string | null; annualPriceId: string | null }>;
  /** Verifies the signature on the raw body and parses the event; throws WebhookSignatureError. */
  parseEvent(rawBody: Buffer, signature: string | undefined): Promise<GatewayEvent>;
}

export class WebhookSignatureError extends Error {}
/** The payment service failed or did not answer (network, 5xx, bad key). */
export class GatewayUnavailableError extends Error {}

export type SyncablePlan = {
  id: string;
  slug: string;
  name: string;
  monthlyPrice: number;
  annualPrice: number;
  stripeMonthlyPriceId: string | null;
  stripeAnnualPriceId: string | null;
};

export type CheckoutInput = {
  userId: string;
  customerId: string;
  plan: SyncablePlan;
  billingType: BillingType;
  paymentMethod: PaymentMethod;
  kind: PurchaseKind;
  /** The price id to charge (from syncPlan), or null to charge the amount inline. */
  priceId: string | null;
  amountCents: number;
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
  /** One per attempt, so a retried request never opens two checkouts. */
  idempotencyKey: string;
};

/** What Rumo stores in every checkout and subscription, to find its way back from an event. */
export type RumoMetadata = {
  rumo_user_id: string;
  rumo_plan_id: string;
  rumo_billing_type: BillingType;
  rumo_payment_method: PaymentMethod;
  rumo_kind: PurchaseKind;
};

export type GatewayCheckout = {
  id: string;
  mode: "subscription" | "payment";
  /** "paid" | "unpaid" | "no_payment_required" */
  paymentStatus: string;
  status: "open" | "complete" | "expired";
  customerId: string | null;
  subscriptionId: string | null;
  paymentIntentId: string | null;
  amountTotal: number;
  metadata: Partial<RumoMetadata>;
};

export type GatewaySubscription = {
  id: string;
  customerId: string;
  /** The provider's own status: trialing, active, past_due, canceled, unpaid, incomplete… */
  status: string;
  metadata: Partial<RumoMetadata>;
  /** What one period costs, in reais. */
  amount: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  endedAt: Date | null;
  created: Date;
};

export type GatewayPayment = { paymentIntentId: string; amount: number; paidAt: Date };

/** An event as both adapters deliver it: Stripe's envelope, the object in `object`. */
export type GatewayEvent = {
  id: string;
  type: string;
  created: Date;
  object: { id: string; object: string; [key: string]: unknown };
};
