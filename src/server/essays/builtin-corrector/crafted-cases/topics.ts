/**
 * The official ENEM topics of the crafted cases, as the product stores them
 * (content/essay-topics/enem.json: title, description, keywords and Rumo's supporting texts).
 */
import { readFileSync } from "node:fs";
import type { EssayTopicForCorrection } from "../types.ts";

interface StoredTopic {
  titulo: string;
  ano: number;
  aplicacao: string;
  descricao?: string;
  palavras_chave?: string[];
  textos_auxiliares: Array<{ texto: string }>;
}

/** Topic ids are "{year}" for the regular application, "{year}-{aplicacao}" otherwise. */
export type CraftedTopicId = string;

let topics: Map<CraftedTopicId, EssayTopicForCorrection> | null = null;

export function craftedTopic(id: CraftedTopicId): EssayTopicForCorrection {
  topics ??= new Map(
    (
      JSON.parse(
        readFileSync(new URL("../../../../../content/essay-topics/enem.json", import.meta.url), "utf8"),
      ) as StoredTopic[]
    ).map((t) => [
      t.aplicacao === "regular" ? String(t.ano) : `${t.ano}-${t.aplicacao}`,
      {
        title: t.titulo,
        description: t.descricao ?? null,
        keywords: t.palavras_chave ?? [],
        supportingTexts: t.textos_auxiliares.map((x) => x.texto),
      },
    ]),
  );
  const topic = topics.get(id);
  if (!topic) throw new Error(`unknown crafted topic ${id}`);
  return topic;
}
