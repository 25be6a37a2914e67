import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { BillingConfig, BillingOverview, CheckoutRequest, StatusCheck } from "#domain/billing/api";
import { BILLING_MESSAGES } from "#domain/billing/messages";
import {
  canWithdraw,
  type PurchaseKind,
  priceOf,
  purchaseKindOf,
  TRIAL_DAYS,
  toCents,
} from "#domain/billing/rules";
import { activeSubscription, FREE_PLAN_SLUG } from "#domain/plans/entitlements";
import { APP_ROUTES } from "#domain/shared/routes";
import type { AppConfig } from "#server/config";
import { renews } from "#server/core/entitlements/entitlements";
import type { Database } from "#server/db/client";
import { AppError, ConflictError, NotFoundError, ValidationError } from "#server/http/errors";
import { applySubscription, factsOf } from "./apply.ts";
import { subscriptionSummaryDto } from "./dto.ts";
import { queueBillingEmail } from "./emails.ts";
import { GatewayUnavailableError, type PaymentGateway } from "./gateway.ts";
import type { GatewayResolver } from "./providers.ts";
import { reconcileCustomer } from "./reconcile.ts";
import {
  findCustomerId,
  findPlan,
  findUserContact,
  hadTrial,
  listPlans,
  markRefunded,
  type PlanRow,
  type SubscriptionRow,
  saveCustomerId,
  savePlanPriceIds,
  subscriptionRowsOf,
  updateSubscriptionRow,
} from "./repository.ts";

type Deps = { db: Database; config: AppConfig; log: FastifyBaseLogger; gateways: GatewayResolver };

const providerError = (message: string) => new AppError(502, "PAYMENT_PROVIDER_ERROR", message);

/** Turns the payment service's failures into a pt-BR answer; everything else passes through. */
async function guarded<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw providerError(message);
    throw error;
  }
}

