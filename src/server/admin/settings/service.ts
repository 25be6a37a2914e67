import type { FastifyBaseLogger } from "fastify";
import type {
  AdminSettings,
  AiSettingsInput,
  AiTestResult,
  CreateSubjectWebhookInput,
  StripeSettingsInput,
  SubjectWebhooks,
} from "#domain/admin/settings";
import { SETTINGS_MESSAGES, STRIPE_SECRET_FIELDS } from "#domain/admin/settings";
import type { AppConfig } from "#server/config";
import { AI_SETTING_KEYS, loadModelSettings } from "#server/core/ai-settings";
import { recordAudit } from "#server/core/audit";
import { PLAN_PRICES_SYNC_JOB } from "#server/core/jobs/kinds";
import { enqueueJob } from "#server/core/jobs/queue";
import { CHAT_SETTING_KEYS, STRIPE_SETTING_KEYS } from "#server/core/settings-keys";
import type { Database, Queryable } from "#server/db/client";
import { ConflictError, NotFoundError, ValidationError } from "#server/http/errors";
import { testModel } from "./ai-test.ts";
import {
  activeSubjectWebhooks,
  deactivateWebhook,
  findActiveWebhook,
  findSubject,
  insertWebhook,
  setWebhookUrl,
  subjectsWithoutWebhook,
} from "./repository.ts";
import { applySettingChanges, type SettingChange, secretState, storedSettings } from "./setting-writes.ts";

const ALL_KEYS = [
  CHAT_SETTING_KEYS.webhookUrl,
  AI_SETTING_KEYS.baseUrl,
  AI_SETTING_KEYS.model,
  AI_SETTING_KEYS.apiKey,
  ...Object.values(STRIPE_SETTING_KEYS),
];

/** Where Stripe must send its events (src/server/billing/routes.ts, POST /api/billing/webhook). */
export const BILLING_WEBHOOK_PATH = "/api/billing/webhook";

/** A second active webhook for a subject, refused by the unique partial index (migration 0007). */
function isOneActiveViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 8; depth += 1) {
    const e = current as { code?: unknown; cause?: unknown };
    // The insert is the only unique value the transaction writes (the audit row's id is random).
    if (e.code === "23505") return true;
    current = e.cause;
  }
  return false;
}

const alreadyConfigured = () =>
  new ConflictError("SUBJECT_WEBHOOK_EXISTS", SETTINGS_MESSAGES.webhook.alreadyConfigured);

