/** Feedback for C1 (norma-padrão) and C2 (tema, tipo textual, repertório). */
import type { EnemLevel } from "#domain/essays/rules";
import type { EssayAnalysis } from "../analysis/essay-analysis.ts";
import type { GrammarFinding } from "../analysis/grammar-rules.ts";
import { REPERTOIRE_LABEL } from "../analysis/repertoire.ts";
import { tangentialReason } from "../model/annulment-rules.ts";
import {
  agree,
  count,
  ex,
  headline,
  listPt,
  othersText,
  ownMessage,
  paragraphName,
  q,
} from "./feedback-text.ts";
import type { DraftAssessment } from "./rationale-section.ts";

/** Slip kinds the C1 tip may name, each only when this essay has a finding of that kind. */
const SLIP_KINDS: Array<{ name: string; count: (a: EssayAnalysis) => number }> = [
  { name: "a grafia e os acentos das palavras apontadas", count: (a) => a.misspelledTokens },
  {
    name: "a concordância (verbo com sujeito, determinante com substantivo)",
    count: (a) => a.grammarByCategory.concordancia,
  },
  { name: "o uso da crase", count: (a) => a.grammarByCategory.crase },
  { name: "a regência e a colocação dos pronomes", count: (a) => a.grammarByCategory.pronomes_regencia },
  {
    name: "a pontuação",
    count: (a) => a.grammarByCategory.pontuacao + a.mechanics.openersWithoutComma.length,
  },
  {
    name: "as marcas de oralidade (troque-as por termos formais)",
    count: (a) => a.grammarByCategory.oralidade,
  },
  {
    name: "os períodos longos demais (divida-os em frases menores)",
    count: (a) => a.grammarByCategory.estrutura,
  },
  { name: "as palavras repetidas em sequência", count: (a) => a.grammarByCategory.repeticao },
];

/** The slip kinds found in this essay, most frequent first. */
function slipKindsFound(a: EssayAnalysis): string[] {
  return SLIP_KINDS.map((k) => ({ name: k.name, n: k.count(a) }))
    .filter((k) => k.n > 0)
    .sort((x, y) => y.n - x.n)
    .map((k) => k.name);
}

function groupByRule(findings: GrammarFinding[]): Array<{ message: string; excerpts: string[] }> {
  const m = new Map<string, { message: string; excerpts: string[] }>();
  for (const f of findings) {
    const g = m.get(f.rule) ?? { message: ownMessage(f.message), excerpts: [] };
    g.excerpts.push(f.excerpt);
    m.set(f.rule, g);
  }
  return [...m.values()].sort((a, b) => b.excerpts.length - a.excerpts.length);
}