export function createBillingService(deps: Deps) {
  const { db, config, log, gateways } = deps;
  const timeZone = config.timezone;
  const plansUrl = `${config.publicUrl}${APP_ROUTES.plans}`;

  async function requireGateway(): Promise<PaymentGateway> {
    const gateway = await gateways.current();
    if (!gateway) throw new AppError(503, "PAYMENTS_DISABLED", BILLING_MESSAGES.paymentsDisabled);
    return gateway;
  }

  async function rowsOf(userId: string) {
    return subscriptionRowsOf(db, userId);
  }

  /** The subscription or pass in force, with its plan. */
  /** The subscription or pass in force among the student's rows, with its plan. */
  function inForceAmong(rows: Awaited<ReturnType<typeof rowsOf>>, now: Date) {
    const found = activeSubscription(
      rows.map((r) => ({ ...r.row, plan: r.plan, renews: renews(r.row) })),
      now,
    );
    return rows.find((r) => r.row.id === found?.id) ?? null;
  }

  async function inForce(userId: string, now: Date) {
    return inForceAmong(await rowsOf(userId), now);
  }

  async function overview(userId: string, now: Date): Promise<BillingOverview> {
    const rows = await rowsOf(userId);
    const current = inForceAmong(rows, now);
    return {
      current: current ? subscriptionSummaryDto(current.row, current.plan, now) : null,
      records: rows.map((r) => subscriptionSummaryDto(r.row, r.plan, now)),
    };
  }

  async function customerFor(gateway: PaymentGateway, userId: string): Promise<string> {
    const existing = await findCustomerId(db, userId, gateway.provider);
    if (existing) return existing;
    const user = await findUserContact(db, userId);
    if (!user) throw new NotFoundError();
    const created = await gateway.createCustomer({ userId, email: user.email, name: user.name });
    return (await saveCustomerId(db, userId, gateway.provider, created)) ?? created;
  }

  /** The purchase in force that the student manages online (not a plan given by staff). */
  async function managed(userId: string, now: Date) {
    const current = await inForce(userId, now);
    if (!current || current.row.source === "admin")
      throw new AppError(404, "NO_SUBSCRIPTION", BILLING_MESSAGES.noSubscription);
    const gateway = await gateways.forSource(current.row.source);
    if (!gateway) throw new AppError(503, "PAYMENTS_DISABLED", BILLING_MESSAGES.paymentsDisabled);
    return { ...current, gateway };
  }

  /** A paid subscription whose invoice event has not arrived yet still has its first payment at the service. */
  async function withFirstPayment(gateway: PaymentGateway, row: SubscriptionRow): Promise<SubscriptionRow> {
    if (row.firstPaidAt || row.kind !== "subscription" || !row.stripeSubscriptionId) return row;
    const payment = await guarded(BILLING_MESSAGES.providerUnavailable, () =>
      gateway.firstPayment(row.stripeSubscriptionId ?? ""),
    );
    if (!payment) return row;
    const set = { firstPaidAt: payment.paidAt, stripePaymentIntentId: payment.paymentIntentId };
    await updateSubscriptionRow(db, row.userId, row.id, set);
    return { ...row, ...set };
  }

  async function syncPlanPrices(gateway: PaymentGateway, plan: PlanRow) {
    const ids = await gateway.syncPlan(plan);
    if (gateway.provider === "stripe") await savePlanPriceIds(db, plan.id, ids);
    return ids;
  }

  const ctxOf = (gateway: PaymentGateway) => ({ db, provider: gateway.provider, log, now: new Date() });

  /**
   * A student pays for one thing at a time: no second subscription (even one whose events were
   * missed: the service is asked), no subscription over a Pix pass still running, and no pass on top
   * of a subscription that renews.
   */
  async function refuseSecondPurchase(
    gateway: PaymentGateway,
    userId: string,
    kind: PurchaseKind,
    now: Date,
  ) {
    const customerId = await findCustomerId(db, userId, gateway.provider);
    if (customerId && kind === "subscription")
      await guarded(BILLING_MESSAGES.checkoutFailed, () =>
        reconcileCustomer({ db, log }, gateway, customerId),
      );
    const current = await inForce(userId, now);
    if (!current || current.row.source === "admin") return;
    const until = current.row.endsAt ? longDate(timeZone).format(current.row.endsAt) : "";
    if (current.row.kind === "pass" && kind === "subscription")
      throw new ConflictError("ALREADY_SUBSCRIBED", BILLING_MESSAGES.passRunning(until));
    if (current.row.kind === "subscription" && (kind === "subscription" || renews(current.row)))
      throw new ConflictError(
        "ALREADY_SUBSCRIBED",
        current.row.cancelAtPeriodEnd
          ? BILLING_MESSAGES.subscriptionEnding(until)
          : BILLING_MESSAGES.alreadySubscribed,
      );
  }

  return {
    overview,

    async config(userId: string | null): Promise<BillingConfig> {
      const gateway = await gateways.current();
      return {
        provider: gateway?.provider ?? "none",
        testMode: gateway?.testMode ?? false,
        trialDays: TRIAL_DAYS,
        trialAvailable: userId ? !(await hadTrial(db, userId)) : null,
      };
    },

    /** A checkout at the payment service; the plan changes only when its event confirms payment. */
    async checkout(userId: string, input: CheckoutRequest, idempotencyKey: string | undefined, now: Date) {
      const gateway = await requireGateway();
      const plan = await findPlan(db, input.planId);
      if (!plan?.active || plan.archivedAt) throw new NotFoundError(BILLING_MESSAGES.planNotFound);
      const amount = priceOf(plan, input.billingType);
      if (plan.slug === FREE_PLAN_SLUG || amount <= 0)
        throw new ValidationError(BILLING_MESSAGES.freePlanNotForSale);
      const kind = purchaseKindOf(input.paymentMethod);
      await refuseSecondPurchase(gateway, userId, kind, now);

      return guarded(BILLING_MESSAGES.checkoutFailed, async () => {
        const customerId = await customerFor(gateway, userId);
        const trialDays = kind === "subscription" && !(await hadTrial(db, userId)) ? TRIAL_DAYS : 0;
        const prices = kind === "subscription" ? await syncPlanPrices(gateway, plan) : null;
        const session = await gateway.createCheckout({
          userId,
          customerId,
          plan,
          billingType: input.billingType,
          paymentMethod: input.paymentMethod,
          kind,
          priceId:
            input.billingType === "annual"
              ? (prices?.annualPriceId ?? null)
              : (prices?.monthlyPriceId ?? null),
          amountCents: toCents(amount),
          trialDays,
          successUrl: `${plansUrl}?success=true`,
          cancelUrl: `${plansUrl}?canceled=true`,
          idempotencyKey: `checkout-${userId}-${idempotencyKey ?? randomUUID()}`,
        });
        if (!session.url) throw providerError(BILLING_MESSAGES.checkoutUrlMissing);
        return { url: session.url };
      });
    },

    async portal(userId: string) {
      const gateway = await requireGateway();
      const customerId = await findCustomerId(db, userId, gateway.provider);
      if (!customerId) throw new AppError(404, "NO_SUBSCRIPTION", BILLING_MESSAGES.noCustomer);
      const url = await guarded(BILLING_MESSAGES.portalFailed, () =>
        gateway.createPortal({ customerId, returnUrl: plansUrl }),
      );
      if (!url) throw providerError(BILLING_MESSAGES.portalUrlMissing);
      return { url };
    },

    /** 'Verificar Status': reads every subscription and pass at the service again and says what it found. */
    async checkStatus(userId: string, now: Date): Promise<StatusCheck> {
      const gateway = await gateways.current();
      const customerId = gateway ? await findCustomerId(db, userId, gateway.provider) : null;
      if (gateway && customerId)
        await guarded(BILLING_MESSAGES.providerUnavailable, async () => {
          await reconcileCustomer({ db, log }, gateway, customerId);
        });
      const result = await overview(userId, now);
      return { ...result, message: statusMessage(result, gateway?.provider ?? null, timeZone) };
    },

    /** Cancels at the end of the period paid for: nothing more is charged, nothing is deleted. */
    async cancel(userId: string, now: Date) {
      const { row, gateway } = await managed(userId, now);
      if (row.kind === "pass")
        throw new ConflictError("NOT_CANCELLABLE", BILLING_MESSAGES.passNotCancellable);
      if (row.cancelAtPeriodEnd)
        throw new ConflictError("NOT_CANCELLABLE", BILLING_MESSAGES.alreadyCancelled);
      await guarded(BILLING_MESSAGES.providerUnavailable, async () => {
        const sub = await gateway.setCancelAtPeriodEnd(row.stripeSubscriptionId ?? "", true);
        await db.transaction((tx) => applySubscription({ ...ctxOf(gateway), db: tx }, sub));
      });
      return overview(userId, now);
    },

    /** Undoes a cancellation before the period ends. */
    async resume(userId: string, now: Date) {
      const { row, gateway } = await managed(userId, now);
      if (row.kind === "pass" || !row.cancelAtPeriodEnd)
        throw new ConflictError("NOT_CANCELLABLE", BILLING_MESSAGES.noSubscription);
      await guarded(BILLING_MESSAGES.providerUnavailable, async () => {
        const sub = await gateway.setCancelAtPeriodEnd(row.stripeSubscriptionId ?? "", false);
        await db.transaction((tx) => applySubscription({ ...ctxOf(gateway), db: tx }, sub));
      });
      return overview(userId, now);
    },

    /**
     * Withdrawal (CDC art. 49): within 7 days of the first payment, the plan ends now and everything
     * paid is refunded. A trial never charged simply ends.
     */
    async withdraw(userId: string, now: Date) {
      const found = await managed(userId, now);
      const { plan, gateway } = found;
      const row = await withFirstPayment(gateway, found.row);
      const trialOnly = row.kind === "subscription" && !row.firstPaidAt && row.trialEndsAt !== null;
      if (!trialOnly && !canWithdraw(row, now))
        throw new ConflictError("WITHDRAWAL_EXPIRED", BILLING_MESSAGES.withdrawalExpired);
      await guarded(BILLING_MESSAGES.providerUnavailable, async () => {
        if (row.kind === "subscription" && row.stripeSubscriptionId) {
          const sub = await gateway.cancelNow(row.stripeSubscriptionId);
          await db.transaction((tx) => applySubscription({ ...ctxOf(gateway), db: tx }, sub));
        }
        const paymentIntentId =
          row.stripePaymentIntentId ??
          (row.stripeSubscriptionId
            ? (await gateway.firstPayment(row.stripeSubscriptionId))?.paymentIntentId
            : null);
        const refund =
          !trialOnly && paymentIntentId
            ? await gateway.refund({ paymentIntentId, idempotencyKey: `withdraw-${row.id}` })
            : null;
        await db.transaction(async (tx) => {
          await endNow(tx, row, now);
          if (refund && (await markRefunded(tx, row, { refundedAt: now, refundAmount: refund.amount })))
            await queueBillingEmail(tx, userId, "refund", factsOf(row, plan.name, now, refund.amount));
        });
      });
      return overview(userId, now);
    },

    /** Prices for every paid plan at the payment service (start-up, and when staff save a plan). */
    async syncPlans(): Promise<void> {
      const gateway = await gateways.current();
      if (gateway?.provider !== "stripe") return;
      for (const plan of await listPlans(db))
        if (plan.active && !plan.archivedAt && plan.slug !== FREE_PLAN_SLUG)
          await syncPlanPrices(gateway, plan);
    },
  };
}