/** Configurações do Sistema: global webhook, AI provider, Stripe keys and per-subject webhooks. */
export function createSettingsService(deps: { db: Database; config: AppConfig; log: FastifyBaseLogger }) {
  const { db, config, log } = deps;

  async function read(): Promise<AdminSettings> {
    const stored = await storedSettings(db, ALL_KEYS, config);
    const plain = (key: string) => stored.get(key)?.value ?? null;
    const s = STRIPE_SETTING_KEYS;
    return {
      globalWebhook: {
        url: plain(CHAT_SETTING_KEYS.webhookUrl),
        envOverride: Boolean(config.chatWebhookUrl),
      },
      ai: {
        baseUrl: plain(AI_SETTING_KEYS.baseUrl),
        model: plain(AI_SETTING_KEYS.model),
        apiKey: secretState(stored.get(AI_SETTING_KEYS.apiKey)),
        envOverride: Boolean(config.ai.baseUrl && config.ai.model),
      },
      stripe: {
        environment: plain(s.environment) === "production" ? "production" : "sandbox",
        sandboxPublicKey: plain(s.sandboxPublicKey),
        productionPublicKey: plain(s.productionPublicKey),
        sandboxSecretKey: secretState(stored.get(s.sandboxSecretKey)),
        sandboxWebhookSecret: secretState(stored.get(s.sandboxWebhookSecret)),
        productionSecretKey: secretState(stored.get(s.productionSecretKey)),
        productionWebhookSecret: secretState(stored.get(s.productionWebhookSecret)),
        envOverride: Boolean(config.stripe.secretKey),
        webhookEndpoint: `${config.publicUrl}${BILLING_WEBHOOK_PATH}`,
      },
    };
  }

  async function apply(
    actorId: string,
    changes: SettingChange[],
    now: Date,
    afterChange?: (tx: Queryable) => Promise<unknown>,
  ) {
    await db.transaction(async (tx) => {
      const changed = await applySettingChanges(tx, config, actorId, changes, now);
      if (changed.length > 0 && afterChange) await afterChange(tx);
    });
    return read();
  }

  return {
    read,

    /** An empty URL removes the global webhook (the tutor then goes on down its chain). */
    saveGlobalWebhook(actorId: string, url: string, now: Date) {
      return apply(
        actorId,
        [{ key: CHAT_SETTING_KEYS.webhookUrl, value: url || null, category: "general", secret: false }],
        now,
      );
    },

    /** A blank key keeps the saved one; `clearApiKey` removes it. */
    saveAi(actorId: string, input: AiSettingsInput, now: Date) {
      const changes: SettingChange[] = [
        { key: AI_SETTING_KEYS.baseUrl, value: input.baseUrl || null, category: "ai", secret: false },
        { key: AI_SETTING_KEYS.model, value: input.model || null, category: "ai", secret: false },
      ];
      if (input.clearApiKey)
        changes.push({ key: AI_SETTING_KEYS.apiKey, value: null, category: "ai", secret: true });
      else if (input.apiKey)
        changes.push({ key: AI_SETTING_KEYS.apiKey, value: input.apiKey, category: "ai", secret: true });
      return apply(actorId, changes, now);
    },

    /** The model in force (environment first) answers a one-line prompt, or says why it did not. */
    async testAi(): Promise<AiTestResult> {
      const model = await loadModelSettings(db, config, log);
      if (!model) throw new ValidationError(SETTINGS_MESSAGES.ai.notConfigured);
      return testModel(model);
    },

    /**
     * Keys of the chosen environment; blank secrets keep the saved ones, `clear` removes them.
     * A change queues the plan prices' sync so the plans exist in the newly configured account.
     */
    saveStripe(actorId: string, input: StripeSettingsInput, now: Date) {
      const cleared = new Set(input.clear ?? []);
      const changes: SettingChange[] = [
        { key: STRIPE_SETTING_KEYS.environment, value: input.environment, category: "stripe", secret: false },
        ...(["sandboxPublicKey", "productionPublicKey"] as const).map(
          (field): SettingChange => ({
            key: STRIPE_SETTING_KEYS[field],
            value: input[field] || null,
            category: "stripe",
            secret: false,
          }),
        ),
      ];
      for (const field of STRIPE_SECRET_FIELDS) {
        const typed = input[field];
        if (typed)
          changes.push({ key: STRIPE_SETTING_KEYS[field], value: typed, category: "stripe", secret: true });
        else if (cleared.has(field))
          changes.push({ key: STRIPE_SETTING_KEYS[field], value: null, category: "stripe", secret: true });
      }
      return apply(actorId, changes, now, (tx) =>
        enqueueJob(tx, PLAN_PRICES_SYNC_JOB, { reason: "stripe_settings" }),
      );
    },

    async subjectWebhooks(): Promise<SubjectWebhooks> {
      const [items, available] = await Promise.all([activeSubjectWebhooks(db), subjectsWithoutWebhook(db)]);
      return {
        items: items.map((w) => ({
          id: w.id,
          url: w.url,
          updatedAt: w.updatedAt.toISOString(),
          subject: { id: w.subjectId, name: w.subjectName, color: w.subjectColor },
        })),
        available,
      };
    },

    async createSubjectWebhook(actorId: string, input: CreateSubjectWebhookInput, now: Date) {
      try {
        await db.transaction(async (tx) => {
          const subject = await findSubject(tx, input.subjectId);
          if (!subject?.active) throw new NotFoundError(SETTINGS_MESSAGES.webhook.subjectNotFound);
          const id = await insertWebhook(tx, subject.id, input.url, now);
          await recordAudit(
            tx,
            {
              actorId,
              action: "subject_webhook.create",
              targetType: "subject_webhook",
              targetId: id,
              before: null,
              after: { subject: subject.name, url: input.url },
            },
            now,
          );
        });
      } catch (error) {
        if (isOneActiveViolation(error)) throw alreadyConfigured();
        throw error;
      }
    },

    async updateSubjectWebhook(actorId: string, id: string, url: string, now: Date) {
      await db.transaction(async (tx) => {
        const webhook = await findActiveWebhook(tx, id);
        if (!webhook) throw new NotFoundError(SETTINGS_MESSAGES.webhook.notFound);
        if (webhook.url === url) return;
        await setWebhookUrl(tx, id, url, now);
        await recordAudit(
          tx,
          {
            actorId,
            action: "subject_webhook.update",
            targetType: "subject_webhook",
            targetId: id,
            before: { subject: webhook.subjectName, url: webhook.url },
            after: { subject: webhook.subjectName, url },
          },
          now,
        );
      });
    },

    async removeSubjectWebhook(actorId: string, id: string, now: Date) {
      await db.transaction(async (tx) => {
        const webhook = await findActiveWebhook(tx, id);
        if (!webhook) throw new NotFoundError(SETTINGS_MESSAGES.webhook.notFound);
        await deactivateWebhook(tx, id, now);
        await recordAudit(
          tx,
          {
            actorId,
            action: "subject_webhook.remove",
            targetType: "subject_webhook",
            targetId: id,
            before: { subject: webhook.subjectName, url: webhook.url },
            after: null,
          },
          now,
        );
      });
    },
  };
}
