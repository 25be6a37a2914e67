/**
 * Teaching content of the "Dicas" panel in the writing room (/redacao).
 *
 * Pure domain data: no imports, plain-text strings only (no Markdown, no HTML).
 * The panel renders one tab per section, in the order of ESSAY_TIPS.
 */

/** Stable identifiers of the five tabs, in display order. */
export const TIPS_SECTION_IDS = ["tipos", "estrutura", "como-iniciar", "citacoes", "dicas"] as const;
export type TipsSectionId = (typeof TIPS_SECTION_IDS)[number];

/** Tab labels shown to the student, in display order. */
export const TIPS_SECTION_LABELS = ["Tipos", "Estrutura", "Como Iniciar", "Citações", "Dicas"] as const;
export type TipsSectionLabel = (typeof TIPS_SECTION_LABELS)[number];

/** A quotation the student can use as sociocultural repertoire. */
export interface TipQuote {
  /** The quotation itself, without surrounding quotation marks. */
  readonly text: string;
  readonly author: string;
  /** Where the quotation comes from (work, article, year; "tradução livre" when translated). */
  readonly source: string;
  /** Essay themes in which the quotation fits well. */
  readonly themes: readonly string[];
}

export interface TipItem {
  readonly title: string;
  readonly body: string;
  /** Optional model excerpt written for Rumo. */
  readonly example?: string;
  /** Present only in the "Citações" section. */
  readonly quote?: TipQuote;
}

export interface TipsSection {
  readonly id: TipsSectionId;
  readonly label: TipsSectionLabel;
  readonly intro: string;
  readonly items: readonly TipItem[];
}

const TIPOS: TipsSection = {
  id: "tipos",
  label: "Tipos",
  intro:
    "Antes de escrever, é preciso saber que tipo de texto a prova pede. Conheça os principais tipos textuais e entenda por que o Enem exige o texto dissertativo-argumentativo.",
  items: [
    {
      title: "Dissertativo",
      body: "O texto dissertativo discute um tema de forma organizada, com base em ideias, conceitos, dados e relações de causa e consequência, em linguagem objetiva e, de preferência, impessoal. Ele se divide em dois subtipos: o dissertativo-expositivo e o dissertativo-argumentativo.",
    },
    {
      title: "Dissertativo-argumentativo",
      body: "Além de apresentar informações, defende um ponto de vista, chamado de tese, e procura convencer o leitor por meio de argumentos consistentes: fatos, dados, exemplos, referências históricas, leis e conhecimentos de diferentes áreas. É exatamente esse o tipo exigido pelo Enem, que acrescenta uma exigência própria: terminar com uma proposta de intervenção para o problema discutido, respeitando os direitos humanos.",
      example:
        "Tese: A persistência da evasão escolar no ensino médio brasileiro decorre, sobretudo, da necessidade de muitos jovens contribuírem com a renda familiar e da distância entre o currículo e os seus projetos de vida.",
    },
    {
      title: "Dissertativo-expositivo",
      body: "Apresenta e explica informações sobre um assunto sem defender uma posição, como ocorre em um verbete de enciclopédia ou em um texto didático. No Enem, um texto que apenas expõe informações, sem tese nem argumentação, demonstra domínio insuficiente do tipo dissertativo-argumentativo e perde pontos na competência 2, com reflexos também nas competências 3 e 5.",
    },
    {
      title: "Narrativo",
      body: "Conta uma história, com personagens, enredo, tempo, espaço e narrador, como em contos, crônicas e romances. No Enem, a redação predominantemente narrativa foge ao tipo textual pedido e recebe nota zero. Um caso real contado em poucas linhas pode servir de exemplo dentro de um argumento, desde que o texto continue sendo, predominantemente, dissertativo-argumentativo.",
    },
    {
      title: "Descritivo",
      body: "Caracteriza um ser, um objeto, um lugar ou uma cena, destacando aspectos físicos e impressões, como um retrato feito com palavras. Uma redação predominantemente descritiva também foge ao tipo textual e recebe nota zero no Enem. Trechos descritivos curtos são aceitáveis apenas quando ajudam a sustentar um argumento.",
    },
    {
      title: "Por que o Enem cobra o dissertativo-argumentativo?",
      body: "Porque o exame avalia a sua capacidade de compreender um problema social, relacionar conhecimentos de diferentes áreas, defender uma posição com argumentos e propor soluções viáveis. Essas habilidades são essenciais para a vida acadêmica e para o exercício da cidadania. Narrar ou descrever, por mais bem-feito que seja, não demonstra essas competências; por isso, a redação escrita em outro tipo textual é zerada.",
    },
  ],
};

