import type { FastifyBaseLogger } from "fastify";
import type { SandboxCheckout } from "#domain/billing/api";
import { BILLING_MESSAGES } from "#domain/billing/messages";
import type { AppConfig } from "#server/config";
import type { Database } from "#server/db/client";
import { AppError, ConflictError, NotFoundError } from "#server/http/errors";
import type { GatewayResolver } from "../providers.ts";
import { findCustomerId } from "../repository.ts";
import { SandboxDeclinedError } from "./gateway.ts";

const DECLINED: Record<string, string> = {
  card: "Cartão recusado (teste). Nada foi cobrado; tente de novo ou escolha outra forma de pagamento.",
  boleto: "Boleto não pago (teste). Nada foi cobrado; tente de novo quando quiser.",
  pix: "Pix não confirmado (teste). Nada foi cobrado; tente de novo quando quiser.",
};

/** The sandbox's own pages: its checkout, and its portal with the clock. Only the student's own objects. */
export function createSandboxService(deps: {
  db: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
  gateways: GatewayResolver;
}) {
  const { db } = deps;

  function requireSandbox() {
    const sandbox = deps.gateways.sandbox();
    if (!sandbox) throw new AppError(403, "SANDBOX_ONLY", BILLING_MESSAGES.sandboxOnly);
    return sandbox;
  }

  async function ownCustomer(userId: string) {
    const customerId = await findCustomerId(db, userId, "sandbox");
    if (!customerId) throw new AppError(404, "NO_SUBSCRIPTION", BILLING_MESSAGES.noCustomer);
    return customerId;
  }

  async function ownSession(userId: string, id: string) {
    const sandbox = requireSandbox();
    const session = await sandbox.checkoutSession(id);
    const customerId = await findCustomerId(db, userId, "sandbox");
    // Another student's checkout answers as one that does not exist.
    if (!session || session.customer !== customerId)
      throw new NotFoundError(BILLING_MESSAGES.sandboxCheckoutNotFound);
    return { sandbox, session };
  }

  async function portalState(userId: string) {
    const sandbox = requireSandbox();
    const customerId = await ownCustomer(userId);
    const clock = await sandbox.clock(customerId);
    const subscriptions = await sandbox.subscriptionsOf(customerId);
    return {
      now: clock.now.toISOString(),
      offsetDays: clock.offsetDays,
      subscriptions: subscriptions.map((s) => ({
        id: s.id,
        status: s.status,
        planName: String(s.plan_name ?? ""),
        currentPeriodEnd: new Date(s.items.data[0].current_period_end * 1000).toISOString(),
        trialEnd: s.trial_end ? new Date(s.trial_end * 1000).toISOString() : null,
        cancelAtPeriodEnd: s.cancel_at_period_end,
        failNextPayment: s.sandbox.fail_next_payment,
      })),
    };
  }

  return {
    async checkout(userId: string, id: string): Promise<SandboxCheckout> {
      const { session } = await ownSession(userId, id);
      return {
        id: session.id,
        status: session.status,
        plan: { name: session.plan_name, slug: session.plan_slug },
        kind: session.mode === "payment" ? "pass" : "subscription",
        billingType: session.metadata.rumo_billing_type,
        paymentMethod: session.metadata.rumo_payment_method,
        amount: Number(session.unit_amount) / 100,
        trialDays: session.trial_period_days,
        cancelUrl: session.cancel_url,
      };
    },

    async pay(userId: string, id: string, outcome: "approve" | "decline") {
      const { sandbox, session } = await ownSession(userId, id);
      if (session.status !== "open")
        throw new ConflictError("CHECKOUT_CLOSED", BILLING_MESSAGES.sandboxCheckoutClosed);
      try {
        return { url: await sandbox.payCheckout(id, outcome) };
      } catch (error) {
        if (error instanceof SandboxDeclinedError)
          throw new AppError(402, "PAYMENT_PROVIDER_ERROR", DECLINED[error.message] ?? DECLINED.card!);
        throw error;
      }
    },

    portal: portalState,

    async advanceClock(userId: string, days: number) {
      const sandbox = requireSandbox();
      await sandbox.advanceClock(await ownCustomer(userId), days);
      return portalState(userId);
    },

    async setFailNextPayment(userId: string, subscriptionId: string, fail: boolean) {
      const sandbox = requireSandbox();
      const customerId = await ownCustomer(userId);
      const subs = await sandbox.subscriptionsOf(customerId);
      if (!subs.some((s) => s.id === subscriptionId))
        throw new NotFoundError(BILLING_MESSAGES.noSubscription);
      await sandbox.setFailNextPayment(subscriptionId, fail);
      return portalState(userId);
    },

    async payPastDue(userId: string, subscriptionId: string) {
      const sandbox = requireSandbox();
      const subs = await sandbox.subscriptionsOf(await ownCustomer(userId));
      if (!subs.some((s) => s.id === subscriptionId))
        throw new NotFoundError(BILLING_MESSAGES.noSubscription);
      await sandbox.payPastDue(subscriptionId);
      return portalState(userId);
    },
  };
}
