import { ESSAY_WEBHOOK_TIMEOUT_KEY } from "#server/essays/webhooks";
import { setSetting } from "./factories.ts";
import type { TestApp } from "./test-app.ts";

/** Short webhook timeouts keep the failure tests fast. */
export const useShortWebhookTimeout = (t: TestApp, ms = 800) =>
  setSetting(t, ESSAY_WEBHOOK_TIMEOUT_KEY, String(ms));

/** Points the essays at a local model server (system_settings, as an admin would). */
export async function useModel(t: TestApp, baseUrl: string | null): Promise<void> {
  await setSetting(t, "ai_base_url", baseUrl);
  await setSetting(t, "ai_model", baseUrl ? "fake-model" : null);
}
