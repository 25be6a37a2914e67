/** Shared wording for the feedback: level descriptors (own words, after INEP's grid) and quoting helpers. */
import type { EnemLevel } from "#domain/essays/rules";

const LEVEL_DESCRIPTORS: Record<1 | 2 | 3 | 4 | 5, Record<EnemLevel, string>> = {
  1: {
    200: "excelente domínio da escrita formal; desvios só como exceção",
    160: "bom domínio da norma-padrão, com poucos desvios",
    120: "domínio mediano da norma-padrão, com alguns desvios",
    80: "domínio insuficiente da norma-padrão, com muitos desvios",
    40: "domínio precário, com desvios diversos e frequentes",
    0: "desconhecimento da modalidade escrita formal",
  },
  2: {
    200: "tema desenvolvido com argumentação consistente e repertório sociocultural produtivo",
    160: "argumentação consistente e bom domínio do texto dissertativo-argumentativo",
    120: "argumentação previsível e domínio mediano do texto dissertativo-argumentativo",
    80: "abordagem superficial do tema, apoio excessivo nos textos motivadores ou estrutura dissertativa incompleta",
    40: "tema tangenciado ou domínio precário do texto dissertativo-argumentativo",
    0: "fuga ao tema ou ao tipo textual",
  },
  3: {
    200: "projeto de texto estratégico, com informações bem selecionadas, organizadas e autoria",
    160: "projeto de texto organizado, com indícios de autoria",
    120: "informações pertinentes, mas pouco organizadas ou limitadas aos textos motivadores",
    80: "informações desorganizadas ou pouco relacionadas ao ponto de vista",
    40: "informações pouco relacionadas ao tema, sem defesa clara de ponto de vista",
    0: "informações sem relação com o tema",
  },
  4: {
    200: "articulação excelente, com repertório diversificado de recursos coesivos",
    160: "boa articulação, com poucas inadequações e repertório diversificado",
    120: "articulação mediana, com algumas inadequações e repertório pouco diversificado",
    80: "articulação insuficiente, com muitas inadequações e repertório limitado",
    40: "articulação precária entre as partes do texto",
    0: "ausência de articulação entre as partes do texto",
  },
  5: {
    200: "proposta de intervenção muito bem elaborada, detalhada e articulada à discussão",
    160: "proposta bem elaborada, relacionada ao tema e articulada à discussão",
    120: "proposta mediana, relacionada ao tema, mas pouco detalhada",
    80: "proposta insuficiente ou pouco articulada com a discussão",
    40: "proposta vaga ou precária",
    0: "proposta ausente ou sem relação com o tema",
  },
};

/** A verbatim quotation of the essay (a final full stop is left out: the sentence around it has its own). */
export const q = (s: string) =>
  `“${s
    .replace(/^[“"]|[”"]$/g, "")
    .trim()
    .replace(/(?<![.…])\.$/u, "")}”`;

export function headline(competency: 1 | 2 | 3 | 4 | 5, level: EnemLevel): string {
  return `**${level}/200 — ${LEVEL_DESCRIPTORS[competency][level]}.**`;
}

