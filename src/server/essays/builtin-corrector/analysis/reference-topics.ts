/**
 * Other themes to compare an essay with. Vocabulary alone cannot tell an essay that discusses the
 * theme in its own words from one about something else; asking which theme the essay is closest
 * to can: an essay on sport handed in on a cinema topic is much closer to a topic on sport than to
 * cinema. The references are every topic Rumo ships (content/essay-topics: ENEM's and Rumo's
 * own) and the Essay-BR prompts (content/essay-br/prompts.csv, with the titles written for them
 * in training/essay-br-prompt-titles.json): the kinds of theme essays are written on.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CONTENT_DIR } from "#server/paths";
import { parseEssayBrPrompts } from "../training/essay-br-dataset.ts";
import essayBrTitles from "../training/essay-br-prompt-titles.json" with { type: "json" };
import type { EssayTopicForCorrection } from "../types.ts";
import type { IdfTable } from "./term-vectors.ts";
import { buildTopicModel, type ReferenceTopic } from "./topic-relevance.ts";

interface StoredTopic {
  titulo: string;
  descricao?: string;
  palavras_chave?: string[];
  textos_auxiliares?: Array<{ texto: string }>;
}

function shippedTopics(): EssayTopicForCorrection[] {
  const read = (file: string) =>
    (JSON.parse(readFileSync(join(CONTENT_DIR, "essay-topics", file), "utf8")) as StoredTopic[]).map((t) => ({
      title: t.titulo,
      description: t.descricao ?? null,
      keywords: t.palavras_chave ?? [],
      supportingTexts: (t.textos_auxiliares ?? []).map((x) => x.texto),
    }));
  const titles = essayBrTitles as Record<string, string>;
  const essayBr = [
    ...parseEssayBrPrompts(readFileSync(join(CONTENT_DIR, "essay-br", "prompts.csv"), "utf8")),
  ].map(([id, prompt]) => ({ ...prompt, title: titles[id] ?? prompt.title }));
  return [...read("enem.json"), ...read("autorais.json"), ...essayBr];
}

let sources: EssayTopicForCorrection[] | null = null;
const byIdf = new WeakMap<IdfTable, ReferenceTopic[]>();

/** The reference themes under an IDF table (cross-validation refits it per fold). */
export function referenceTopics(idf: IdfTable): ReferenceTopic[] {
  let refs = byIdf.get(idf);
  if (!refs) {
    sources ??= shippedTopics();
    refs = sources.map((t) => ({ title: t.title, vector: buildTopicModel(t, idf).vector }));
    byIdf.set(idf, refs);
  }
  return refs;
}
