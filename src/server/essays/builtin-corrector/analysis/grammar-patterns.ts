/**
 * Pattern table of the C1 grammar rules: frequent ENEM slips that a regular expression
 * can catch reliably ("a nível de", "onde" for non-places, crase before masculine words,
 * impersonal "haver"/"fazer", orality markers…). Each rule explains the fix in pt-BR.
 */
import type { C1SlipKind, GrammarCategory } from "./grammar-rules.ts";

interface PatternRule {
  id: string;
  category: GrammarCategory;
  /** The slip as an ENEM grader names it (what the feedback can say was found). */
  kind: C1SlipKind;
  message: string;
  re: RegExp;
  /** Optional veto on the match (exceptions the regex cannot express). */
  accept?: (m: RegExpMatchArray, text: string) => boolean;
}

/** Word-boundary wrapper: JS \b ignores accented letters. */
export const w = (src: string, flags = "giu") =>
  new RegExp(`(?<![\\p{L}\\p{M}\\d-])(?:${src})(?![\\p{L}\\p{M}-])`, flags);

const NON_PLACE_BEFORE_ONDE =
  "situação|situações|caso|casos|momento|momentos|época|período|contexto|cenário|processo|sistema|problema|problemas|lei|projeto|realidade|texto|obra|livro|filme|debate|discussão|relação|fase|ano|anos|tempo|dia|vida|sociedade|questão|conjuntura|panorama|modelo|pesquisa|estudo|ideia|situaçao|fato|mundo atual|atualidade|ocasião|ocasiões|circunstância|circunstâncias|cenários|contextos|momentos históricos|século|séculos|década|décadas|governo|regime|ditadura|pandemia|crise|conflito|guerra|relações|sistemas|processos|situação atual|fenômeno|decisão|decisões|escolha|escolhas|reunião|política|políticas|medida|medidas|regra|regras|norma|normas|acordo|cultura";
export const CLITICS = "se|lo|la|los|las|lhe|lhes|me|te|nos|vos";
const MASC_AFTER_CRASE =
  "o|os|um|uns|ele|eles|ela|elas|você|vocês|este|estes|esse|esses|esta|estas|essa|essas|isso|isto|todo|todos|todas|algumas|alguma|muitas|várias|tantas|poucas|certas|cada|qualquer|quaisquer|ninguém|alguém|nenhum|nenhuma|mim|si|nós|quem|nível|partir|longo|respeito|pouco|medo|governo|estado|povo|mundo|país|brasil";
const FEMININE_SUFFIX =
  "[\\p{L}]+(?:ção|ções|dade|dades|ência|ências|ância|âncias|gem|gens|ura|uras|eza|ezas|ia|ias)";

/** Words that make "agente" a noun ("o agente", "cada agente", "principal agente"). */
const AGENT_DETERMINERS =
  "o|um|do|no|ao|pelo|cada|nenhum|outro|este|esse|aquele|deste|desse|neste|nesse|como|principal|seu|teu|meu|nosso|qualquer|tal|único|bom|grande|importante|verdadeiro|próprio|primeiro|é|ser|sendo|novo|maior|atuar";
const AGENTE_VERBS =
  "vai|vamos|vê|via|viu|pode|podia|podemos|precisa|precisamos|tem|temos|tinha|sabe|sabemos|deve|devemos|está|estamos|estava|fica|ficou|acaba|consegue|conseguimos|percebe|percebemos|faz|fazemos|fez|fala|falamos|quer|queremos|tenta|começa|vive|vivemos|sente|pensa|acha|foi|fomos|teve|usa|olha|entende|aprende|chega|volta|sai|gosta|conhece|encontra|passa|somos|estuda|trabalha|luta|paga|perde|ganha|sofre|sabia|vivia|ouve|lê|escuta|nota|observa|deveria|poderia|iria|vai";
const ASSISTIR = "assist(?:ir|e|em|iu|iram|imos|ia|iam|indo|ido|irem|issem|isse|o|a|am)";
const WATCHED_MASC =
  "jogo|jogos|filme|filmes|programa|programas|show|shows|vídeo|vídeos|noticiário|noticiários|jornal|telejornal|telejornais|espetáculo|espetáculos|campeonato|desenho|desenhos|seriado|seriados|documentário|documentários|reality|debate|debates|clássico|episódio|episódios";
