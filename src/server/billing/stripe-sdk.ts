import type Stripe from "stripe";

/**
 * Stripe's SDK takes a few hundred milliseconds to load: the first payment request loads it, so a
 * start does not wait for it.
 */
export async function loadStripe(): Promise<typeof Stripe> {
  return (await import("stripe")).default;
}
