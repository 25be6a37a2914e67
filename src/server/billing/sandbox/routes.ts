import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "#domain/auth/api";
import {
  redirectSchema,
  sandboxAdvanceSchema,
  sandboxCheckoutSchema,
  sandboxFailNextSchema,
  sandboxPayPastDueSchema,
  sandboxPayRequestSchema,
  sandboxPortalSchema,
} from "#domain/billing/api";
import { currentUser } from "#server/core/session";
import type { createSandboxService } from "./service.ts";

const errors = {
  401: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const idParams = z.object({ id: z.string().min(1).max(100) });

/** /api/billing/sandbox: the local sandbox's checkout and portal (403 SANDBOX_ONLY in production). */
export const sandboxRoutes: FastifyPluginAsyncZod<{
  sandbox: ReturnType<typeof createSandboxService>;
}> = async (app, { sandbox }) => {
  app.get(
    "/checkout/:id",
    {
      schema: {
        tags: ["billing"],
        summary: "Ambiente de teste: um pagamento aberto do estudante",
        params: idParams,
        response: { 200: sandboxCheckoutSchema, ...errors },
      },
    },
    async (request) => sandbox.checkout(currentUser(request).id, request.params.id),
  );

  app.post(
    "/checkout/:id/pay",
    {
      schema: {
        tags: ["billing"],
        summary: "Ambiente de teste: aprova (ou recusa) o pagamento, sem cobrar nada",
        params: idParams,
        body: sandboxPayRequestSchema,
        response: { 200: redirectSchema, ...errors },
      },
    },
    async (request) => sandbox.pay(currentUser(request).id, request.params.id, request.body.outcome),
  );

  app.get(
    "/portal",
    {
      schema: {
        tags: ["billing"],
        summary: "Ambiente de teste: assinaturas do estudante e o relógio do teste",
        response: { 200: sandboxPortalSchema, ...errors },
      },
    },
    async (request) => sandbox.portal(currentUser(request).id),
  );

  app.post(
    "/clock",
    {
      schema: {
        tags: ["billing"],
        summary: "Ambiente de teste: avança o relógio (renovações, fim do teste grátis, fim do período)",
        body: sandboxAdvanceSchema,
        response: { 200: sandboxPortalSchema, ...errors },
      },
    },
    async (request) => sandbox.advanceClock(currentUser(request).id, request.body.days),
  );

  app.post(
    "/fail-next-payment",
    {
      schema: {
        tags: ["billing"],
        summary: "Ambiente de teste: faz a próxima cobrança falhar (ou voltar a passar)",
        body: sandboxFailNextSchema,
        response: { 200: sandboxPortalSchema, ...errors },
      },
    },
    async (request) =>
      sandbox.setFailNextPayment(currentUser(request).id, request.body.subscriptionId, request.body.fail),
  );

  app.post(
    "/pay-past-due",
    {
      schema: {
        tags: ["billing"],
        summary: "Ambiente de teste: paga a cobrança pendente",
        body: sandboxPayPastDueSchema,
        response: { 200: sandboxPortalSchema, ...errors },
      },
    },
    async (request) => sandbox.payPastDue(currentUser(request).id, request.body.subscriptionId),
  );
};
