import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "#domain/auth/api";
import {
  billingConfigSchema,
  billingOverviewSchema,
  checkoutRequestSchema,
  redirectSchema,
  statusCheckSchema,
} from "#domain/billing/api";
import { BILLING_MESSAGES } from "#domain/billing/messages";
import { currentUser } from "#server/core/session";
import { AppError } from "#server/http/errors";
import { createBilling } from "./billing.ts";
import { WebhookSignatureError } from "./gateway.ts";
import { sandboxRoutes } from "./sandbox/routes.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};

/**
 * /api/billing: plans bought online. The student's own subscription only (no route takes a user
 * id); the plan changes when the payment service's event confirms it, never on the browser's word.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.ctx;
  const billing = createBilling({ db: database.db, config, log: app.log });
  const { service } = billing;

  // Prices at Stripe follow the plans at start-up; a failure is logged and retried at the next checkout.
  app.addHook("onReady", async () => {
    service.syncPlans().catch((err) => app.log.warn({ err }, "plan prices not synchronised with Stripe"));
  });

  app.get(
    "/config",
    {
      schema: {
        tags: ["billing"],
        summary: "Qual serviço de pagamento está em uso e se o teste grátis ainda está disponível",
        response: { 200: billingConfigSchema },
      },
    },
    async (request) => service.config((await app.readSession(request))?.id ?? null),
  );

  const studentRoutes: FastifyPluginAsyncZod = async (student) => {
    student.addHook("onRequest", app.authenticate);
    student.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });

    student.get(
      "/subscription",
      {
        schema: {
          tags: ["billing"],
          summary: "A assinatura ou passe em vigor e o histórico de pagamentos, cancelamentos e reembolsos",
          response: { 200: billingOverviewSchema, ...errors },
        },
      },
      async (request) => service.overview(currentUser(request).id, new Date()),
    );

    student.post(
      "/checkout",
      {
        schema: {
          tags: ["billing"],
          summary: "Abre o pagamento de um plano (cartão ou boleto: assinatura; Pix: passe) e devolve a URL",
          headers: z.object({ "idempotency-key": z.string().max(200).optional() }),
          body: checkoutRequestSchema,
          response: { 200: redirectSchema, ...errors },
        },
      },
      async (request) =>
        service.checkout(
          currentUser(request).id,
          request.body,
          request.headers["idempotency-key"],
          new Date(),
        ),
    );

    student.post(
      "/portal",
      {
        schema: {
          tags: ["billing"],
          summary: "URL do portal onde o estudante gerencia pagamento e assinatura",
          response: { 200: redirectSchema, ...errors },
        },
      },
      async (request) => service.portal(currentUser(request).id),
    );

    student.post(
      "/status",
      {
        schema: {
          tags: ["billing"],
          summary: "Verificar Status: relê a assinatura no serviço de pagamento e diz o que encontrou",
          response: { 200: statusCheckSchema, ...errors },
        },
      },
      async (request) => service.checkStatus(currentUser(request).id, new Date()),
    );

    for (const [path, action, summary] of [
      ["/cancel", "cancel", "Cancela ao fim do período pago (nada mais é cobrado)"],
      ["/resume", "resume", "Desfaz o cancelamento antes do fim do período"],
      [
        "/withdraw",
        "withdraw",
        "Desistência em até 7 dias do primeiro pagamento: encerra agora e reembolsa tudo",
      ],
    ] as const)
      student.post(
        path,
        { schema: { tags: ["billing"], summary, response: { 200: billingOverviewSchema, ...errors } } },
        async (request) => service[action](currentUser(request).id, new Date()),
      );

    await student.register(sandboxRoutes, { prefix: "/sandbox", sandbox: billing.sandbox });
  };
  await app.register(studentRoutes);

  // Stripe's events: the signature is checked on the bytes exactly as they arrived.
  const webhookRoute: FastifyPluginAsyncZod = async (hooks) => {
    hooks.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    hooks.post(
      "/webhook",
      {
        config: { rateLimit: false },
        schema: {
          tags: ["billing"],
          summary: "Eventos assinados do Stripe",
          response: {
            200: z.object({ received: z.literal(true), outcome: z.string() }),
            400: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const gateway = await billing.gateways.forSource("stripe");
        if (!gateway) throw new AppError(503, "PAYMENTS_DISABLED", BILLING_MESSAGES.paymentsDisabled);
        const signature = request.headers["stripe-signature"];
        try {
          const outcome = await billing.webhook.receive(
            gateway,
            Buffer.isBuffer(request.body) ? request.body : Buffer.from(""),
            typeof signature === "string" ? signature : undefined,
          );
          return { received: true as const, outcome };
        } catch (error) {
          if (error instanceof WebhookSignatureError)
            throw new AppError(400, "WEBHOOK_SIGNATURE_INVALID", BILLING_MESSAGES.webhookSignatureInvalid);
          throw error;
        }
      },
    );
  };
  await app.register(webhookRoute);
};
