import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "#server/config";
import type { Database } from "#server/db/client";
import { createGatewayResolver } from "./providers.ts";
import { createSandboxService } from "./sandbox/service.ts";
import { createBillingService } from "./service.ts";
import { createWebhookHandler } from "./webhook.ts";

/**
 * The billing feature's parts, wired once: the webhook handler, the payment services it reads
 * from (the sandbox delivers its events straight to that handler), and the services the routes call.
 */
export function createBilling(deps: { db: Database; config: AppConfig; log: FastifyBaseLogger }) {
  const webhook = createWebhookHandler({ db: deps.db, log: deps.log });
  const gateways = createGatewayResolver({
    ...deps,
    deliver: async (rawBody, signature) => {
      const sandbox = gateways.sandbox();
      if (sandbox) await webhook.receive(sandbox, rawBody, signature);
    },
  });
  const service = createBillingService({ ...deps, gateways });
  const sandbox = createSandboxService({ ...deps, gateways });
  return { webhook, gateways, service, sandbox };
}

export type Billing = ReturnType<typeof createBilling>;