export function c1Feedback(a: EssayAnalysis, level: EnemLevel): DraftAssessment {
  const evid: string[] = [];
  const parts: string[] = [headline(1, level)];
  const spell = a.misspellings;
  const grammar = a.grammar.filter((f) => f.category !== "estrutura");
  const long = a.grammar.filter((f) => f.category === "estrutura");
  parts.push(
    `Em ${a.words} palavras, identificamos ${count(a.misspelledTokens, "possível erro", "possíveis erros")} de grafia/acentuação e ${count(grammar.length, "desvio gramatical ou de pontuação", "desvios gramaticais ou de pontuação")} ${agree(grammar.length, "detectável", "detectáveis")} automaticamente${long.length ? `, além de ${count(long.length, "período longo", "períodos longos")} demais` : ""}.`,
  );
  if (spell.length) {
    const shown = spell
      .slice(0, 8)
      .map((s) =>
        s.suggestions.length ? `${q(s.word)} → ${s.suggestions.slice(0, 2).join(" / ")}` : q(s.word),
      );
    parts.push(
      `###**Grafia e acentuação:** ${shown.join("; ")}${spell.length > 8 ? `; e mais ${spell.length - 8}` : ""}.`,
    );
    for (const s of spell.slice(0, 12))
      evid.push(`Grafia: ${q(s.word)}${s.suggestions.length ? ` → ${s.suggestions.join(" / ")}` : ""}`);
  }
  const groups = groupByRule(grammar);
  if (groups.length) {
    const lines = groups
      .slice(0, 4)
      .map(
        (g) =>
          `${g.message} Ex.: ${q(g.excerpts[0] ?? "")}${g.excerpts.length > 1 ? ` (${g.excerpts.length} ocorrências)` : ""}`,
      );
    parts.push(`###**Gramática e pontuação:** ${lines.join(" ")}`);
    for (const g of groups)
      for (const e of g.excerpts.slice(0, 3)) evid.push(`${g.message.split(/[:;.]/)[0]}: ${q(e)}`);
  }
  if (long.length) {
    parts.push(
      `###**Estrutura das frases:** ${ownMessage(long[0]?.message ?? "")} Ex.: ${q(long[0]?.excerpt ?? "")}`,
    );
    for (const l of long.slice(0, 3)) evid.push(`Período longo: ${q(l.excerpt)}`);
  }
  const kinds = slipKindsFound(a);
  const tip =
    level >= 200
      ? "Mantenha a revisão final: a nota máxima admite apenas desvios pontuais."
      : kinds.length
        ? `Revise ${listPt(kinds.slice(0, 3))}: são os desvios encontrados neste texto. Reserve os minutos finais para essa revisão.`
        : "Nenhum desvio foi detectado automaticamente; reserve os minutos finais para reler o texto inteiro, pois a leitura humana encontra desvios sutis que esta correção não vê.";
  if (!spell.length && !groups.length) {
    // Nothing to correct: quote the formal vocabulary the essay handles well instead.
    const good = a.lexical.formalWords;
    if (good.length) parts.push(`Vocabulário formal bem empregado: ${listPt(good.slice(0, 4).map(q))}.`);
    evid.push("Nenhum desvio detectado automaticamente (a revisão humana pode encontrar desvios sutis).");
  }
  const firstSlip = spell[0]?.word ?? grammar[0]?.excerpt ?? long[0]?.excerpt;
  const next = kinds.length
    ? `corrigir ${listPt(kinds.slice(0, 3))}${firstSlip ? ` — a começar por ${q(firstSlip)}` : ""}; a nota sobe à medida que os desvios se tornam raros.`
    : "nenhum desvio foi detectado automaticamente; a diferença está nos desvios que só a leitura humana aponta e na variedade de estruturas sintáticas bem pontuadas (orações subordinadas, intercaladas).";
  parts.push(`###**Como melhorar:** ${tip}`);
  return { score: level, comment: parts.join(" ").replace(/ ###/g, "###"), evidence: evid, next };
}

export function c2Feedback(a: EssayAnalysis, level: EnemLevel, tangential: boolean): DraftAssessment {
  const evid: string[] = [];
  const parts: string[] = [headline(2, level)];
  const t = a.topic;
  if (tangential)
    parts.push(
      `**Tangenciamento:** ${othersText(tangentialReason(a), a.paragraphs.join("\n"))} Quando a redação trata só do assunto geral, e não do recorte do tema, C2, C3 e C5 ficam limitadas a 40 pontos.`,
    );
  if (t.foundKeyTerms.length) {
    parts.push(
      `Palavras centrais do tema presentes no texto: ${listPt(t.foundKeyTerms.slice(0, 6).map(ex))}.`,
    );
    evid.push(`Termos do tema usados: ${t.foundKeyTerms.slice(0, 8).join(", ")}`);
  }
  if (t.missingKeyTerms.length && t.keyCoverage < 0.5)
    parts.push(
      `Faltou explorar aspectos centrais da proposta, como ${listPt(t.missingKeyTerms.slice(0, 4).map(ex))}.`,
    );
  const own = a.repertoire.filter((r) => !r.fromPrompt);
  const copied = a.repertoire.filter((r) => r.fromPrompt);
  if (own.length) {
    const kinds = [...new Set(own.map((r) => REPERTOIRE_LABEL[r.kind]))];
    // Two examples from different paragraphs, so the same citation is not quoted twice.
    const examples = [own[0], own.find((r) => r.paragraph !== own[0]?.paragraph)]
      .filter((r) => r !== undefined)
      .map((r) => r.excerpt);
    parts.push(
      `###**Repertório sociocultural:** você mobilizou ${listPt(kinds)}, por exemplo ${examples.map(q).join(" e ")}.`,
    );
    for (const r of own.slice(0, 6))
      evid.push(
        `Repertório (${REPERTOIRE_LABEL[r.kind]}, ${paragraphName(r.paragraph, a.paragraphs.length)}): ${q(r.excerpt)}`,
      );
    if (level < 200)
      parts.push(
        "Para ser **produtivo**, o repertório precisa ser explicado e ligado ao argumento (o que ele prova sobre o tema?), não apenas citado.",
      );
  } else {
    parts.push(
      "###**Repertório sociocultural:** não identificamos referências próprias (autores, leis, dados, fatos históricos, obras). Um repertório legitimado e pertinente, articulado ao argumento, é exigido para as notas mais altas.",
    );
  }
  if (copied.length)
    evid.push(
      `Repertório retirado dos textos motivadores (conta pouco como autoria): ${q(copied[0]?.excerpt ?? "")}`,
    );
  if (a.textType.narrativeSigns.length >= 2) {
    parts.push(
      `###**Tipo textual:** há marcas narrativas (${listPt(a.textType.narrativeSigns.slice(0, 3).map(q))}); relatos pessoais enfraquecem o texto dissertativo-argumentativo.`,
    );
    evid.push(`Marcas narrativas: ${a.textType.narrativeSigns.slice(0, 4).join(", ")}`);
  }
  if (a.copy.copiedWordShare > 0.15) {
    parts.push(
      `Cerca de ${Math.round(a.copy.copiedWordShare * 100)}% do texto repete os textos motivadores (ex.: ${q(a.copy.copiedExcerpts[0] ?? "")}); trechos copiados não contam.`,
    );
    evid.push(`Cópia dos textos motivadores: ${q(a.copy.copiedExcerpts[0] ?? "")}`);
  }
  const tip =
    level >= 200
      ? "Continue ligando cada repertório diretamente à tese."
      : own.length === 0
        ? "Inclua ao menos um repertório legitimado (lei, dado de instituição, pensador, fato histórico) por parágrafo de desenvolvimento e explique como ele comprova seu argumento."
        : t.keyCoverage < 0.4
          ? "Retome as palavras-chave do tema em cada parágrafo para deixar claro que você discute exatamente o recorte proposto."
          : "Aprofunde os argumentos: explique causas e consequências em vez de apenas afirmar, e relacione o repertório ao recorte do tema.";
  parts.push(`###**Como melhorar:** ${tip}`);
  const next =
    own.length === 0
      ? "um repertório sociocultural próprio (lei, dado de instituição, pensador, fato histórico), fora dos textos motivadores, ligado ao argumento: o texto não traz nenhum."
      : t.keyCoverage < 0.4 && t.missingKeyTerms.length
        ? `discutir o recorte do tema com as palavras dele, como ${listPt(t.missingKeyTerms.slice(0, 3).map(ex))}, que o texto não retoma.`
        : `tornar o repertório produtivo: explicar, no mesmo parágrafo, o que ${q(own[0]?.excerpt ?? "")} prova sobre o tema, em vez de apenas citá-lo.`;
  return { score: level, comment: parts.join(" ").replace(/ ###/g, "###"), evidence: evid, next };
}
