/**
 * C2 sociocultural repertoire: references to thinkers, laws, data, history and works
 * that the student brings into the argument. Quoted back as evidence.
 */
import { excerptAround } from "./text-utils.ts";

type RepertoireKind = "autor" | "lei" | "dado" | "historia" | "obra" | "instituicao";

export const REPERTOIRE_LABEL: Record<RepertoireKind, string> = {
  autor: "pensador/autor citado",
  lei: "lei ou documento legal",
  dado: "dado estatístico",
  historia: "fato histórico",
  obra: "obra cultural",
  instituicao: "instituição/pesquisa",
};

export interface RepertoireHit {
  kind: RepertoireKind;
  excerpt: string;
  paragraph: number;
  /** Present in the supporting texts too: repeating the prompt is not the student's own repertoire. */
  fromPrompt: boolean;
}

const THINKERS =
  "Bauman|Foucault|Durkheim|Marx|Weber|Kant|Hobbes|Rousseau|Locke|Aristóteles|Platão|Sócrates|Sartre|Nietzsche|Hannah Arendt|Arendt|Paulo Freire|Freire|Sérgio Buarque|Gilberto Freyre|Darcy Ribeiro|Djamila Ribeiro|Bourdieu|Habermas|Adorno|Horkheimer|Simone de Beauvoir|Beauvoir|Maquiavel|Montesquieu|Voltaire|Descartes|Freud|Jung|Chomsky|Milton Santos|Florestan Fernandes|Machado de Assis|Graciliano Ramos|Drummond|Clarice Lispector|Monteiro Lobato|Castro Alves|Aluísio Azevedo|Euclides da Cunha|Guimarães Rosa|Jorge Amado|Cecília Meireles|Vinicius de Moraes|Einstein|Darwin|Mandela|Martin Luther King|Gandhi|Malala|George Orwell|Orwell|Aldous Huxley|Huxley|Byung-Chul Han|Bobbio|Pierre Lévy|Castells|Umberto Eco|Galeano|Santo Agostinho|Sêneca|Confúcio|Hipócrates|Kafka|Shakespeare|Saramago|Camões|Fernando Pessoa|Chico Buarque|Caetano Veloso|Gilberto Gil|Cazuza|Renato Russo|Emicida|Gabriel o Pensador|Oswald de Andrade|Mário de Andrade|Lima Barreto|Rui Barbosa|Joaquim Nabuco|Zumbi|Getúlio Vargas|Tiradentes|Brecht|Heráclito|Tocqueville|Spinoza|Hegel|Schopenhauer|Heidegger|Bakhtin|Vygotsky|Piaget|Anísio Teixeira|Lévi-Strauss|Boaventura de Sousa Santos|Amartya Sen|Piketty|Adam Smith|Keynes|Chimamanda|Angela Davis|Silvio Almeida|Lilia Schwarcz|Sueli Carneiro|Conceição Evaristo|Carolina Maria de Jesus|Ailton Krenak|Goebbels|Hitler|Francis Bacon|Thomas More|Cervantes|Gil Vicente|Gonçalves Dias|Alan Turing|Émile|Stuart Mill|Bentham|Hume|Tomás de Aquino|Galileu|Newton|Pasteur|Oswaldo Cruz|Carlos Chagas|Nise da Silveira|Dráuzio Varella|Leandro Karnal|Mario Sergio Cortella|Cortella|Contardo Calligaris|Jürgen|Zygmunt|Immanuel|Friedrich|Karl|Max Weber|Thomas Hobbes|John Locke|Jean-Paul|Bertrand Russell|Michel|Noam|Ariano Suassuna|Rachel de Queiroz|Paulo Coelho|Aristoteles|Platao";