const WATCHED_FEM =
  "aula|aulas|novela|novelas|série|séries|partida|partidas|televisão|tv|apresentação|apresentações|palestra|palestras|peça|peças|luta|lutas|final|copa|live|lives|propaganda|propagandas|reportagem|reportagens";
const WATCHED_BARE = "televisão|tv|filmes|novelas|séries|jogos|vídeos|desenhos|programas|jornais|telejornais";
const PREFERIR = "(?:prefer(?:ir|e|em|ia|iam|iu|iram|indo|imos|irá|irão|iria|iriam|irem)|prefir(?:o|a|am))";
const CHEGAR =
  "cheg(?:ar|a|am|ou|aram|ando|ue|uem|amos|ava|avam|asse|assem|ará|arão|aria|ariam|arem|ado|ada)";
const TIME_WORDS =
  "ano|anos|século|séculos|década|décadas|momento|momentos|dia|dias|mês|meses|hora|horas|época|período|semana|semanas|vez|vezes|final|fim|início|meados|madrugada|manhã|tarde|noite|fase|idade|século xxi|passado|futuro|mesma|mesmo|ponto|hora certa";

/** Is the sentence around `index` a question (its next terminal mark is "?")? */
function isQuestionAt(text: string, index: number): boolean {
  const m = /[.!?]/u.exec(text.slice(index));
  return m?.[0] === "?";
}

