/**
 * Pattern table of the C1 grammar rules: frequent ENEM slips that a regular expression
 * can catch reliably ("a nível de", "onde" for non-places, crase before masculine words,
 * impersonal "haver"/"fazer", orality markers…). Each rule explains the fix in pt-BR.
 */
import type { GrammarCategory } from "./grammar-rules.ts";

interface PatternRule {
  id: string;
  category: GrammarCategory;
  message: string;
  re: RegExp;
  /** Optional veto on the match (exceptions the regex cannot express). */
  accept?: (m: RegExpMatchArray, text: string) => boolean;
}

/** Word-boundary wrapper: JS \b ignores accented letters. */
export const w = (src: string, flags = "giu") =>
  new RegExp(`(?<![\\p{L}\\p{M}\\d-])(?:${src})(?![\\p{L}\\p{M}-])`, flags);

const NON_PLACE_BEFORE_ONDE =
  "situação|situações|caso|casos|momento|momentos|época|período|contexto|cenário|processo|sistema|problema|problemas|lei|projeto|realidade|texto|obra|livro|filme|debate|discussão|relação|fase|ano|anos|tempo|dia|vida|sociedade|questão|conjuntura|panorama|modelo|pesquisa|estudo|ideia|situaçao|fato|mundo atual|atualidade";
export const CLITICS = "se|lo|la|los|las|lhe|lhes|me|te|nos|vos";
const MASC_AFTER_CRASE =
  "o|os|um|uns|ele|eles|este|estes|esse|esses|isso|isto|todo|todos|cada|nível|partir|longo|respeito|pouco|medo|governo|estado|povo|mundo|país|brasil";
const FEMININE_SUFFIX =
  "[\\p{L}]+(?:ção|ções|dade|dades|ência|ências|ância|âncias|gem|gens|ura|uras|eza|ezas|ia|ias)";