const PATTERNS: Array<{ kind: RepertoireKind; re: RegExp }> = [
  // Specific patterns first: a span taken by one kind is not counted again.
  { kind: "autor", re: new RegExp(`(?<![\\p{L}])(?:${THINKERS})(?![\\p{L}])`, "gu") },
  {
    kind: "lei",
    re: /(?<![\p{L}])(?:Constituição(?: Federal| Cidadã| brasileira| Brasileira| de 1988)?|Carta Magna|Carta Maior|art(?:igo|\.)\s*\d+º?|Lei\s+(?:n[º°o.]*\s*)?\d[\d./]*|Lei (?:Maria da Penha|Áurea|de Diretrizes e Bases|Seca|Rouanet|da Ficha Limpa|Brasileira de Inclusão|Geral de Proteção de Dados|Carolina Dieckmann|de Cotas|do Feminicídio|Antirracismo)|Estatuto d[aoe] (?:Criança e do Adolescente|Idoso|Pessoa com Deficiência|Igualdade Racial|Desarmamento|Juventude)|ECA|LDB|LGPD|CLT|Código (?:Penal|Civil|de Defesa do Consumidor|de Trânsito)|Declaração Universal dos Direitos Humanos|DUDH|Agenda 2030|Objetivos? de Desenvolvimento Sustentável|ODS|Marco Civil da Internet|Plano Nacional de Educação|Base Nacional Comum Curricular|BNCC|Acordo de Paris|Protocolo de Kyoto)(?![\p{L}])/gu,
  },
  {
    kind: "instituicao",
    re: /(?<![\p{L}])(?:IBGE|OMS|ONU|IPEA|Ipea|UNESCO|Unesco|UNICEF|Unicef|OCDE|PISA|Pisa|INEP|Inep|Fiocruz|Datafolha|Ibope|Anistia Internacional|Banco Mundial|Fórum Brasileiro de Segurança Pública|Atlas da Violência|OIT|FAO|PNAD|Pnad|IDH|Organização Mundial da Saúde|Organização das Nações Unidas|Instituto Brasileiro de Geografia e Estatística|Ministério da Saúde|Unifesp|USP|Harvard|Oxfam|Human Rights Watch|Instituto Locomotiva|Instituto Pró-Livro|CNJ|Depen|Infopen)(?![\p{L}])/gu,
  },
  {
    kind: "autor",
    re: /(?<![\p{L}])(?:segundo|conforme|de acordo com|consoante|como (?:afirma|afirmou|afirmava|dizia|disse|defende|defendia|postula|postulou|propõe|explica|pontua|pontuou|assevera|aponta|observou|analisa|teorizou|preconiza))\s+(?:o|a)?\s*(?:filósofo|filósofa|sociólogo|socióloga|pensador|pensadora|escritor|escritora|autor|autora|historiador|historiadora|psicólogo|psicóloga|antropólogo|antropóloga|geógrafo|geógrafa|jurista|economista|educador|educadora|poeta|poetisa|cientista|teórico|teórica|médico|médica|psicanalista|físico|biólogo|professor|professora|intelectual)?\s*(?:[\p{Lu}][\p{L}.'-]+)(?:\s+(?:de|da|do|dos|von|van)?\s*[\p{Lu}][\p{L}'-]+){0,3}/gu,
  },
  {
    kind: "autor",
    re: /(?<![\p{L}])(?:o|a)\s+(?:filósofo|filósofa|sociólogo|socióloga|pensador|pensadora|escritor|escritora|historiador|historiadora|antropólogo|antropóloga|geógrafo|geógrafa|psicanalista|poeta|educador|educadora|cientista político|jurista|economista)\s+(?:[\p{L}]+\s+)?[\p{Lu}][\p{L}'-]+(?:\s+(?:de|da|do)?\s*[\p{Lu}][\p{L}'-]+){0,3}/gu,
  },
  {
    kind: "dado",
    re: /\d+(?:[.,]\d+)?\s*(?:%|por cento)|\d+(?:[.,]\d+)?\s*(?:mil|milhões|milhão|bilhões|bilhão)(?![\p{L}])|(?:um|uma|dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez) (?:em|a) cada (?:dez|cem|mil|\d+)|(?:segundo|conforme|de acordo com) (?:dados|pesquisas?|levantamentos?|estudos?|relatórios?|o censo|estatísticas)/giu,
  },
  {
    kind: "historia",
    re: /(?<![\p{L}])(?:século\s+[XVI]+|(?:em|no ano de|na década de|desde)\s+1[5-9]\d\d|Revolução (?:Industrial|Francesa|Russa|Verde|Técnico-Científica|Cubana)|(?:Primeira|Segunda) Guerra(?: Mundial)?|Guerra Fria|Ditadura Militar|ditadura militar|Era Vargas|Brasil Colônia|período colonial|Brasil Colonial|abolição da escravatura|Idade Média|Iluminismo|Renascimento|Grécia Antiga|Roma Antiga|Antiguidade|Holocausto|Apartheid|Período Imperial|Independência do Brasil|Proclamação da República|Semana de Arte Moderna|Revolta da Vacina|Guerra do Paraguai|Canudos|Diretas Já|Lei Áurea|Reforma Protestante|Inquisição|nazismo|Nazismo|Guerra Civil|Primavera Árabe|Constituinte de 1988|Era Digital|Revolução Verde)(?![\p{L}])/gu,
  },
  {
    kind: "obra",
    re: /(?<![\p{L}])(?:obra|livro|filme|série|documentário|romance|música|canção|poema|novela|conto|peça|pintura|quadro|animação|seriado|distopia|longa-metragem)\s+(?:[\p{L}]+\s+){0,3}?["'“]\s*[^"'”]{2,60}["'”]|(?<![\p{L}])(?:na|no|da|do|em)\s+(?:obra|livro|filme|série|documentário|romance|música|canção|poema|distopia)\s+(?:[\p{Lu}][\p{L}]+)(?:\s+(?:[\p{Lu}][\p{L}]+|de|da|do|e|dos)){0,5}/gu,
  },
  {
    kind: "autor",
    re: /["“][^"”]{25,200}["”],?\s*(?:já\s+)?(?:afirma|afirmou|dizia|disse|escreveu|defendia|segundo)/gu,
  },
];

/**
 * Each accented letter as its base letter, one character for one, so a match's offsets in the
 * folded text are its offsets in the text: a reference is found whatever its accents (spelling is
 * C1's), and quoted as written.
 */
function foldAccents(s: string): string {
  return s.replace(/[\u00c0-\u017f]/g, (ch) => {
    const base = ch.normalize("NFD")[0] ?? ch;
    return base.length === 1 && /[A-Za-z]/.test(base) ? base : ch;
  });
}

const FOLDED_PATTERNS = PATTERNS.map(({ kind, re }) => ({
  kind,
  re: new RegExp(foldAccents(re.source), re.flags),
}));

export function findRepertoire(paragraphs: string[], promptText: string): RepertoireHit[] {
  const hits: RepertoireHit[] = [];
  const prompt = promptText.toLocaleLowerCase("pt-BR");
  paragraphs.forEach((p, i) => {
    const taken: Array<[number, number]> = [];
    const folded = foldAccents(p);
    for (const { kind, re } of FOLDED_PATTERNS) {
      for (const m of folded.matchAll(re)) {
        const start = m.index ?? 0;
        const end = start + m[0].length;
        if (taken.some(([a, b]) => start < b && end > a)) continue;
        taken.push([start, end]);
        const core = p.slice(start, end).trim().toLocaleLowerCase("pt-BR");
        hits.push({
          kind,
          excerpt: excerptAround(p, start, end, 30),
          paragraph: i,
          fromPrompt: kind !== "dado" && core.length > 3 && prompt.includes(core),
        });
      }
    }
  });
  return hits;
}
