/**
 * C5 intervention proposal: looks for the five elements ENEM graders check — agente,
 * ação, modo/meio, finalidade and detalhamento — mainly in the conclusion, and quotes
 * what it found. Lacks ("faltam investimentos") and conditionals ("se fosse feito…")
 * are not proposals; human-rights violations are flagged.
 */
import { excerptAround, splitSentences, tokenize } from "./text-utils.ts";

export type ProposalElement = "agente" | "acao" | "meio" | "finalidade" | "detalhamento";

export const ELEMENT_LABEL: Record<ProposalElement, string> = {
  agente: "agente (quem executa)",
  acao: "ação (o que fazer)",
  meio: "modo/meio (como fazer)",
  finalidade: "finalidade (para quê)",
  detalhamento: "detalhamento",
};

export interface ProposalAnalysis {
  /**
   * Each element as the essay words it: a verbatim span of the proposal (the agent as named,
   * the other elements from their marker to the end of their clause), null when absent.
   */
  elements: Record<ProposalElement, string | null>;
  /** The sentence that states the action, whole and verbatim (null without an action). */
  sentence: string | null;
  /** The detail was inferred from a long, developed proposal sentence, not from a marker. */
  detailInferred: boolean;
  elementCount: number;
  /** Sentences that prescribe an action (deve/cabe a/é necessário…) anywhere in the essay. */
  actionSentences: number;
  inConclusion: boolean;
  onlyLackOrConditional: string | null;
  humanRightsViolation: string | null;
  /** Text of the paragraph holding the proposal (for the topic check). */
  proposalText: string;
}

const AGENTS =
  /(?<![\p{L}])(?:(?:o|a|os|as|ao|à|aos|às|pelo|pela|do|da)\s+)?(?:governo(?:\s+(?:federal|estadual|municipal|brasileiro))?|Estado|poder público|Poder (?:Legislativo|Executivo|Judiciário)|Congresso(?: Nacional)?|Ministério d[aoe]s? [\p{Lu}][\p{L}]+(?: e d[aoe]s? [\p{Lu}][\p{L}]+)?|Ministério Público|Secretarias?(?: d[aoe]s? [\p{Lu}][\p{L}]+)?|MEC|SUS|Anvisa|Defensoria Pública|prefeituras?|municípios|governos? (?:estaduais|municipais)|escolas?|instituições de ensino|universidades|mídias?|meios de comunicação|imprensa|ONGs?|organizações não governamentais|sociedade civil|famílias?|pais|responsáveis|empresas(?: privadas)?|iniciativa privada|setor privado|legisladores|deputados|senadores|polícia|órgãos (?:públicos|competentes|responsáveis|governamentais)|autoridades(?: competentes)?|igrejas?|líderes religiosos|cidadãos|população|sociedade|professores|educadores|profissionais da saúde|psicólogos|influenciadores(?: digitais)?|plataformas digitais|redes sociais|União|Judiciário|Legislativo|Executivo|Forças Armadas|comunidade escolar|grandes empresas|big techs)(?![\p{L}])/iu;