export const PATTERN_RULES: PatternRule[] = [
  {
    id: "a_nivel_de",
    category: "pronomes_regencia",
    kind: "outros",
    message: "“a nível de” não é aceito na norma-padrão; use “em nível de” ou “no âmbito de”.",
    re: w("a nível de"),
  },
  {
    id: "onde_nao_lugar",
    category: "pronomes_regencia",
    kind: "onde",
    message: "“onde” só retoma lugar; para situações, tempos e ideias use “em que”, “no qual”, “na qual”.",
    re: w(`(?:${NON_PLACE_BEFORE_ONDE}),? onde`),
  },
  {
    id: "mais_por_mas",
    category: "pronomes_regencia",
    kind: "mas_mais",
    message: "“mais” indica intensidade; a conjunção adversativa é “mas”.",
    re: w(
      "(?<=,\\s*)mais (?:o|a|os|as|é|não|também|isso|sim|ele|ela|eles|elas|se|há|infelizmente|ninguém|nunca|nem|nada|poucos|poucas|quase|hoje|muitas vezes)|(?<!e )mais (?:também|sim(?=,))",
    ),
    // "Quanto mais se lê, mais o leitor aprende": correlative "mais", not "mas".
    accept: (m, text) => !/quanto (?:mais|menos)[^.!?;]*$/iu.test(text.slice(0, m.index)),
  },
  {
    id: "mais_por_mas_inicio",
    category: "pronomes_regencia",
    kind: "mas_mais",
    message:
      "“Mais” indica intensidade; para opor ideias no início do período, use “Mas” (ou “Contudo”, “No entanto”).",
    re: /(?:^|[.!?]\s+)Mais(?:,|(?= (?:isso|isto|o|a|os|as|não|é|também|sim|ele|ela|eles|elas|nós|se|infelizmente|na|no|nas|nos|quando|como|há|hoje|existe|existem|essa|esse|este|esta|nem|apesar|muitas vezes|infelizmente|mesmo assim|ainda assim|afinal|por outro lado)(?![\p{L}\p{M}])))/gu,
  },
  {
    id: "mas_por_mais",
    category: "pronomes_regencia",
    kind: "mas_mais",
    message: "“mas” é adversativo; para quantidade/intensidade use “mais”.",
    re: w("(?:cada vez|muito|bem|ainda|um pouco) mas|mas (?:de|do que) \\d"),
  },
  {
    id: "crase_masculino",
    category: "crase",
    kind: "crase",
    message: "Não há crase antes de palavra masculina, pronome, verbo ou “partir”: use “a”.",
    re: w(`à (?:${MASC_AFTER_CRASE}|[\\p{L}]+(?:ar|er|ir))`),
    accept: (m) => !/à (?:mulher|colher)/iu.test(m[0]),
  },
  {
    id: "crase_as_vezes",
    category: "crase",
    kind: "crase",
    message: "Locução adverbial feminina pede crase: “às vezes”, “à medida que”, “à noite”.",
    re: w("(?<!todas )as vezes|a medida que"),
  },
  {
    id: "crase_faltando",
    category: "crase",
    kind: "crase",
    message:
      "Termo que exige a preposição “a” diante de palavra feminina pede crase (“devido à”, “em relação à”).",
    re: w(`(?:devido|relação|referente|(?<!o )quanto|graças|frente|face|respeito) a ${FEMININE_SUFFIX}`),
  },
  {
    id: "haviam_impessoal",
    category: "concordancia",
    kind: "verbo_impessoal",
    message: "“haver” no sentido de existir é impessoal: use “havia”, “houve”, “haverá” no singular.",
    re: w(
      "haviam (?:muitos|muitas|várias|vários|diversos|diversas|poucos|poucas|inúmeros|inúmeras|tantos|tantas|\\d+|(?!(?:nos|os|as|lhes|vos|mais|menos|sidos)(?![\\p{L}]))[\\p{L}]+s)|houveram|haverão (?:muitos|muitas|vários|várias|casos|pessoas)|(?:podem|devem|vão|costumam|deveriam|poderiam|podiam|deviam|passaram a|começaram a|continuam a) haver",
    ),
  },
  {
    id: "fazem_anos",
    category: "concordancia",
    kind: "verbo_impessoal",
    message: "“fazer” indicando tempo decorrido é impessoal: “faz dez anos”.",
    re: w(
      "(?:fazem|faziam|fizeram|farão) (?:\\d+|muitos|muitas|vários|várias|alguns|algumas|dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|vinte|trinta|cem|mil|poucos|poucas|tantos) (?:anos|meses|dias|décadas|séculos|semanas|horas)|fazem (?:anos|meses|décadas|séculos) (?:que|desde)",
    ),
  },
  {
    id: "existe_plural",
    category: "concordancia",
    kind: "concordancia_verbal",
    message: "“existir” concorda com o sujeito plural: “existem muitos…”.",
    re: w(
      "existe (?:muitos|muitas|vários|várias|diversos|diversas|inúmeros|inúmeras|poucos|poucas|alguns|algumas)",
    ),
  },
  {
    id: "tem_plural",
    category: "concordancia",
    kind: "concordancia_verbal",
    message: "Com sujeito plural, use “têm”/“vêm” (acento diferencial).",
    // A plural pronoun or a plural noun phrase ("os estudantes", "muitas famílias") right before it.
    re: w(
      "(?:eles|elas|pessoas|cidadãos|indivíduos|jovens|brasileiros|alunos|(?:os|as|muitos|muitas|vários|várias|alguns|algumas|esses|essas|estes|estas|aqueles|aquelas|tais|seus|suas|nossos|nossas) [\\p{L}]+s) (?:não )?(?:tem|vem)",
    ),
  },
  {
    id: "eles_verbo_singular",
    category: "concordancia",
    kind: "concordancia_verbal",
    message: "Com “eles”/“elas” como sujeito, o verbo vai ao plural: “elas sabem”, “eles podem”.",
    // After a preposition the pronoun is not the subject: "para eles é difícil", "entre elas está…".
    re: w(
      "(?<!(?:entre|para|com|de|por|sem|sobre|contra|a|que|perante|segundo) )(?:eles|elas) (?:não )?(?:é|está|sabe|faz|pode|deve|vai|precisa|consegue|quer|fica|acha|diz|acredita|possui|busca|vive|trabalha|estuda)",
    ),
  },
  {
    id: "a_gente_plural",
    category: "concordancia",
    kind: "concordancia_verbal",
    message: "“a gente” leva o verbo à 3ª pessoa do singular — e é marca de oralidade; prefira “nós”.",
    re: w("a gente (?:vamos|fomos|estamos|somos|temos|podemos|devemos|precisamos)"),
  },
  {
    id: "para_mim_infinitivo",
    category: "pronomes_regencia",
    kind: "pronome",
    message: "Sujeito de infinitivo é pronome reto: “para eu fazer”, não “para mim fazer”.",
    re: w(
      "(?<!(?:difícil|fácil|importante|necessário|possível|impossível|bom|ruim|comum|normal|natural|essencial|complicado|estranho|melhor|pior) )(?:para|pra) mim [\\p{L}]+(?:ar|er|ir|or)",
    ),
  },
  {
    id: "o_porque",
    category: "pronomes_regencia",
    kind: "porque",
    message: "Substantivado, escreve-se “o porquê”.",
    re: w("o porque"),
  },
  {
    id: "a_tempo_atras",
    category: "pronomes_regencia",
    kind: "outros",
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
    kind: "outros",
    message: "A locução correta é “haja vista”.",
    re: w("haja visto"),
  },
  {
    id: "proclise_obrigatoria",
    category: "pronomes_regencia",
    kind: "colocacao_pronominal",
    message:
      "Palavras negativas, pronomes relativos e certos advérbios atraem o pronome: “não se pode”, “que se observa”.",
    re: w(`(?:não|nunca|jamais|ninguém|que|quem|também|já) [\\p{L}]+-(?:${CLITICS})`),
  },
  {
    id: "inicio_pronome_obliquo",
    category: "pronomes_regencia",
    kind: "colocacao_pronominal",
    message: "Na norma-padrão não se inicia oração com pronome oblíquo: “Trata-se”, “Observa-se”.",
    re: /(?:^|[.!?]\s+)(?:Se|Me|Te|Lhe|Nos) (?:trata|tratam|faz|fazem|tornou|torna|tornam|observa|nota|percebe|sabe|deve|pode|verifica|vê|encontra|mostra|tem|têm|destaca)(?![\p{L}])/gu,
  },
  {
    id: "agente_a_gente",
    category: "pronomes_regencia",
    kind: "a_gente",
    message:
      "“agente” (substantivo: “agente de saúde”) não é “a gente” (= nós); e, no texto formal, prefira “nós”.",
    // "agente vai", "com agente", "Agente precisa": no determiner before, a verb or a clitic after.
    re: w(
      `(?<!(?:${AGENT_DETERMINERS}) )agente(?= (?:não |nunca |sempre |só |também |já |ainda |se |nos |)(?:${AGENTE_VERBS})(?![\\p{L}\\p{M}]))|de agente(?=\\s*(?:[.,;!?]|também|mesmo|e |ou ))|(?:com|pra|para|por|(?:perto|longe|dentro|através|acima|depois|antes|cuidar|gostar|gosta|precisa|precisam|falar|fala|falam|lembra|lembrar|parte|vida|casa|junto) de) agente(?! (?:de|da|do|das|dos|comunitário|comunitária|público|pública|penitenciário|policial|social|ativo|passivo|causador|transformador|principal|externo|federal|político|econômico|infeccioso|patogênico)(?![\\p{L}\\p{M}]))`,
    ),
  },
  {
    id: "porque_pergunta",
    category: "pronomes_regencia",
    kind: "porque",
    message:
      "Em perguntas escreve-se “por que” (separado) e, no fim da frase, “por quê”; “porque” (junto) introduz causa ou explicação.",
    re: /(?:^|[.!?]\s+)Porque [^.!?]*\?|(?<![\p{L}\p{M}])porque(?=\s*\?)/gu,
  },
  {
    id: "por_que_explicacao",
    category: "pronomes_regencia",
    kind: "porque",
    message:
      "Para explicar a causa, use “porque” (junto); “por que” (separado) é interrogativo ou equivale a “pelo qual”.",
    re: w(
      "(?:isso|isto|acontece|acontecem|ocorre|ocorrem|existe|existem|sofrem|sofre),? por que(?! (?:razão|razões|motivo|motivos|meio|meios|caminho|caminhos)(?![\\p{L}\\p{M}]))",
    ),
    accept: (m, text) => !isQuestionAt(text, m.index ?? 0),
  },
  {
    id: "por_que_acento",
    category: "pronomes_regencia",
    kind: "porque",
    message: "“por quê” (com acento) só no fim da frase; no meio dela, “por que”; substantivado, “o porquê”.",
    re: w(
      "por quê(?=\\s+[\\p{L}\\d])|(?<!(?:o|os|um|uns|seu|seus|sua|do|dos|no|nos|pelo|pelos|este|esse|esses|qual|quais|grande|verdadeiro|real|principal) )porquê",
    ),
  },
  {
    id: "regencia_assistir",
    category: "pronomes_regencia",
    kind: "regencia",
    message:
      "“assistir” no sentido de ver pede a preposição “a”: “assistir ao jogo”, “assistir à televisão”.",
    re: w(
      `${ASSISTIR} (?:(?:o|os|um|uns|esse|esses|este|estes|aquele|aqueles) (?:${WATCHED_MASC})|a (?:${WATCHED_FEM})(?<!s)|as (?:${WATCHED_FEM})|(?:${WATCHED_BARE}))`,
    ),
  },
  {
    id: "regencia_preferir",
    category: "pronomes_regencia",
    kind: "regencia",
    message: "“preferir” já indica escolha: prefere-se uma coisa “a” outra, sem “mais” e sem “do que”.",
    re: w(`${PREFERIR} (?:muito )?mais|${PREFERIR}(?: [^\\s.;:!?]+){1,6} (?:do|ao) que`),
  },
  {
    id: "regencia_chegar",
    category: "pronomes_regencia",
    kind: "regencia",
    message: "Na norma-padrão, quem chega chega “a” algum lugar: “chegar ao Brasil”, “chegar à escola”.",
    re: w(
      `${CHEGAR}(?: até)? (?:em|no|na|nos|nas)(?! (?:${TIME_WORDS}|casa|tempo|breve|boa|bom|um|uma|\\d+|primeiro|primeira|segundo|segunda|último|última|terceiro|terceira)(?![\\p{L}\\p{M}]))`,
    ),
  },
  {
    id: "regencia_implicar",
    category: "pronomes_regencia",
    kind: "regencia",
    message: "No sentido de acarretar, “implicar” não pede preposição: “isso implica riscos”.",
    re: w("implic(?:ar|a|am|ou|aram|ava|avam|aria|ariam|ará|arão|ando|asse) em"),
  },
  {
    id: "regencia_obedecer",
    category: "pronomes_regencia",
    kind: "regencia",
    message: "“obedecer” pede a preposição “a”: “obedecer às leis”, “obedecer ao regulamento”.",
    re: w("obedec(?:er|e|em|ia|iam|eu|eram|endo|erá|erão|eria|eriam) (?:o|os|as)"),
  },
  {
    id: "virgula_mas",
    category: "pontuacao",
    kind: "pontuacao",
    message: "Use vírgula antes da conjunção adversativa “mas”.",
    re: /(?<=[\p{L}\d)"'] )mas (?!também|sim|ainda também)/gu,
    accept: (m, text) =>
      !/(?:não só|não apenas|não somente)[^.,;]*$|(?:cada vez|muito|bem|ainda|um pouco) $/iu.test(
        text.slice(Math.max(0, (m.index ?? 0) - 60), m.index),
      ),
  },
  {
    id: "espaco_pontuacao",
    category: "pontuacao",
    kind: "pontuacao",
    message: "Depois de vírgula ou ponto deixe um espaço, e não antes: “palavra, palavra”.",
    re: /[\p{L}][,;](?=[\p{L}])|[\p{Ll}]{2}\.(?=\p{Lu}\p{Ll})|\s[,;.](?=\s)/gu,
  },
  {
    id: "minuscula_inicio",
    category: "pontuacao",
    kind: "pontuacao",
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
    kind: "oralidade",
    message: "Marca de oralidade/registro informal; reescreva em linguagem formal.",
    re: w(
      "né|pra|pras|pro|pros|tá|tô|vc|vcs|tb|tbm|tipo assim|a gente(?! (?:humilde|simples|pobre|trabalhadora|brasileira|nordestina|sertaneja|do|da|de)(?![\\p{L}\\p{M}]))|daí que|aí (?:que|então)|galera|muito louco|nada a ver",
    ),
  },
  {
    id: "vocabulario_vago",
    category: "oralidade",
    kind: "oralidade",
    message: "“coisa(s)” é vocabulário vago; nomeie o que quer dizer (fatores, medidas, problemas…).",
    re: w("coisa|coisas"),
  },
  {
    id: "tipo_muleta",
    category: "oralidade",
    kind: "oralidade",
    message: "“tipo” como muleta de fala (“tipo, …”) é informal; use “por exemplo” ou “como”.",
    re: /(?:^|[,.]\s*)tipo,/giu,
  },
];