export const PATTERN_RULES: PatternRule[] = [
  {
    id: "a_nivel_de",
    category: "pronomes_regencia",
    message: "“a nível de” não é aceito na norma-padrão; use “em nível de” ou “no âmbito de”.",
    re: w("a nível de"),
  },
  {
    id: "onde_nao_lugar",
    category: "pronomes_regencia",
    message: "“onde” só retoma lugar; para situações, tempos e ideias use “em que”, “no qual”, “na qual”.",
    re: w(`(?:${NON_PLACE_BEFORE_ONDE}),? onde`),
  },
  {
    id: "mais_por_mas",
    category: "pronomes_regencia",
    message: "“mais” indica intensidade; a conjunção adversativa é “mas”.",
    re: w(",\\s*mais (?:o|a|os|as|é|não|também|isso|sim|ele|ela|eles|elas|se|há|ainda|infelizmente)"),
  },
  {
    id: "mas_por_mais",
    category: "pronomes_regencia",
    message: "“mas” é adversativo; para quantidade/intensidade use “mais”.",
    re: w("(?:cada vez|muito|bem|ainda|um pouco) mas|mas (?:de|do que) \\d"),
  },
  {
    id: "crase_masculino",
    category: "crase",
    message: "Não há crase antes de palavra masculina, pronome, verbo ou “partir”: use “a”.",
    re: w(`à (?:${MASC_AFTER_CRASE}|[\\p{L}]+(?:ar|er|ir))`),
    accept: (m) => !/à (mulher|colher|qualquer)/iu.test(m[0]),
  },
  {
    id: "crase_as_vezes",
    category: "crase",
    message: "Locução adverbial feminina pede crase: “às vezes”, “à medida que”, “à noite”.",
    re: w("(?<!todas )as vezes|a medida que"),
  },
  {
    id: "crase_faltando",
    category: "crase",
    message:
      "Termo que exige a preposição “a” diante de palavra feminina pede crase (“devido à”, “em relação à”).",
    re: w(`(?:devido|relação|referente|quanto|graças|frente|face|respeito) a ${FEMININE_SUFFIX}`),
  },
  {
    id: "haviam_impessoal",
    category: "concordancia",
    message: "“haver” no sentido de existir é impessoal: use “havia”, “houve”, “haverá” no singular.",
    re: w(
      "haviam (?:muitos|muitas|várias|vários|diversos|diversas|poucos|poucas|inúmeros|inúmeras|\\d+|casos|pessoas|problemas)|houveram|haverão (?:muitos|muitas|vários|várias|casos|pessoas)",
    ),
  },
  {
    id: "fazem_anos",
    category: "concordancia",
    message: "“fazer” indicando tempo decorrido é impessoal: “faz dez anos”.",
    re: w(
      "fazem (?:\\d+|muitos|vários|alguns|dois|três|quatro|cinco|dez|cem|mil|poucos) (?:anos|meses|dias|décadas|séculos|semanas)",
    ),
  },
  {
    id: "existe_plural",
    category: "concordancia",
    message: "“existir” concorda com o sujeito plural: “existem muitos…”.",
    re: w(
      "existe (?:muitos|muitas|vários|várias|diversos|diversas|inúmeros|inúmeras|poucos|poucas|alguns|algumas)",
    ),
  },
  {
    id: "tem_plural",
    category: "concordancia",
    message: "Com sujeito plural, use “têm”/“vêm” (acento diferencial).",
    re: w("(?:eles|elas|pessoas|cidadãos|indivíduos|jovens|brasileiros|alunos) (?:não )?(?:tem|vem)"),
  },
  {
    id: "a_gente_plural",
    category: "concordancia",
    message: "“a gente” leva o verbo à 3ª pessoa do singular — e é marca de oralidade; prefira “nós”.",
    re: w("a gente (?:vamos|fomos|estamos|somos|temos|podemos|devemos|precisamos)"),
  },
  {
    id: "para_mim_infinitivo",
    category: "pronomes_regencia",
    message: "Sujeito de infinitivo é pronome reto: “para eu fazer”, não “para mim fazer”.",
    re: w("para mim [\\p{L}]+(?:ar|er|ir)"),
  },
  {
    id: "o_porque",
    category: "pronomes_regencia",
    message: "Substantivado, escreve-se “o porquê”.",
    re: w("o porque"),
  },
  {
    id: "a_tempo_atras",
    category: "pronomes_regencia",
    message: "Tempo decorrido se indica com “há” (“há anos”), e “há … atrás” é redundante.",
    re: w(
      "a (?:\\d+|muitos|alguns|vários|poucos) (?:anos|séculos|décadas|meses|dias)(?: atrás)?|a muito tempo|há (?:\\d+|muitos|alguns|vários) (?:anos|séculos|décadas|meses) atrás",
    ),
    accept: (m, text) =>
      !/(?:\d|entre|de|dos|das)\s*$/iu.test(text.slice(Math.max(0, (m.index ?? 0) - 8), m.index)),
  },
  {
    id: "haja_visto",
    category: "pronomes_regencia",
    message: "A locução correta é “haja vista”.",
    re: w("haja visto"),
  },
  {
    id: "proclise_obrigatoria",
    category: "pronomes_regencia",
    message:
      "Palavras negativas, pronomes relativos e certos advérbios atraem o pronome: “não se pode”, “que se observa”.",
    re: w(`(?:não|nunca|jamais|ninguém|que|quem|também|já) [\\p{L}]+-(?:${CLITICS})`),
  },
  {
    id: "inicio_pronome_obliquo",
    category: "pronomes_regencia",
    message: "Na norma-padrão não se inicia oração com pronome oblíquo: “Trata-se”, “Observa-se”.",
    re: /(?:^|[.!?]\s+)(?:Se|Me|Te|Lhe|Nos) (?:trata|tratam|faz|fazem|tornou|torna|tornam|observa|nota|percebe|sabe|deve|pode|verifica|vê|encontra|mostra|tem|têm|destaca)(?![\p{L}])/gu,
  },
  {
    id: "virgula_mas",
    category: "pontuacao",
    message: "Use vírgula antes da conjunção adversativa “mas”.",
    re: /(?<=[\p{L}\d)"'] )mas (?!também|sim|ainda também)/gu,
    accept: (m, text) =>
      !/(não só|não apenas|não somente)[^.,;]*$/iu.test(
        text.slice(Math.max(0, (m.index ?? 0) - 60), m.index),
      ),
  },
  {
    id: "espaco_pontuacao",
    category: "pontuacao",
    message: "Depois de vírgula ou ponto deixe um espaço, e não antes: “palavra, palavra”.",
    re: /[\p{L}][,;](?=[\p{L}])|[\p{Ll}]{2}\.(?=\p{Lu}\p{Ll})|\s[,;.](?=\s)/gu,
  },
  {
    id: "minuscula_inicio",
    category: "pontuacao",
    message: "Inicie cada período com letra maiúscula.",
    re: /[.!?]\s+\p{Ll}/gu,
    accept: (m, text) =>
      !/(?:etc|art|nº|sr|dr|p|ex|obs)\.\s+\p{Ll}$/iu.test(
        text.slice(Math.max(0, (m.index ?? 0) - 6), (m.index ?? 0) + m[0].length),
      ),
  },
  {
    id: "oralidade",
    category: "oralidade",
    message: "Marca de oralidade/registro informal; reescreva em linguagem formal.",
    re: w(
      "né|pra|pras|pro|pros|tá|tô|vc|vcs|tb|tbm|tipo assim|a gente|daí que|aí (?:que|então)|galera|muito louco|nada a ver",
    ),
  },
  {
    id: "vocabulario_vago",
    category: "oralidade",
    message: "“coisa(s)” é vocabulário vago; nomeie o que quer dizer (fatores, medidas, problemas…).",
    re: w("coisa|coisas"),
  },
  {
    id: "tipo_muleta",
    category: "oralidade",
    message: "“tipo” como muleta de fala (“tipo, …”) é informal; use “por exemplo” ou “como”.",
    re: /(?:^|[,.]\s*)tipo,/giu,
  },
];