/** Prescriptive constructions: modal + infinitive, "é necessário que…", "cabe ao…", passive "podem ser criados". */
const ACTION = new RegExp(
  [
    "(?<![\\p{L}])(?:deve(?:m|ria|riam|rá|rão)?|precisa(?:m|ria|riam)?|cabe(?:rá|ria)?|compete|urge|necessita(?:-se|m)?|têm o dever de|tem o dever de|é (?:papel|dever|responsabilidade|função) d[aoe]s?)(?![\\p{L}])[^.;:]{0,90}?(?<![\\p{L}])[\\p{L}]+(?:ar|er|ir|ôr|or)(?:-se)?(?![\\p{L}])",
    "(?<![\\p{L}])(?:é|seria|será|faz-se|torna-se|mostra-se|revela-se|fazem-se|se faz|se torna)\\s+(?:mais\\s+)?(?:necessári[oa]s?|precis[oa]|fundamental|imprescindível|essencial|urgente|importante|mister|indispensável|interessante|ideal|válid[oa]|crucial|primordial|conveniente|viável|pertinente)(?![\\p{L}])(?!,?\\s+(?:destacar|ressaltar|salientar|mencionar|lembrar|notar|observar|afirmar|pontuar|considerar|analisar|frisar|enfatizar|evidenciar|reconhecer|compreender|entender|perceber|citar|dizer|discutir|refletir)(?![\\p{L}]))",
    "(?<![\\p{L}])(?:propõe-se|sugere-se|recomenda-se|convém|propomos|sugerimos)(?![\\p{L}])",
    "(?<![\\p{L}])(?:pode(?:m|riam|ria)?|deve(?:m|riam|ria)?) ser (?:[\\p{L}]+(?:ad|id)[oa]s?)(?![\\p{L}])",
    // First person plural and "ter que": "devemos cobrar", "precisamos investir", "têm que fiscalizar".
    "(?<![\\p{L}])(?:devemos|precisamos|temos (?:que|de)|tem (?:que|de)|têm (?:que|de)|há (?:que|de))\\s+(?!(?:ressaltar|destacar|lembrar|notar|observar|considerar|perceber|reconhecer|entender|compreender|analisar|refletir|pensar|admitir|concordar|salientar|mencionar)(?![\\p{L}]))(?:[\\p{L}]+\\s+){0,2}?[\\p{L}]+(?:ar|er|ir|or)(?![\\p{L}])",
    // "Poder" with an intervention verb: "as ONGs podem facilitar", "a escola poderia promover".
    "(?<![\\p{L}])(?:pode(?:m|ria|riam)?|podemos|poderão)\\s+(?:[\\p{L}]+\\s+)?(?:ajudar|contribuir|facilitar|minimizar|mitigar|resolver|combater|reduzir|amenizar|atenuar|diminuir|solucionar|garantir|promover|auxiliar|criar|investir|incentivar|fiscalizar|conscientizar|ampliar|implementar|implantar|oferecer|fomentar|estimular|desenvolver|realizar|adotar|punir|coibir|erradicar|combater|proporcionar|assegurar|orientar|educar|informar|divulgar)(?![\\p{L}])",
    // Nominal proposals: "a melhor solução seria…", "a necessidade da criação de…", "é de suma importância".
    "(?<![\\p{L}])(?:a|uma|outra|essa|tal) (?:(?:melhor|principal|possível|única|primeira|grande|boa|ótima|eficaz|eficiente|viável) )?(?:solução|saída|alternativa|medida|forma de|maneira de|caminho|opção|intervenção)(?: [\\p{L},]+){0,8}? (?:seria|será|seriam|consiste|é (?:a |o )?[\\p{L}]+(?:ar|er|ir|ção|mento))(?![\\p{L}])",
    "(?<![\\p{L}])(?:necessidade|importância|urgência) d[aeo]s?(?: se)? (?:[\\p{L}]+(?:ar|er|ir|ção|ções|mento|mentos)|investimentos?|políticas|medidas|ações|campanhas|projetos|programas|leis)(?![\\p{L}])",
    "(?<![\\p{L}])(?:é|seria|será) (?:de (?:suma|extrema|grande|fundamental) importância|de (?:responsabilidade|competência)|imperios[oa]|imperativ[oa]|dever|obrigação)(?![\\p{L}])",
    "(?<![\\p{L}])(?:precisa-se|necessita-se|[eè] necessári[oa]s?|medidas (?:são|seriam|serão) necessárias|o (?:ideal|correto|certo|mais adequado|recomendável) (?:seria|é|será))(?![\\p{L}])",
  ].join("|"),
  "iu",
);

const MEANS =
  /(?<![\p{L}])(?:por meio d[eoa]s?|através d[eoa]s?|mediante|por intermédio d[eoa]s?|via|com o (?:auxílio|apoio|uso|emprego) d[eoa]s?|em parceria com|utilizando|com a (?:criação|implementação|implantação|ajuda|utilização|promoção|realização) d[eoa]s?|a partir d[eoa]s? (?:criação|implementação|implantação|realização|ampliação|uso)|por via d[eoa]s?|valendo-se d[eoa]s?|[\p{L}]+(?:ando|endo|indo)\s+(?:campanhas|palestras|projetos|programas|recursos|verbas|investimentos|políticas|ações|debates|oficinas|cursos|leis|fiscalizações|parcerias))(?![\p{L}])/u;

const PURPOSE =
  /(?<![\p{L}])(?:a fim de|para que|com o (?:intuito|objetivo|propósito|fito) de|com a finalidade de|visando(?: a| ao| à)?|objetivando|de modo a|de forma a|de maneira a|para,? (?:assim|dessa forma|desse modo|então|enfim),?\s+[\p{L}]+(?:ar|er|ir)|para [\p{L}]+(?:ar|er|ir|arem|erem|irem)(?![\p{L}]))/u;

