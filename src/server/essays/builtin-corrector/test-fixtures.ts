/**
 * Crafted pt-BR essays for the corrector's unit tests (written for Rumo; the topic is the
 * official ENEM 2020 title, the supporting texts are our own short summaries).
 */
import type { EssayTopicForCorrection } from "./types.ts";

export const MENTAL_HEALTH_TOPIC: EssayTopicForCorrection = {
  title: "O estigma associado às doenças mentais na sociedade brasileira",
  description:
    "Redija um texto dissertativo-argumentativo sobre o estigma associado às doenças mentais na sociedade brasileira.",
  keywords: [
    "estigma",
    "doenças mentais",
    "saúde mental",
    "preconceito",
    "transtornos psíquicos",
    "tratamento",
  ],
  supportingTexts: [
    "Transtornos mentais como a depressão e a ansiedade afetam milhões de brasileiros. Segundo estimativas internacionais, o Brasil está entre os países com maior prevalência de ansiedade no mundo, e boa parte das pessoas afetadas não recebe tratamento.",
    "O estigma faz com que pessoas com doenças mentais sejam vistas como perigosas, fracas ou incapazes. Por medo do julgamento, muitas escondem os sintomas e adiam a procura por ajuda profissional, o que agrava o quadro.",
    "A Rede de Atenção Psicossocial, que inclui os Centros de Atenção Psicossocial (CAPS), substituiu o modelo dos manicômios por um cuidado em liberdade, mas a cobertura ainda é desigual entre as regiões do país.",
  ],
};

const INTRO =
  "Na obra “O Alienista”, de Machado de Assis, o médico Simão Bacamarte interna quase toda a população de Itaguaí por considerar loucura qualquer comportamento que fuja ao padrão. Embora se trate de ficção, a narrativa ilumina um problema ainda atual: o estigma associado às doenças mentais na sociedade brasileira, que isola os pacientes e dificulta o tratamento. Esse cenário decorre, sobretudo, da desinformação coletiva e da insuficiência das políticas públicas de saúde mental, o que exige uma intervenção urgente.";

const DEVELOPMENT_1 =
  "Em primeira análise, é válido destacar que a desinformação alimenta o preconceito contra quem sofre de transtornos psíquicos. Segundo a Organização Mundial da Saúde, a depressão e a ansiedade atingem milhões de brasileiros, mas muitos ainda associam essas doenças à fraqueza de caráter ou à falta de força de vontade. Nesse sentido, o sociólogo Erving Goffman explica que o estigma reduz o indivíduo a um atributo depreciativo, de modo que o paciente passa a ser visto apenas pela doença. Consequentemente, muitas pessoas escondem os sintomas e adiam a busca por ajuda profissional, o que agrava o quadro clínico.";

const DEVELOPMENT_2 =
  "Além disso, a negligência estatal contribui para a perpetuação dessa problemática. Embora a Lei 10.216, de 2001, conhecida como Lei da Reforma Psiquiátrica, assegure o tratamento humanizado e em liberdade, os Centros de Atenção Psicossocial ainda são insuficientes em diversas regiões do país. Dessa forma, a falta de acolhimento adequado reforça a ideia equivocada de que o doente mental deve ser afastado do convívio social, como ocorria nos antigos manicômios, a exemplo do Hospital Colônia de Barbacena, em que milhares de internos morreram ao longo do século XX.";

const CONCLUSION_WITH_PROPOSAL =
  "Portanto, é necessário enfrentar o estigma associado às doenças mentais no Brasil. Para isso, o Ministério da Saúde, órgão responsável pelas políticas nacionais de saúde, deve promover campanhas permanentes de conscientização, por meio de propagandas na televisão, nas redes sociais e nas escolas, com depoimentos de pacientes e de psicólogos que expliquem os sintomas e as formas de tratamento, a fim de desconstruir preconceitos e incentivar a procura por atendimento. Paralelamente, o Governo Federal deve ampliar a rede de Centros de Atenção Psicossocial, mediante investimentos direcionados aos municípios mais carentes. Assim, a sociedade brasileira deixará de repetir a lógica de Simão Bacamarte e acolherá, com dignidade, quem sofre de transtornos mentais.";

const CONCLUSION_WITHOUT_PROPOSAL =
  "Portanto, o estigma associado às doenças mentais é um problema grave, que nasce da desinformação e da negligência estatal. Enquanto essas causas persistirem, muitos brasileiros continuarão sofrendo em silêncio, isolados e sem o tratamento adequado, como os moradores de Itaguaí diante de Simão Bacamarte. Assim, fica evidente que a sociedade brasileira ainda tem um longo caminho a percorrer até acolher, com dignidade, quem sofre de transtornos mentais.";

