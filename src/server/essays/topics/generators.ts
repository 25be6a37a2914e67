import { z } from "zod";
import { DIFFICULTY_LABELS, ESSAY_CATEGORY_LABELS } from "#domain/essays/rules";
import type { EssayCategory } from "#domain/essays/topic-content";
import type { ModelSettings } from "#server/core/ai-settings";
import { OutsideCallError, type PostOptions, postJsonWithRetry } from "#server/essays/webhooks";
import { defaultInstructions, type GeneratedTopic, parseGeneratedTopic } from "./parse-topic.ts";

export type TopicRequest = { userId: string; category: EssayCategory | null; difficulty: string };

/** One interface per outside integration (docs/decisions/017-one-adapter-per-integration.md). */
export interface TopicGenerator {
  readonly kind: "webhook" | "model";
  generate(request: TopicRequest): Promise<GeneratedTopic>;
}

/**
 * The webhook contract: gerar_tema_autoral takes `{ dificuldade, categoria_tematica, user_id }`; with no
 * category ("Aleatória") the gerar_tema webhook takes `{ dificuldade, tipo_vestibular, user_id }`.
 * The answer's field is `tema`.
 */
export function webhookTopicGenerator(url: string, options: PostOptions): TopicGenerator {
  return {
    kind: "webhook",
    generate(request) {
      const body = request.category
        ? { dificuldade: request.difficulty, categoria_tematica: request.category, user_id: request.userId }
        : { dificuldade: request.difficulty, tipo_vestibular: "enem", user_id: request.userId };
      return postJsonWithRetry(url, body, options, parseGeneratedTopic);
    },
  };
}

const modelTopicSchema = z.object({
  titulo: z.string().min(10).max(200),
  descricao: z.string().min(40),
  instrucoes_oficiais: z.string().min(40),
  textos_auxiliares: z
    .array(z.object({ rotulo: z.string(), texto: z.string().min(40), fonte: z.string() }))
    .min(2)
    .max(4),
  palavras_chave: z.array(z.string()).min(3).max(10),
});

const TOPIC_SYSTEM_PROMPT = `Você cria propostas inéditas de redação no modelo do ENEM, em português do Brasil.
O tema é um recorte de um problema social brasileiro, escrito como os títulos do ENEM (por exemplo, "Desafios para…", "Caminhos para combater…").
Escreva: titulo; descricao (um parágrafo que situa o problema e o que o estudante deve discutir); instrucoes_oficiais (a instrução do ENEM: texto dissertativo-argumentativo, norma-padrão, proposta de intervenção que respeite os direitos humanos, no máximo 30 linhas); 2 a 4 textos_auxiliares (rotulo "Texto I", "Texto II"…; texto; fonte); palavras_chave.
Nos textos de apoio use apenas fatos amplamente conhecidos e verificáveis (leis, instituições, conceitos); não invente números nem citações. Quando o texto for de autoria própria, a fonte é "Texto elaborado para o Rumo".`;

/** A configured OpenAI-compatible model writes the topic, with a JSON schema for its answer. */
export function modelTopicGenerator(
  settings: ModelSettings,
  pickCategory: () => EssayCategory,
): TopicGenerator {
  return {
    kind: "model",
    async generate(request) {
      const category = request.category ?? pickCategory();
      // The AI SDK is loaded by the first topic, not at start-up (a few hundred milliseconds).
      const [{ createOpenAICompatible }, { generateText, Output }] = await Promise.all([
        import("@ai-sdk/openai-compatible"),
        import("ai"),
      ]);
      const provider = createOpenAICompatible({
        name: "rumo-essay-topics",
        baseURL: settings.baseUrl.replace(/\/$/, ""),
        apiKey: settings.apiKey,
        supportsStructuredOutputs: true,
      });
      try {
        const { output } = await generateText({
          model: provider.chatModel(settings.model),
          system: TOPIC_SYSTEM_PROMPT,
          prompt: `Crie um tema de redação inédito. Eixo temático: ${ESSAY_CATEGORY_LABELS[category]}. Dificuldade: ${DIFFICULTY_LABELS[request.difficulty] ?? request.difficulty}.`,
          output: Output.object({ schema: modelTopicSchema, name: "tema_redacao" }),
          temperature: 0.9,
          maxRetries: 1,
          timeout: settings.timeoutMs,
        });
        return {
          title: output.titulo.trim(),
          description: output.descricao.trim(),
          instructions: output.instrucoes_oficiais.trim() || defaultInstructions(output.titulo),
          supportingTexts: output.textos_auxiliares.map((t) => ({
            rotulo: t.rotulo.trim(),
            texto: t.texto.trim(),
            fonte: t.fonte.trim() || "Texto elaborado para o Rumo",
          })),
          keywords: output.palavras_chave.map((k) => k.trim()).filter(Boolean),
          difficulty: request.difficulty,
          category,
        };
      } catch (error) {
        throw new OutsideCallError(`model topic generation failed: ${String(error)}`);
      }
    },
  };
}