const DETAIL =
  /(?<![\p{L}])(?:ou seja|isto é|por exemplo|a exemplo d[eoa]s?|tais como|como (?:palestras|campanhas|oficinas|aulas|debates|propagandas|cursos|projetos|programas|rodas de conversa)|sobretudo|especialmente|principalmente|em especial|nas quais|nos quais|as quais|os quais|que (?:abordem|expliquem|mostrem|ensinem|discutam|promovam|incentivem|garantam|alertem|informem|esclareçam|orientem|divulguem|conscientizem|visem))(?![\p{L}])|—[^—]{5,80}—|\([^)]{5,80}\)/u;

const LACK = /(?<![\p{L}])(?:faltam?|carece(?:m)? de|não há|há pouco|ausência de|falta de)(?![\p{L}])/u;
const CONDITIONAL =
  /(?<![\p{L}])(?:se|caso)\s+(?:[\p{L}]+\s+){0,6}?(?:fosse(?:m)?|for(?:em)?|houvesse|tivesse(?:m)?|investisse(?:m)?|fizesse(?:m)?|seja(?:m)?)(?![\p{L}])/u;

const HUMAN_RIGHTS =
  /(?<![\p{L}])(?:pena de morte|castração|castrar|tortur(?:a|ar)|linch(?:amento|ar)|(?:matar|exterminar|executar) (?:os|as|esses|essas|todos os) (?:criminosos|bandidos|presos|infratores|estupradores|assassinos|traficantes|usuários|dependentes)|esterilização (?:forçada|compulsória)|justiça com as próprias mãos|expuls(?:ar|ão d)(?:os|as)? (?:imigrantes|refugiados|estrangeiros)|trabalhos? forçados?|apedrejamento|eliminar (?:os|as) (?:criminosos|bandidos|presos))(?![\p{L}])/iu;
const PRESCRIBES_BEFORE =
  /(?:deve\p{L}*|precisa\p{L}*|necessári\p{L}*|é preciso|defend\p{L}*|propo\p{L}*|adot\p{L}*|implant\p{L}*|institu\p{L}*|legaliz\p{L}*|aplica\p{L}*|volta\p{L}* d?a|retorno d?a|solução (?:é|seria))\s+(?:[\p{L}]+\s+){0,5}$/iu;
const NEGATION_BEFORE =
  /(?:não|nunca|jamais|contra|sem|combate (?:a|à|ao)|fim d[aoe]|proibi\p{L}*|abolir|repúdio|rejeit\p{L}*|impedir|coibir|vetar|erradicar|extinguir|acabar com|combater|evitar|repudiar)\s+(?:[\p{L}]+\s+){0,3}$/iu;

/** Clause punctuation: an element's span ends at the next one (or the sentence's end). */
const CLAUSE_END = /[,;:()—–]/g;
/** Longest span quoted for one element; longer clauses are cut at a word and marked with "…". */
const MAX_SPAN = 160;

/**
 * The element found by `re` in the first sentence that has it, as a verbatim span: from the
 * marker to the end of its clause (at least four words), or the match itself (`whole`).
 */