const ESTRUTURA: TipsSection = {
  id: "estrutura",
  label: "Estrutura",
  intro:
    "A redação do Enem tem, no máximo, 30 linhas, e textos com 7 linhas ou menos recebem nota zero. Uma organização segura tem quatro parágrafos: introdução, dois de desenvolvimento e conclusão. Planeje o espaço antes de escrever para não faltar linha para a proposta de intervenção.",
  items: [
    {
      title: "Introdução",
      body: "Apresenta o tema e o recorte que será discutido, contextualiza o problema e expõe a tese, isto é, o seu ponto de vista. Uma boa introdução também anuncia, de forma breve, os dois argumentos que serão desenvolvidos, o que deixa claro o seu projeto de texto. Sugestão de tamanho: de 5 a 7 linhas.",
      example:
        "Modelo de organização: contextualização com repertório, seguida da apresentação do problema, da tese e do anúncio dos dois argumentos que serão desenvolvidos.",
    },
    {
      title: "Desenvolvimento",
      body: "São, em geral, dois parágrafos, cada um dedicado a um argumento que sustenta a tese. Um modelo eficiente é: tópico frasal, que apresenta a ideia central do parágrafo; fundamentação, com repertório sociocultural, dados, leis, fatos históricos ou conceitos; e fechamento, que relaciona o argumento ao tema e à tese. Não se limite a listar informações: explique por que elas comprovam o seu ponto de vista. Sugestão de tamanho: de 7 a 9 linhas por parágrafo.",
    },
    {
      title: "Conclusão",
      body: "Retoma brevemente a tese e apresenta a proposta de intervenção, que deve ser detalhada, relacionada ao tema e articulada aos problemas discutidos no desenvolvimento. Procure incluir os cinco elementos: agente, ação, modo ou meio, finalidade e detalhamento. Sugestão de tamanho: de 6 a 8 linhas.",
    },
    {
      title: "Coesão entre as partes",
      body: "Use conectivos e outros recursos coesivos para ligar os parágrafos e as frases, como “Em primeiro lugar”, “Além disso”, “Nesse sentido”, “Dessa forma” e “Portanto”. Varie os conectivos e evite repeti-los ou usá-los de forma artificial, já que a articulação do texto é avaliada na competência 4. Lembre-se de que uma redação escrita em um único parágrafo é penalizada.",
    },
    {
      title: "Título",
      body: "O título é opcional no Enem. Se decidir usá-lo, escolha uma frase curta e diretamente relacionada ao tema. Em caso de dúvida, concentre-se no corpo do texto: é nele que estão as competências avaliadas.",
    },
  ],
};

