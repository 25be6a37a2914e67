import { AsyncLocalStorage } from "node:async_hooks";
import type { Mailer, MailMessage } from "./mailer.ts";

/**
 * better-auth swallows errors thrown by its e-mail callbacks. A flow that must tell the student
 * when the e-mail could not be sent runs inside `trackDelivery` and reads the failure afterwards.
 */
const deliveries = new AsyncLocalStorage<{ error: unknown }>();

export async function trackDelivery<T>(fn: () => Promise<T>): Promise<{ result: T; deliveryError: unknown }> {
  const state = { error: undefined as unknown };
  const result = await deliveries.run(state, fn);
  return { result, deliveryError: state.error };
}

export async function sendTracked(mailer: Mailer, message: MailMessage): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    const state = deliveries.getStore();
    if (state) state.error = error;
    throw error;
  }
}