async function endNow(db: Parameters<typeof updateSubscriptionRow>[0], row: SubscriptionRow, now: Date) {
  await updateSubscriptionRow(db, row.userId, row.id, {
    status: "cancelled",
    endsAt: now,
    cancelledAt: row.cancelledAt ?? now,
  });
}

const longDate = (timeZone: string) =>
  new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric", timeZone });

function statusMessage(result: BillingOverview, provider: string | null, timeZone: string): string {
  const format = (iso: string) => longDate(timeZone).format(new Date(iso));
  const c = result.current;
  const where =
    provider === "stripe" ? "no Stripe" : provider === "sandbox" ? "no ambiente de teste" : "no Rumo";
  if (!c) return `Nenhuma assinatura ativa encontrada ${where}: você está no plano Gratuito.`;
  const until = c.endsAt ? format(c.endsAt) : null;
  if (c.kind === "pass") return `Passe ${c.plan.name} ativo até ${until}.`;
  if (c.status === "past_due")
    return `Assinatura ${c.plan.name} com pagamento pendente: atualize a forma de pagamento em 'Gerenciar'.`;
  if (c.cancelAtPeriodEnd) return `Assinatura ${c.plan.name} cancelada: o plano vale até ${until}.`;
  if (c.trialEndsAt && new Date(c.trialEndsAt) > new Date())
    return `Assinatura ${c.plan.name} em teste grátis até ${format(c.trialEndsAt)}.`;
  return until
    ? `Assinatura ${c.plan.name} ativa. Próxima cobrança em ${until}.`
    : `Assinatura ${c.plan.name} ativa.`;
}

export type BillingService = ReturnType<typeof createBillingService>;