const COMO_INICIAR: TipsSection = {
  id: "como-iniciar",
  label: "Como Iniciar",
  intro:
    "A primeira frase da redação apresenta o tema ao leitor e mostra que você tem repertório. Estas quatro estratégias funcionam com a maioria dos temas; escolha a que você consegue relacionar melhor ao problema proposto.",
  items: [
    {
      title: "Alusão histórica",
      body: "Relaciona o tema a um fato ou período histórico, mostrando que o problema tem raízes no passado ou contrastando o passado com o presente. Escolha um fato que você conheça com segurança e conecte-o explicitamente ao tema, sem transformar o parágrafo em uma aula de História.",
      example:
        "Em 1888, a Lei Áurea pôs fim à escravidão no Brasil, mas não garantiu à população liberta acesso à terra, à educação ou ao trabalho digno. Essa abolição incompleta ajuda a explicar por que, mais de um século depois, o racismo ainda estrutura desigualdades no país. Nesse contexto, a persistência da discriminação racial está ligada tanto à herança histórica excludente quanto à omissão do Estado na promoção da igualdade, fatores que precisam ser enfrentados.",
    },
    {
      title: "Citação de impacto",
      body: "Começa com a frase de um pensador, escritor, artista ou documento importante, desde que você tenha certeza da autoria e do sentido. A citação precisa ser relacionada ao tema logo em seguida: não basta reproduzi-la, é preciso explicar como ela ajuda a compreender o problema.",
      example:
        "“Ninguém nasce mulher: torna-se mulher.” Com essa afirmação, presente na obra “O segundo sexo”, a filósofa francesa Simone de Beauvoir mostrou que muitos papéis atribuídos às mulheres são construções sociais, e não destinos naturais. Entre esses papéis, está a responsabilidade quase exclusiva pelo trabalho de cuidado, que, no Brasil, permanece invisível e não remunerado. Essa realidade decorre de uma herança cultural patriarcal e da insuficiência de políticas públicas de apoio às famílias.",
    },
    {
      title: "Definição ou conceituação",
      body: "Parte do significado de um conceito central do tema, de preferência com base em uma área do conhecimento, como a Sociologia, a Filosofia ou o Direito, e mostra como ele se aplica à realidade brasileira. Evite definições óbvias de dicionário: prefira conceitos que ajudem a analisar o problema.",
      example:
        "Para o sociólogo Erving Goffman, o estigma é um atributo que desqualifica o indivíduo e o impede de ser plenamente aceito pela sociedade. No Brasil, esse conceito se aplica às pessoas com transtornos mentais, frequentemente rotuladas como fracas ou perigosas. Esse preconceito, alimentado pela desinformação e pela herança de um modelo de tratamento baseado no isolamento, afasta muitos brasileiros do cuidado de que precisam e, por isso, deve ser combatido.",
    },
    {
      title: "Dado estatístico",
      body: "Apresenta um número relevante, de fonte confiável, como o IBGE, a OMS, o Ipea ou o Inep, para mostrar a dimensão do problema. Use apenas dados que você conhece com segurança; se não tiver certeza do número exato, prefira expressões como “milhões de brasileiros” ou “a maioria da população”. Nunca invente estatísticas.",
      example:
        "De acordo com a Pesquisa Nacional de Saúde de 2019, do IBGE, cerca de 7 em cada 10 brasileiros dependiam exclusivamente do Sistema Único de Saúde. Esse dado revela a importância do sistema público para a garantia do direito à saúde, previsto na Constituição de 1988, mas também expõe um desafio: a oferta de profissionais e de serviços ainda é desigual entre as regiões do país. Assim, a falta de equidade no acesso ao SUS decorre tanto da distribuição desigual de recursos quanto da insuficiência de financiamento.",
    },
  ],
};

const CITACOES: TipsSection = {
  id: "citacoes",
  label: "Citações",
  intro:
    "Citações bem escolhidas enriquecem o repertório sociocultural, mas só contam a seu favor quando estão corretas e ligadas ao tema. As três abaixo têm autoria segura e servem para muitos temas. Lembre-se: a citação sozinha não garante nota; explique como ela se relaciona com o seu argumento.",
  items: [
    {
      title: "Constituição Federal de 1988, artigo 6º",
      body: "O artigo lista os direitos sociais garantidos a todos os brasileiros. Use-o para mostrar que o problema discutido representa o descumprimento de um direito previsto na Constituição e para justificar a responsabilidade do Estado na proposta de intervenção. Cite apenas o direito relacionado ao tema, se preferir um trecho mais curto.",
      quote: {
        text: "São direitos sociais a educação, a saúde, a alimentação, o trabalho, a moradia, o transporte, o lazer, a segurança, a previdência social, a proteção à maternidade e à infância, a assistência aos desamparados, na forma desta Constituição.",
        author: "Constituição da República Federativa do Brasil",
        source:
          "Constituição Federal de 1988, artigo 6º, com a redação dada pela Emenda Constitucional nº 90, de 2015",
        themes: [
          "educação",
          "saúde pública",
          "insegurança alimentar",
          "moradia",
          "mobilidade urbana",
          "trabalho",
          "infância",
          "desigualdade social",
        ],
      },
    },
    {
      title: "Paulo Freire",
      body: "O educador pernambucano, patrono da educação brasileira, é uma referência segura para qualquer tema em que a educação apareça como causa do problema ou como parte da solução. A frase ajuda a mostrar que a escola é indispensável, mas precisa ser acompanhada de outras ações, o que combina bem com propostas de intervenção que envolvem vários agentes.",
      quote: {
        text: "Se a educação sozinha não transforma a sociedade, sem ela tampouco a sociedade muda.",
        author: "Paulo Freire",
        source: "Pedagogia da indignação: cartas pedagógicas e outros escritos (2000)",
        themes: [
          "educação",
          "cidadania",
          "desigualdade social",
          "preconceito",
          "desinformação",
          "meio ambiente",
          "violência",
        ],
      },
    },
    {
      title: "Nelson Mandela",
      body: "Líder da luta contra o apartheid e primeiro presidente negro da África do Sul, Mandela escreveu essa reflexão em sua autobiografia. Ela é útil para temas sobre preconceito e intolerância, pois mostra que a discriminação é aprendida socialmente e, portanto, pode ser combatida pela educação e pela convivência com a diversidade.",
      quote: {
        text: "Ninguém nasce odiando outra pessoa pela cor de sua pele, por sua origem ou por sua religião. Para odiar, as pessoas precisam aprender; e, se podem aprender a odiar, podem ser ensinadas a amar.",
        author: "Nelson Mandela",
        source: "Longo caminho para a liberdade, autobiografia (1994), tradução livre",
        themes: [
          "racismo",
          "intolerância religiosa",
          "xenofobia",
          "discurso de ódio",
          "falta de empatia",
          "violência contra minorias",
          "educação para os direitos humanos",
        ],
      },
    },
  ],
};