export const STRONG_ESSAY = [INTRO, DEVELOPMENT_1, DEVELOPMENT_2, CONCLUSION_WITH_PROPOSAL].join("\n\n");

export const ESSAY_WITHOUT_PROPOSAL = [INTRO, DEVELOPMENT_1, DEVELOPMENT_2, CONCLUSION_WITHOUT_PROPOSAL].join(
  "\n\n",
);

/** Ten planted misspellings, each replacing a correct word of STRONG_ESSAY. */
export const PLANTED_MISSPELLINGS: Array<[string, string]> = [
  ["desinformação coletiva", "desimformação coletiva"],
  ["o preconceito contra", "o preconseito contra"],
  ["atingem milhões", "atinjem milhões"],
  ["fraqueza de caráter", "fraquesa de caráter"],
  ["escondem os sintomas", "escondem os sintommas"],
  ["ajuda profissional", "ajuda proficional"],
  ["Consequentemente, muitas", "Consequentimente, muitas"],
  ["a negligência estatal contribui", "a negligência estatal contribue"],
  ["reforça a ideia equivocada", "reforça a ideia equivocadda"],
  ["campanhas permanentes", "campanhas permanemtes"],
];

export const MISSPELLED_ESSAY = PLANTED_MISSPELLINGS.reduce(
  (text, [right, wrong]) => text.replace(right, wrong),
  STRONG_ESSAY,
);

/** About 430 characters in one paragraph: six handwritten lines. */
export const SIX_LINE_TEXT =
  "O estigma associado às doenças mentais ainda é forte no Brasil. Muitas pessoas com depressão ou ansiedade têm medo de procurar ajuda porque temem ser vistas como fracas ou perigosas. Por isso, é importante falar sobre saúde mental nas escolas e nos meios de comunicação, para que o preconceito diminua e o tratamento seja procurado mais cedo por todos os que precisam dele.";

/** A well-written essay about another subject (plastic pollution of the oceans). */
export const OFF_TOPIC_ESSAY = [
  "A poluição dos oceanos por resíduos plásticos tornou-se uma das maiores ameaças ambientais do século XXI. Estima-se que milhões de toneladas de plástico cheguem ao mar todos os anos, arrastadas por rios, ventos e esgotos, o que compromete a vida marinha e a pesca artesanal em diversas regiões costeiras.",
  "Em primeiro lugar, o consumo excessivo de embalagens descartáveis explica a gravidade do problema. Sacolas, garrafas e canudos são usados por poucos minutos, mas levam séculos para se decompor. Além disso, a coleta seletiva ainda alcança uma parcela pequena dos municípios, de modo que grande parte desse material termina em lixões a céu aberto e, depois, nos rios.",
  "Ademais, os microplásticos já foram encontrados em peixes, moluscos e até no sal de cozinha. Tartarugas e aves confundem fragmentos com alimento e morrem por obstrução do sistema digestivo, enquanto as comunidades pesqueiras perdem renda com a redução dos cardumes e com as redes danificadas.",
  "Portanto, as prefeituras devem ampliar a coleta seletiva e apoiar cooperativas de reciclagem, por meio de incentivos fiscais e de campanhas educativas, a fim de reduzir o descarte irregular. Paralelamente, as indústrias precisam substituir embalagens descartáveis por materiais retornáveis, para que os mares deixem de receber toneladas de lixo plástico todos os anos.",
].join("\n\n");

/** First-person narrative: a story, not an argument. */
export const NARRATIVE_TEXT = [
  "Naquele dia eu acordei cedo e senti um aperto no peito que eu não conseguia explicar. Olhei pela janela, vi a chuva e pensei que não teria forças para sair de casa. Minha mãe bateu na porta do quarto e perguntou se eu estava bem, e eu disse que sim, mesmo sabendo que era mentira.",
  "Quando eu cheguei à escola, encontrei meus amigos no pátio. Eles riram de alguma coisa e eu achei que riam de mim. Corri para o banheiro, chorei por alguns minutos e voltei para a sala como se nada tivesse acontecido. A professora percebeu meus olhos vermelhos, mas eu fingi que era alergia.",
  "No dia seguinte, decidi contar tudo para minha avó. Ela me abraçou, me levou ao posto de saúde e esperou comigo por duas horas. A psicóloga me ouviu com calma, e eu saí de lá com a sensação de que alguém finalmente tinha entendido o que eu sentia.",
  "Hoje eu lembro daquela manhã chuvosa e percebo quanto tempo perdi com medo do que os outros iam pensar. Minha avó ainda me pergunta como estou, e eu respondo com sinceridade, porque aprendi que pedir ajuda não é fraqueza.",
].join("\n\n");
