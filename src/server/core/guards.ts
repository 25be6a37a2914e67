import type { SubscriptionFeature } from "#domain/plans/entitlements";
import type { Entitlements } from "#server/core/entitlements/entitlements";
import { ForbiddenError } from "#server/http/errors";

/** Refuses (403 MODULE_DISABLED) when the student's plan leaves this module out. */
export function requireModule(
  entitlements: Entitlements,
  module: keyof Entitlements["modules"],
  message: string,
): void {
  if (!entitlements.modules[module]) throw new ForbiddenError(message, "MODULE_DISABLED");
}

/** Refuses (403 SUBSCRIBERS_ONLY) a feature only an active subscription includes. */
export function requireFeature(
  entitlements: Entitlements,
  feature: SubscriptionFeature,
  message: string,
): void {
  if (!entitlements.features[feature]) throw new ForbiddenError(message, "SUBSCRIBERS_ONLY");
}