const DICAS: TipsSection = {
  id: "dicas",
  label: "Dicas",
  intro:
    "A nota da redação vai de 0 a 1000 e é a soma de cinco competências, cada uma avaliada de 0 a 200 pontos. Estas dicas práticas ajudam você a pontuar em cada uma delas e a administrar o tempo no dia da prova.",
  items: [
    {
      title: "Competência 1: domine a norma-padrão",
      body: "A primeira competência avalia o domínio da modalidade escrita formal da língua portuguesa: ortografia, acentuação, concordância, regência, crase, pontuação e construção das frases. Prefira períodos claros e de tamanho médio, evite marcas de oralidade, como “a gente”, “tipo” e “né”, e reserve alguns minutos para revisar o texto. Para alcançar a nota máxima, os desvios devem ser raros e não podem se repetir.",
      example:
        "Em vez de “Haviam muitas pessoas sem acesso à internet”, escreva “Havia muitas pessoas sem acesso à internet”, pois o verbo haver, no sentido de existir, é impessoal e fica no singular.",
    },
    {
      title: "Competência 2: entenda o tema e respeite o tipo textual",
      body: "Leia o tema inteiro e identifique o recorte pedido. Em “Desafios para a valorização de comunidades e povos tradicionais no Brasil”, por exemplo, não basta falar sobre povos indígenas de forma genérica: é preciso discutir os desafios para valorizar essas comunidades no país. Tratar apenas do assunto geral é considerado tangenciamento, o que limita as competências 2, 3 e 5 a 40 pontos cada, e fugir totalmente ao tema zera a redação. Para chegar aos 200 pontos, desenvolva uma argumentação consistente apoiada em repertório sociocultural produtivo.",
    },
    {
      title: "Competência 3: construa um projeto de texto",
      body: "A terceira competência avalia como você seleciona, relaciona e organiza informações para defender o seu ponto de vista. Antes de escrever, defina a tese e os dois argumentos que vão sustentá-la, e faça com que cada parágrafo cumpra uma função clara. Evite contradições, informações soltas e a simples repetição dos textos de apoio: a banca valoriza a autoria, isto é, as suas próprias conclusões a partir das informações escolhidas.",
      example:
        "Projeto de texto: tese, a evasão no ensino médio decorre da pressão econômica sobre os jovens e da distância entre a escola e os seus projetos de vida; desenvolvimento 1, a necessidade de trabalhar; desenvolvimento 2, o currículo pouco conectado à realidade; conclusão, uma proposta que enfrente as duas causas.",
    },
    {
      title: "Competência 4: capriche na coesão",
      body: "A quarta competência avalia o uso de recursos coesivos para articular as partes do texto. Varie os conectivos de acordo com a relação que você quer estabelecer e use pronomes, sinônimos e expressões como “esse cenário” ou “tal problema” para retomar ideias sem repetir palavras. Cuidado com o excesso: conectivos colocados apenas por obrigação, sem sentido lógico, também são penalizados.",
      example:
        "Adição: além disso, ademais. Oposição: contudo, entretanto, no entanto. Causa: visto que, uma vez que. Consequência: dessa forma, por conseguinte. Conclusão: portanto, logo. Exemplificação: a exemplo de, como.",
    },
    {
      title: "Competência 5: elabore uma proposta de intervenção completa",
      body: "A proposta deve ser detalhada, relacionada ao tema e articulada à discussão feita no texto. Inclua os cinco elementos: agente (quem vai executar), ação (o que será feito), modo ou meio (como será feito), finalidade (para que será feito) e detalhamento (uma informação a mais sobre qualquer um dos elementos). Frases que apenas constatam uma falta, como “faltam investimentos”, ou condicionais, como “se o governo investisse”, não contam como proposta. Desrespeitar os direitos humanos também reduz a nota nessa competência. Cursinhos costumam associar cada elemento a cerca de 40 pontos, mas essa é só uma referência prática, já que a grade detalhada de correção do Inep não é pública.",
      example:
        "Portanto, cabe ao Ministério da Educação (agente), em parceria com as secretarias estaduais, ampliar a oferta de escolas bilíngues para estudantes surdos (ação), por meio da formação de professores em Libras e da contratação de intérpretes (modo ou meio), a fim de garantir a esses alunos uma aprendizagem plena (finalidade). Essa formação deve ser oferecida em cursos gratuitos, com carga horária compatível com a jornada dos docentes (detalhamento).",
    },
    {
      title: "Administre o tempo da prova",
      body: "No primeiro dia do Enem, a redação divide o tempo com as questões de Linguagens e de Ciências Humanas. Reserve cerca de 1 hora e 30 minutos para ela, incluindo leitura do tema, planejamento, rascunho, revisão e passagem a limpo. Treine com o cronômetro da sala de redação do Rumo até conseguir escrever um texto completo dentro desse tempo.",
    },
    {
      title: "Use o rascunho a seu favor",
      body: "O rascunho não é corrigido: apenas o texto transcrito para a folha de redação é avaliado, e ele deve ser escrito com caneta esferográfica de tinta preta, fabricada em material transparente. Use o rascunho para planejar os parágrafos, testar a tese e corrigir erros, mas deixe pelo menos 20 minutos para passar o texto a limpo com calma e letra legível. Confira se a versão final tem mais de 7 linhas e não ultrapassa 30.",
    },
    {
      title: "Use repertório sociocultural produtivo",
      body: "Repertório sociocultural é qualquer conhecimento externo aos textos de apoio, como fatos históricos, leis, dados, conceitos, obras literárias, filmes e pensadores. Para ser produtivo, ele precisa ser legítimo, isto é, verdadeiro e de fonte confiável; pertinente, isto é, relacionado ao tema; e bem usado, servindo para desenvolver o argumento, e não apenas para enfeitar o parágrafo. Depois de apresentar o repertório, explique o que ele demonstra sobre o problema.",
      example:
        "Pouco produtivo: “Como diz a Constituição, todos têm direitos.” Produtivo: “Embora o artigo 6º da Constituição inclua a alimentação entre os direitos sociais, milhões de brasileiros ainda enfrentam a fome, o que evidencia a distância entre a lei e a realidade.”",
    },
    {
      title: "Evite repertórios e frases “coringa”",
      body: "Frases prontas que cabem em qualquer tema, como “Desde os primórdios da humanidade”, e citações encaixadas à força, sem relação com o problema, não demonstram conhecimento e podem ser vistas como repertório não pertinente. Não é proibido citar autores conhecidos; o problema é usá-los de forma genérica. Prefira referências que você consegue explicar e conectar ao recorte do tema, e escreva conclusões com as suas próprias palavras.",
      example:
        "Em vez de começar com “Desde os primórdios da humanidade, a sociedade enfrenta problemas”, comece com um fato específico ligado ao tema, como a criação da Lei Maria da Penha, em 2006, em uma redação sobre violência contra a mulher.",
    },
  ],
};

/** The five tabs of the "Dicas" panel, in display order. */
export const ESSAY_TIPS: readonly TipsSection[] = [TIPOS, ESTRUTURA, COMO_INICIAR, CITACOES, DICAS];

/** Looks up one tab of the panel by its id. */
export function getTipsSection(id: TipsSectionId): TipsSection | undefined {
  return ESSAY_TIPS.find((section) => section.id === id);
}
