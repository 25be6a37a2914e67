/** Feedback for C3 (projeto de texto), C4 (coesão) and C5 (proposta de intervenção). */
import type { EnemLevel } from "#domain/essays/rules";
import { relationNames } from "../analysis/cohesion-analysis.ts";
import type { EssayAnalysis } from "../analysis/essay-analysis.ts";
import { ELEMENT_LABEL, type ProposalElement } from "../analysis/proposal-analysis.ts";
import {
  agree,
  count,
  ex,
  headline,
  inParagraphs,
  listPt,
  ofParagraph,
  paragraphsPhrase,
  q,
} from "./feedback-text.ts";
import type { DraftAssessment } from "./rationale-section.ts";

/** The first words of a paragraph, to quote it back. */
const firstWords = (p: string) => {
  const words = p.split(/\s+/);
  return `${words.slice(0, 10).join(" ")}${words.length > 10 ? "…" : ""}`;
};

const join = (parts: string[]) => parts.join(" ").replace(/ ###/g, "###");

export function c3Feedback(a: EssayAnalysis, level: EnemLevel, tangential: boolean): DraftAssessment {
  const s = a.structure;
  const evid: string[] = [];
  const parts = [headline(3, level)];
  if (tangential) parts.push("Como o tema foi tangenciado, esta competência fica limitada a 40 pontos.");
  const n = s.paragraphCount;
  parts.push(
    `O texto tem ${count(n, "parágrafo", "parágrafos")} (${s.paragraphWords.join(", ")} palavras)${n >= 4 && n <= 5 ? ", estrutura adequada ao modelo introdução–desenvolvimento–conclusão" : n < 4 ? "; o ideal são 4 ou 5 (introdução, dois desenvolvimentos e conclusão)" : "; parágrafos demais fragmentam o raciocínio"}.`,
  );
  evid.push(`Parágrafos: ${n} (${s.paragraphWords.join(" / ")} palavras)`);
  if (s.thesisStatement) {
    parts.push(`###**Tese:** a introdução fecha com o ponto de vista ${q(s.thesisStatement)}.`);
    evid.push(`Tese na introdução: ${q(s.thesisStatement)}`);
  } else if (n >= 2)
    parts.push(
      `###**Tese:** a introdução (${q(firstWords(a.paragraphs[0] ?? ""))}) não fecha com uma tese: uma frase que afirme o seu posicionamento sobre o problema e anuncie os argumentos.`,
    );
  else
    parts.push(
      "###**Tese:** sem parágrafo de introdução separado, o ponto de vista não aparece onde a banca o procura (no fim da introdução).",
    );
  s.argumentSentences.forEach((arg, k) => {
    if (/\p{L}/u.test(arg)) evid.push(`Argumento ${ofParagraph(k + 1, n)}: ${q(arg)}`);
  });
  const weak = s.developmentSupport.map((v, i) => ({ v, i: i + 1 })).filter((x) => x.v < 0.5);
  if (s.developmentSupport.length && weak.length)
    parts.push(
      `${inParagraphs(
        weak.map((x) => x.i),
        n,
      )}, faltam marcas de fundamentação (explicação causal, exemplo, dado ou consequência) que sustentem a ideia do parágrafo.`,
    );
  if (s.conclusionOpener) evid.push(`Conclusão sinalizada por ${q(s.conclusionOpener)}`);
  if (n > 1 && s.introConclusionOverlap < 0.1)
    parts.push(
      "A conclusão quase não retoma as ideias da introdução; retome a tese antes de propor a intervenção.",
    );
  else if (n > 1)
    evid.push(
      `Conclusão retoma ${Math.round(100 * s.introConclusionOverlap)}% das palavras-chave da introdução`,
    );
  if (s.maxConsecutiveOverlap > 0.6)
    parts.push(
      "Há parágrafos consecutivos muito parecidos em vocabulário, o que sugere repetição de ideias em vez de progressão.",
    );
  if (a.copy.copiedWordShare > 0.1)
    parts.push(
      `Parte do texto reproduz os textos motivadores (${Math.round(100 * a.copy.copiedWordShare)}%), o que indica pouca autoria.`,
    );
  const tip =
    level >= 200
      ? "Mantenha o planejamento: cada parágrafo com tópico frasal, fundamentação e fechamento."
      : !s.thesisStatement
        ? "Planeje antes de escrever: na introdução, apresente a tese e anuncie os dois argumentos; dedique um parágrafo a cada um."
        : "Abra cada desenvolvimento com um tópico frasal ligado à tese e aprofunde-o com causa, exemplo/repertório e consequência, evitando informações soltas.";
  parts.push(`###**Como melhorar:** ${tip}`);
  const firstWeak = weak[0];
  const weakArg = firstWeak ? s.argumentSentences[firstWeak.i - 1]?.match(/.*\p{L}.*/su)?.[0] : undefined;
  const next =
    n < 3
      ? `organizar o texto em introdução, desenvolvimento e conclusão: ele tem ${count(n, "parágrafo", "parágrafos")}.`
      : !s.thesisStatement
        ? "fechar a introdução com uma tese explícita — o seu posicionamento e os dois argumentos que o sustentam."
        : firstWeak && weakArg
          ? `fundamentar o argumento ${ofParagraph(firstWeak.i, n)}, que abre com ${q(weakArg)}: explique a causa, dê um exemplo ou dado e mostre a consequência.`
          : `ligar cada argumento à tese ${q(s.thesisStatement)}, aprofundando-o com causa, exemplo e consequência, e retomá-la na conclusão.`;
  return { score: level, comment: join(parts), evidence: evid, next };
}

export function c4Feedback(a: EssayAnalysis, level: EnemLevel): DraftAssessment {
  const c = a.cohesion;
  const evid: string[] = [];
  const parts = [headline(4, level)];
  const distinct = [...new Set(c.connectives.map((x) => x.text))];
  parts.push(
    distinct.length
      ? `Encontramos ${count(c.connectives.length, "conectivo", "conectivos")}, ${distinct.length} ${agree(distinct.length, "diferente", "diferentes")} (${distinct.slice(0, 10).map(q).join(", ")}), expressando ${listPt(relationNames(c.distinctRelations)) || "poucas relações"}.`
      : `Não encontramos conectivos ligando as ideias: os períodos se sucedem sem articulação, como em ${q(firstWords(a.paragraphs[0] ?? ""))}.`,
  );
  if (distinct.length) evid.push(`Conectivos usados: ${distinct.slice(0, 14).join(", ")}`);
  for (const o of c.openers)
    evid.push(`Abertura ${ofParagraph(o.paragraph, a.paragraphs.length)}: ${q(o.text)}`);
  if (c.paragraphsWithoutOpener.length && a.paragraphs.length > 1) {
    parts.push(
      (() => {
        const p = paragraphsPhrase(c.paragraphsWithoutOpener, a.paragraphs.length);
        return `###**Entre parágrafos:** ${p.text} ${p.plural ? "começam" : "começa"} sem conectivo ou expressão que ${p.plural ? "os ligue" : "o ligue"} ao anterior.`;
      })(),
    );
  } else if (a.paragraphs.length > 1)
    parts.push(
      "###**Entre parágrafos:** todos os parágrafos após a introdução começam com um elemento de ligação — muito bem.",
    );
  if (a.paragraphs.length <= 1)
    parts.push(
      "###Texto em parágrafo único: a ausência de paragrafação prejudica a articulação entre as partes.",
    );
  if (c.overused.length) {
    parts.push(
      `Evite repetir o mesmo conectivo: ${c.overused.map((o) => `${q(o.text)} (${o.count}×)`).join(", ")}.`,
    );
    for (const o of c.overused) evid.push(`Conectivo repetido: ${q(o.text)} ${o.count}×`);
  }
  if (c.perHundredWords > 7)
    parts.push(
      "Há conectivos em excesso para o tamanho do texto; usados de forma artificial, eles prejudicam em vez de ajudar.",
    );
  if (c.encapsulators.length) {
    parts.push(
      `###**Referenciação:** bom uso de retomadas como ${listPt(c.encapsulators.slice(0, 3).map(q))}.`,
    );
    evid.push(`Retomadas por expressões resumitivas: ${c.encapsulators.slice(0, 5).join(", ")}`);
  } else
    parts.push(
      "###**Referenciação:** use expressões que retomem ideias anteriores (‘essa problemática’, ‘tal cenário’) em vez de repetir as mesmas palavras.",
    );
  for (const r of c.referential.slice(0, 3)) evid.push(`Retomada pronominal: ${q(r)}`);
  const tip =
    level >= 200
      ? "Continue variando os conectivos conforme a relação lógica desejada."
      : c.paragraphsWithoutOpener.length
        ? "Inicie cada parágrafo com um conectivo que mostre a relação com o anterior (‘Além disso’, ‘Em contrapartida’, ‘Portanto’) e varie os operadores dentro dos períodos."
        : "Amplie o repertório coesivo: alterne operadores de causa (‘visto que’), oposição (‘contudo’) e conclusão (‘desse modo’) e use pronomes e sinônimos para retomar termos.";
  parts.push(`###**Como melhorar:** ${tip}`);
  const without =
    c.paragraphsWithoutOpener.length && a.paragraphs.length > 1
      ? paragraphsPhrase(c.paragraphsWithoutOpener, a.paragraphs.length)
      : null;
  const next = without
    ? `ligar ${without.text} ao parágrafo anterior com um conectivo ou expressão de retomada (${ex("Além disso")}, ${ex("Diante desse cenário")}).`
    : c.overused[0]
      ? `variar os conectivos: ${q(c.overused[0].text)} aparece ${c.overused[0].count} vezes; alterne-o com outros de mesmo sentido.`
      : !c.encapsulators.length
        ? `retomar ideias com expressões resumitivas (${ex("essa problemática")}, ${ex("tal cenário")}) em vez de repetir palavras: o texto não usa nenhuma.`
        : distinct.length < 6
          ? `diversificar os conectivos: o texto usa ${count(distinct.length, "conectivo diferente", "conectivos diferentes")}; acrescente relações de causa, oposição e conclusão dentro dos períodos.`
          : "usar cada conectivo com a relação lógica exata que ele expressa e retomar termos por pronomes e sinônimos dentro dos parágrafos, sem inadequações.";
  return { score: level, comment: join(parts), evidence: evid, next };
}

const ORDER: ProposalElement[] = ["agente", "acao", "meio", "finalidade", "detalhamento"];

export function c5Feedback(
  a: EssayAnalysis,
  level: EnemLevel,
  tangential: boolean,
  relatedToTheme: boolean,
): DraftAssessment {
  const p = a.proposal;
  const evid: string[] = [];
  const parts = [headline(5, level)];
  if (tangential) parts.push("Com o tema tangenciado, a proposta fica limitada a 40 pontos.");
  const found = ORDER.filter((e) => p.elements[e]);
  const missing = ORDER.filter((e) => !p.elements[e]);
  if (p.humanRightsViolation) {
    parts.push(
      `**Atenção:** a proposta sugere medida que desrespeita os direitos humanos (${q(p.humanRightsViolation)}), o que é penalizado nesta competência.`,
    );
    evid.push(`Desrespeito aos direitos humanos: ${q(p.humanRightsViolation)}`);
  }
  if (!found.length || !p.elements.acao) {
    parts.push(
      p.onlyLackOrConditional
        ? `Não há proposta de fato: constatar uma falta ou usar condicional (${q(p.onlyLackOrConditional)}) não é propor uma ação.`
        : `Não identificamos uma proposta de intervenção clara (quem deve fazer o quê, como e para quê) na conclusão, que começa com ${q(firstWords(a.paragraphs[a.paragraphs.length - 1] ?? ""))}.`,
    );
  } else {
    parts.push(
      `Elementos encontrados (${found.length} de 5): ${found.map((e) => `**${ELEMENT_LABEL[e]}** ${q(p.elements[e] ?? "")}`).join("; ")}.`,
    );
  }
  for (const e of found) evid.push(`${ELEMENT_LABEL[e]}: ${q(p.elements[e] ?? "")}`);
  if (missing.length) {
    parts.push(`###**Faltam:** ${listPt(missing.map((e) => ELEMENT_LABEL[e]))}.`);
    evid.push(`Elementos ausentes: ${missing.map((e) => ELEMENT_LABEL[e]).join(", ")}`);
  }
  if (found.length && !relatedToTheme)
    parts.push(
      "A proposta está pouco relacionada ao recorte do tema; ela deve resolver o problema discutido no texto.",
    );
  if (found.length && !p.inConclusion)
    parts.push(
      "A proposta não está no último parágrafo; no ENEM ela costuma fechar o texto, retomando a discussão.",
    );
  const tip = !p.elements.acao
    ? "Feche o texto com uma proposta de intervenção: diga quem deve agir (agente), o que fazer (ação), como (modo/meio) e para quê (finalidade), com um detalhe que explique um desses elementos — por exemplo, ‘o Ministério da Educação deve criar programas de orientação nas escolas, por meio de parcerias com universidades, a fim de reduzir o problema’."
    : missing.length === 0
      ? "Detalhe ainda mais um dos elementos (explique como a ação funcionaria ou por que aquele agente é o adequado)."
      : `Complete a proposta no formato ‘agente + ação + modo/meio + finalidade + detalhamento’, por exemplo: ‘o Ministério da Educação (agente) deve criar campanhas (ação) por meio de parcerias com escolas (meio), a fim de reduzir o problema (finalidade)’, acrescentando um detalhe que explique um desses elementos.`;
  parts.push(`###**Como melhorar:** ${tip}`);
  return {
    score: level,
    comment: join(parts),
    evidence: evid,
    next: proposalNext(a, level),
    nextFirst: true,
  };
}

/**
 * What each missing element adds, as a clause appended to the student's own proposal sentence.
 * Worded to fit any theme and any action, since it is read after the student's own words.
 */
const ADDITION: Record<Exclude<ProposalElement, "acao">, string> = {
  agente: "tarefa que cabe ao Governo Federal, em parceria com estados e municípios (agente)",
  meio: "por meio de recursos e profissionais destinados a essa tarefa (modo/meio)",
  finalidade: "a fim de reduzir o problema discutido ao longo do texto (finalidade)",
  detalhamento:
    "de forma contínua, e não apenas em ações pontuais, para que os resultados se mantenham ao longo do tempo (detalhamento)",
};

const WHY: Record<Exclude<ProposalElement, "acao">, string> = {
  agente: "quem deve executar a ação",
  meio: "como a ação será feita",
  finalidade: "para que ela serve (o efeito esperado sobre o problema)",
  detalhamento: "um detalhe que desenvolva um dos elementos (um exemplo, uma explicação)",
};

const shortLabel = (e: ProposalElement) => ELEMENT_LABEL[e].split(" (")[0] ?? e;

/** "It would read": the student's sentence, without its final stop, with the element added. */
const withElement = (sentence: string, e: Exclude<ProposalElement, "acao">) =>
  ex(`${sentence.replace(/[\s.!?…"]+$/u, "")}, ${ADDITION[e]}.`);

/**
 * "O que falta para o próximo nível" in C5: which of the five elements is missing, on the
 * student's own proposal sentence (quoted) and how it reads with that element added; with all
 * five found, the one to develop for the next level; without a proposal, says there is none.
 */
export function proposalNext(a: EssayAnalysis, level: EnemLevel): string {
  const p = a.proposal;
  if (!p.elements.acao || !p.sentence)
    return p.onlyLackOrConditional
      ? `uma proposta de intervenção: o texto só constata uma falta ou usa condicional (${q(p.onlyLackOrConditional)}), sem propor uma ação. Na conclusão, escreva quem deve fazer o quê, como, para quê e com um detalhe, por exemplo ${ex("o Ministério da Educação deve criar programas de orientação nas escolas, por meio de parcerias com universidades, a fim de reduzir o problema")}.`
      : `uma proposta de intervenção: não encontramos no texto nenhuma frase que proponha uma ação para o problema. Na conclusão, escreva quem deve fazer o quê, como, para quê e com um detalhe, por exemplo ${ex("o Ministério da Educação deve criar programas de orientação nas escolas, por meio de parcerias com universidades, a fim de reduzir o problema")}.`;
  const missing = (["agente", "meio", "finalidade", "detalhamento"] as const).filter((e) => !p.elements[e]);
  const first = missing[0];
  if (first) {
    const others = missing.slice(1).map(shortLabel);
    return `falta ${first === "agente" ? "o agente" : `o elemento ${shortLabel(first)}`} — ${WHY[first]}. A sua proposta diz ${q(p.sentence)}; com ele, ficaria: ${withElement(p.sentence, first)}${others.length ? ` Depois, acrescente também ${listPt(others)}.` : ""}`;
  }
  // All five found: the detail inferred from a long sentence, else the detail itself, is what
  // graders most often find underdeveloped.
  const target = level >= 160 ? "para 200" : "para subir";
  return p.detailInferred
    ? `os cinco elementos aparecem, mas o detalhamento só está implícito no período longo; ${target}, a banca precisa ler um detalhe explícito. A sua proposta diz ${q(p.sentence)}; com ele, ficaria: ${withElement(p.sentence, "detalhamento")}`
    : `os cinco elementos aparecem; ${target}, eles precisam estar articulados entre si e à discussão, com o detalhamento (${q(p.elements.detalhamento ?? "")}) desenvolvendo a ação ou o meio. A sua proposta diz ${q(p.sentence)}; uma forma de articulá-la melhor seria: ${withElement(p.sentence, "detalhamento")}`;
}