function firstMatch(sentences: string[], re: RegExp, whole = false, fromClause = false): string | null {
  for (const s of sentences) {
    const m = re.exec(s);
    if (!m) continue;
    if (whole || /^[—–(]/.test(m[0])) return m[0].trim();
    // The action reads from its clause's start ("o Estado deve…", not "deve…") when that is near.
    const before = s.slice(0, m.index);
    const clauseStart =
      Math.max(-1, ...[",", ";", ":", "(", ")", "—", "–"].map((c) => before.lastIndexOf(c))) + 1;
    const from = fromClause && m.index - clauseStart <= 60 ? clauseStart : m.index;
    let end = s.length;
    CLAUSE_END.lastIndex = m.index + m[0].length;
    for (let c = CLAUSE_END.exec(s); c; c = CLAUSE_END.exec(s))
      if (tokenize(s.slice(from, c.index)).length >= 4) {
        end = c.index;
        break;
      }
    let span = s
      .slice(from, end)
      .trim()
      .replace(/[\s.!?…"]+$/u, "");
    if (span.length > MAX_SPAN) span = `${span.slice(0, MAX_SPAN).replace(/\s+\S*$/, "")}…`;
    return span;
  }
  return null;
}

/**
 * The sentence a grader reads as the proposal: of the sentences that prescribe an action, the
 * one that names most of the other elements (agent, means, purpose, detail) — "Para isso, o
 * Ministério… deve…, por meio de…, a fim de…" rather than a preceding "é preciso mudar isso".
 */
function proposalSentence(actionSents: string[]): string | null {
  let best: string | null = null;
  let bestScore = -1;
  for (const s of actionSents) {
    const score = [AGENTS, MEANS, PURPOSE, DETAIL].filter((re) => re.test(s)).length;
    if (score > bestScore) {
      best = s;
      bestScore = score;
    }
  }
  return best;
}

export function analyzeProposal(paragraphs: string[]): ProposalAnalysis {
  const actionRe = ACTION;
  const bySentence = paragraphs.map((p) => splitSentences(p));
  const actionSentences = bySentence.flat().filter((s) => actionRe.test(s) && !CONDITIONAL.test(s)).length;
  // The proposal normally closes the essay; fall back to the paragraph with most prescriptions.
  const last = paragraphs.length - 1;
  const scoreOf = (i: number) => (bySentence[i] ?? []).filter((s) => actionRe.test(s)).length;
  // Elsewhere in the text, only a prescription with a named agent counts as the proposal.
  const agentScoreOf = (i: number) =>
    (bySentence[i] ?? []).filter((s) => actionRe.test(s) && AGENTS.test(s)).length;
  let idx = last;
  if (last >= 0 && scoreOf(last) === 0) {
    const best = paragraphs.map((_, i) => i).sort((a, b) => agentScoreOf(b) - agentScoreOf(a))[0] ?? last;
    if (agentScoreOf(best) > 0) idx = best;
  }
  let sentences = idx >= 0 ? (bySentence[idx] ?? []) : [];
  // A short last paragraph often only wraps up a proposal made just before it.
  if (idx === last && last > 0 && scoreOf(last) === 0 && agentScoreOf(last - 1) > 0)
    sentences = [...(bySentence[last - 1] ?? []), ...sentences];
  const proposalSentences = sentences.filter(
    (s) => !CONDITIONAL.test(s) || actionRe.test(s.replace(CONDITIONAL, "")),
  );
  const prescriptions = proposalSentences.filter((s) => actionRe.test(s));
  // The elements are read first in the proposal's main sentence, then in the others.
  const main = proposalSentence(prescriptions);
  const actionSents = main ? [main, ...prescriptions.filter((s) => s !== main)] : prescriptions;
  const acao = firstMatch(actionSents, actionRe, false, true);
  const agentScope = actionSents.length ? actionSents : [];
  const agente = firstMatch(agentScope, AGENTS, true);
  const scope = actionSents.length
    ? [...actionSents, ...proposalSentences.filter((s) => !actionSents.includes(s))]
    : [];
  const meio = firstMatch(scope, MEANS);
  const finalidade = firstMatch(scope, PURPOSE);
  // A long action sentence that already names agent and means usually develops one of them.
  const developed = agente && meio ? actionSents.find((s) => s.split(/\s+/).length > 45) : undefined;
  const markedDetail = firstMatch(scope, DETAIL);
  const detalhamento =
    markedDetail ??
    (developed
      ? developed.length > MAX_SPAN
        ? `${developed.slice(0, MAX_SPAN).replace(/\s+\S*$/, "")}…`
        : developed
      : null);
  const elements: Record<ProposalElement, string | null> = { agente, acao, meio, finalidade, detalhamento };
  const elementCount = Object.values(elements).filter(Boolean).length;
  let onlyLackOrConditional: string | null = null;
  if (!acao) {
    const lack = firstMatch(sentences, LACK) ?? firstMatch(sentences, CONDITIONAL);
    if (lack) onlyLackOrConditional = lack;
  }
  // Only a violation the essay proposes counts: the term must follow a prescriptive verb, not negated.
  let humanRightsViolation: string | null = null;
  for (const sentence of bySentence.flat()) {
    const m = HUMAN_RIGHTS.exec(sentence);
    if (!m || NEGATION_BEFORE.test(sentence.slice(Math.max(0, m.index - 50), m.index))) continue;
    if (PRESCRIBES_BEFORE.test(sentence.slice(Math.max(0, m.index - 70), m.index)))
      humanRightsViolation = excerptAround(sentence, m.index, m.index + m[0].length, 40);
  }
  return {
    elements,
    sentence: main,
    detailInferred: !markedDetail && detalhamento !== null,
    elementCount,
    actionSentences,
    inConclusion: idx === last && acao !== null,
    onlyLackOrConditional,
    humanRightsViolation,
    proposalText: sentences.join(" "),
  };
}
