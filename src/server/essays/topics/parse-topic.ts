import type { SupportingTextRow } from "#server/db/schema/index";

/** A generated topic, ready to be stored as temas_redacao (fonte autoral). */
export type GeneratedTopic = {
  title: string;
  description: string | null;
  instructions: string;
  supportingTexts: SupportingTextRow[];
  keywords: string[];
  difficulty: string | null;
  category: string | null;
};

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown, max = 4000): string | null =>
  typeof v === "string" && v.trim() ? v.trim().slice(0, max) : null;
const ROMAN = ["I", "II", "III", "IV", "V", "VI"];
const GENERATED_SOURCE = "Texto de apoio do tema gerado";

/** ENEM-style instructions for a topic that came without its own. */
export function defaultInstructions(title: string): string {
  return `A partir da leitura dos textos motivadores e com base nos conhecimentos construídos ao longo de sua formação, redija um texto dissertativo-argumentativo em modalidade escrita formal da língua portuguesa sobre o tema “${title}”, apresentando proposta de intervenção que respeite os direitos humanos. Selecione, organize e relacione, de forma coerente e coesa, argumentos e fatos para defesa de seu ponto de vista.\n\nOrientações: o texto deve ter, no máximo, 30 linhas, e o título é opcional. O texto com até 7 linhas escritas será considerado insuficiente e receberá nota zero.`;
}

/**
 * docs/product.md#essay-topics: textos_auxiliares come as an array of strings, an array of
 * label→text objects, or an object with a `textos` list.
 */
export function parseSupportingTexts(raw: unknown): SupportingTextRow[] {
  const list = isObject(raw) && Array.isArray(raw.textos) ? raw.textos : Array.isArray(raw) ? raw : [];
  const out: SupportingTextRow[] = [];
  for (const item of list.slice(0, 6)) {
    const label = `Texto ${ROMAN[out.length] ?? out.length + 1}`;
    if (typeof item === "string" && item.trim()) {
      out.push({ rotulo: label, texto: item.trim().slice(0, 4000), fonte: GENERATED_SOURCE });
      continue;
    }
    if (!isObject(item)) continue;
    const texto = str(item.texto ?? item.conteudo ?? item.text ?? item.content);
    if (texto) {
      out.push({
        rotulo: str(item.rotulo ?? item.titulo ?? item.label, 120) ?? label,
        texto,
        fonte: str(item.fonte ?? item.source, 300) ?? GENERATED_SOURCE,
      });
      continue;
    }
    // { "Texto I": "…" }: label → text.
    for (const [key, value] of Object.entries(item)) {
      const t = str(value);
      if (t) out.push({ rotulo: key.slice(0, 120), texto: t, fonte: GENERATED_SOURCE });
    }
  }
  return out;
}

function keywordsOf(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(/[,;]/) : [];
  return list
    .filter((k): k is string => typeof k === "string")
    .map((k) => k.trim())
    .filter((k) => k.length > 1)
    .slice(0, 12);
}

function locate(raw: unknown, depth = 0): Obj | null {
  if (depth > 4) return null;
  if (typeof raw === "string") {
    try {
      return locate(JSON.parse(raw), depth + 1);
    } catch {
      return null;
    }
  }
  if (Array.isArray(raw)) return locate(raw[0], depth + 1);
  if (!isObject(raw)) return null;
  if (str(raw.titulo)) return raw;
  for (const key of ["tema", "topic", "data", "output"]) {
    const inner = locate(raw[key], depth + 1);
    if (inner) return inner;
  }
  return null;
}

/** A webhook's answer (`{ tema: {...} }`, the topic itself, or either in an array) or null. */
export function parseGeneratedTopic(raw: unknown): GeneratedTopic | null {
  const topic = locate(raw);
  const title = topic ? str(topic.titulo, 300) : null;
  if (!topic || !title || title.length < 5) return null;
  return {
    title,
    description: str(topic.descricao),
    instructions: str(topic.instrucoes_oficiais ?? topic.instrucoes) ?? defaultInstructions(title),
    supportingTexts: parseSupportingTexts(topic.textos_auxiliares),
    keywords: keywordsOf(topic.palavras_chave),
    difficulty: str(topic.dificuldade, 20),
    category: str(topic.categoria_tematica, 60),
  };
}
