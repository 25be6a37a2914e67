import type { FastifyBaseLogger } from "fastify";
import type { EnemYears, EssayTopic } from "#domain/essays/api";
import { ESSAY_MESSAGES } from "#domain/essays/messages";
import { ESSAY_CATEGORIES, type EssayCategory } from "#domain/essays/topic-content";
import { formatMessage } from "#domain/shared/messages";
import type { AppConfig } from "#server/config";
import { loadModelSettings } from "#server/core/ai-settings";
import { loadEntitlements } from "#server/core/entitlements/entitlements";
import { requireFeature, requireModule } from "#server/core/guards";
import type { Database } from "#server/db/client";
import { activeWebhookUrl } from "#server/essays/repository";
import { essayWebhookTimeoutMs } from "#server/essays/webhooks";
import { LimitReachedError, NotFoundError } from "#server/http/errors";
import { topicDto } from "./dto.ts";
import { modelTopicGenerator, type TopicGenerator, webhookTopicGenerator } from "./generators.ts";
import {
  findEnemTopics,
  findVisibleTopic,
  insertTopic,
  listEnemTopicTitles,
  randomOriginalTopic,
} from "./repository.ts";

const DEFAULT_TOPIC_WEBHOOK_TIMEOUT_MS = 30_000;
const randomCategory = (): EssayCategory =>
  ESSAY_CATEGORIES[Math.floor(Math.random() * ESSAY_CATEGORIES.length)] ?? "educacao";

export function createTopicService(deps: { db: Database; config: AppConfig; log: FastifyBaseLogger }) {
  const { db, config, log } = deps;
  /**
   * A category goes to gerar_tema_autoral; 'Aleatória' to gerar_tema, or, when only the authorial
   * webhook is set up, to gerar_tema_autoral with a category drawn here.
   */
  async function topicWebhook(category: EssayCategory | null): Promise<TopicGenerator | null> {
    const general = category ? null : await activeWebhookUrl(db, "gerar_tema");
    const authorial = general ? null : await activeWebhookUrl(db, "gerar_tema_autoral");
    const url = general ?? authorial;
    if (!url) return null;
    const webhook = webhookTopicGenerator(url, {
      timeoutMs: await essayWebhookTimeoutMs(db, config, log, DEFAULT_TOPIC_WEBHOOK_TIMEOUT_MS),
      retries: 1,
      retryDelayMs: 500,
    });
    if (general || category) return webhook;
    return { kind: webhook.kind, generate: (r) => webhook.generate({ ...r, category: randomCategory() }) };
  }

  async function generators(category: EssayCategory | null): Promise<TopicGenerator[]> {
    const list: TopicGenerator[] = [];
    const webhook = await topicWebhook(category);
    if (webhook) list.push(webhook);
    const model = await loadModelSettings(db, config, log);
    if (model) list.push(modelTopicGenerator(model, randomCategory));
    return list;
  }

  return {
    async enemYears(): Promise<EnemYears> {
      const rows = await listEnemTopicTitles(db);
      const years = new Map<number, { application: string; title: string }[]>();
      for (const row of rows) {
        if (row.year === null) continue;
        const list = years.get(row.year) ?? [];
        list.push({ application: row.application ?? "regular", title: row.title });
        years.set(row.year, list);
      }
      return {
        years: [...years.entries()].map(([year, applications]) => ({
          year,
          // The regular application first, as the exam lists them.
          applications: applications.sort((a, b) =>
            a.application === "regular" ? -1 : b.application === "regular" ? 1 : 0,
          ),
        })),
      };
    },

    async enemTopic(examType: string, year: number, application?: string): Promise<EssayTopic> {
      const rows = await findEnemTopics(db, examType, year);
      const row =
        rows.find((r) => r.application === (application ?? "regular")) ?? (application ? undefined : rows[0]);
      if (!row) throw new NotFoundError(ESSAY_MESSAGES.topicNotFound);
      return topicDto(row);
    },

    async topic(userId: string, id: string): Promise<EssayTopic> {
      const row = await findVisibleTopic(db, id, userId);
      if (!row) throw new NotFoundError(ESSAY_MESSAGES.topicNotFound);
      return topicDto(row);
    },

    /**
     * 'Gerar Tema Autoral' (subscribers only): the webhook, else the model, else a random active
     * original topic of that category. A generated topic is stored for the student who asked.
     */
    async generate(
      userId: string,
      input: { categoria: string; dificuldade: string },
      now: Date,
    ): Promise<{ topic: EssayTopic; generatedBy: "webhook" | "model" | "builtin" }> {
      const entitlements = await loadEntitlements(db, userId, now, config.timezone);
      requireModule(entitlements, "redacao", ESSAY_MESSAGES.moduleDisabled);
      requireFeature(entitlements, "redacao_autoral", ESSAY_MESSAGES.autoralSubscribersOnly);
      if (entitlements.autoralEssaysThisMonth.remaining === 0)
        throw new LimitReachedError(
          "ESSAY_LIMIT_REACHED",
          formatMessage(ESSAY_MESSAGES.autoralLimit, {
            limit: entitlements.autoralEssaysThisMonth.limit ?? 0,
          }),
        );
      const category = (ESSAY_CATEGORIES as readonly string[]).includes(input.categoria)
        ? (input.categoria as EssayCategory)
        : null;
      for (const generator of await generators(category)) {
        try {
          const made = await generator.generate({ userId, category, difficulty: input.dificuldade });
          const madeCategory =
            made.category && (ESSAY_CATEGORIES as readonly string[]).includes(made.category);
          const row = await insertTopic(db, {
            title: made.title,
            description: made.description,
            officialInstructions: made.instructions,
            supportingTexts: made.supportingTexts,
            keywords: made.keywords,
            examType: "enem",
            difficulty: ["facil", "medio", "dificil"].includes(made.difficulty ?? "")
              ? (made.difficulty as string)
              : input.dificuldade,
            source: "autoral",
            category: category ?? (madeCategory ? made.category : null),
            generatedForUserId: userId,
          });
          return { topic: topicDto(row), generatedBy: generator.kind };
        } catch (error) {
          log.warn({ generator: generator.kind, err: String(error) }, "topic generator failed");
        }
      }
      const fallback = await randomOriginalTopic(db, category, input.dificuldade);
      if (!fallback) throw new NotFoundError(ESSAY_MESSAGES.topicErrorBody);
      return { topic: topicDto(fallback), generatedBy: "builtin" };
    },
  };
}

export type TopicService = ReturnType<typeof createTopicService>;