export function listPt(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

export const paragraphName = (i: number, total: number) =>
  i === 0 ? "introdução" : i === total - 1 ? "conclusão" : `${i + 1}º parágrafo`;

const isFeminine = (name: string) => name === "introdução" || name === "conclusão";

/** "da introdução", "da conclusão", "do 2º parágrafo". */
export const ofParagraph = (i: number, total: number) => {
  const name = paragraphName(i, total);
  return isFeminine(name) ? `da ${name}` : `do ${name}`;
};

/** "o 2º parágrafo" / "o 2º e o 3º parágrafos" / "a conclusão", with a plural flag for the verb. */
export function paragraphsPhrase(indices: number[], total: number): { text: string; plural: boolean } {
  const names = indices.map((i) => paragraphName(i, total));
  if (names.length === 1)
    return { text: `${isFeminine(names[0] ?? "") ? "a" : "o"} ${names[0] ?? ""}`, plural: false };
  const numbered = names.filter((n) => !isFeminine(n)).map((n) => `o ${n.replace(" parágrafo", "")}`);
  const others = names.filter(isFeminine).map((n) => `a ${n}`);
  const parts = [
    ...(numbered.length ? [`${listPt(numbered)} ${numbered.length > 1 ? "parágrafos" : "parágrafo"}`] : []),
    ...others,
  ];
  return { text: listPt(parts), plural: true };
}

/** "No 3º parágrafo", "Nos 2º e 3º parágrafos", "Na conclusão". */
export function inParagraphs(indices: number[], total: number): string {
  const { text } = paragraphsPhrase(indices, total);
  return text
    .replace(/^o /, "No ")
    .replace(/^a /, "Na ")
    .replace(/^No (.+ parágrafos)$/, "Nos $1")
    .replace(/ e o /g, " e ");
}

/**
 * An example or a word that is not the student's (a model sentence, a connective to try, a
 * word of the topic): single quotes, so “…” always means a verbatim quotation of the essay.
 */
export const ex = (s: string) => `‘${s.trim()}’`;

/** "1 parágrafo", "3 parágrafos", "0 erros": the noun agrees with the count. */
export const count = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;

/** The form agreeing with a count ("diferente"/"diferentes"). */
export const agree = (n: number, singular: string, plural: string) => (n === 1 ? singular : plural);

/**
 * A finding's message written by an analyser, shown inside our own sentence: its “examples” are
 * the analyser's, not the essay's, so they take single quotes; "coisa(s)" becomes "coisa/coisas".
 */
export const ownMessage = (m: string) =>
  m
    .replace(/“([^”]*)”/g, "‘$1’")
    .replace(/(\p{L}+)\((s|es)\)/gu, (_, w: string, s: string) => `${w}/${w}${s}`);

const squash = (s: string) => s.replace(/\s+/g, " ").trim();
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Anchors every “…” quotation of a feedback text in the essay: the quote takes the essay's own
 * spelling of the span (capitals the analysers lowered) and an elided pattern ("há … atrás")
 * becomes the essay's actual words. Quotes already verbatim are left as they are.
 */
export function anchorQuotes(text: string, essay: string): string {
  const plain = squash(essay.replace(/[“”]/g, '"'));
  const lower = plain.toLocaleLowerCase("pt-BR");
  return text.replace(/“([^”]*)”/g, (whole, inner: string) => {
    const lead = inner.startsWith("…") ? "…" : "";
    const trail = inner.endsWith("…") && inner.length > 1 ? "…" : "";
    const body = squash(inner.slice(lead.length, inner.length - trail.length));
    if (!body || plain.includes(body)) return whole;
    if (!body.includes("…")) {
      const at = lower.indexOf(body.toLocaleLowerCase("pt-BR"));
      return at >= 0 ? `“${lead}${plain.slice(at, at + body.length)}${trail}”` : whole;
    }
    const parts = body
      .split(/\s*…\s*/)
      .filter(Boolean)
      .map(escapeRe);
    const m = new RegExp(parts.join("[^.!?;]{1,80}?"), "iu").exec(plain);
    return m ? `“${lead}${m[0]}${trail}”` : whole;
  });
}

/**
 * Text written by the ENEM rules (caps, tangency, annulment) shown inside the feedback: its
 * “…” that are not words of the essay (the topic's title words, examples) take single quotes.
 */
export function othersText(text: string, essay: string): string {
  const anchored = anchorQuotes(text, essay);
  const plain = squash(essay.replace(/[“”]/g, '"'));
  return anchored.replace(/“([^”]*)”/g, (whole, inner: string) =>
    plain.includes(squash(inner.replace(/^…|…$/g, ""))) ? whole : `‘${inner}’`,
  );
}
