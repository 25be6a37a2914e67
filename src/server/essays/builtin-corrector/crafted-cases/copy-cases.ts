/**
 * Crafted cases on copied motivating texts and on the line minimum: copied lines are
 * disregarded, 7 own lines or fewer annul, 8 do not; a quotation inside a developed essay is not
 * copy. The copied passages are from Rumo's supporting texts of the 2020 topic.
 */
import type { CraftedCase } from "./crafted-case.ts";

const COPIED_1 =
  "Durante grande parte do século XX, pessoas consideradas “loucas” eram isoladas em hospícios, muitas vezes por motivos que nada tinham de médicos. O caso mais conhecido é o do Hospital Colônia de Barbacena, em Minas Gerais, retratado pela jornalista Daniela Arbex no livro “Holocausto brasileiro”, de 2013. Os internos viviam em condições desumanas, com frio, fome e superlotação.";
const COPIED_2 =
  "A Lei nº 10.216/2001, conhecida como Lei da Reforma Psiquiátrica, redirecionou o modelo de assistência em saúde mental no Brasil. A norma garante às pessoas com transtornos mentais o direito de ser tratadas com humanidade e respeito, de ser protegidas contra qualquer forma de abuso e de receber tratamento preferencialmente em serviços comunitários.";
const COPIED_3 =
  "Um relatório da Organização Mundial da Saúde (OMS) publicado em 2017 apontou o Brasil como o país com a maior prevalência de transtornos de ansiedade do mundo: cerca de 9,3% da população convivia com esse tipo de problema. Apesar de comuns, esses transtornos ainda são alvo de julgamentos, o que contribui para que muitas pessoas adiem a procura por tratamento.";

/** The first sentence of Texto II, copied word for word (about two handwritten lines). */
const COPIED_2_SENTENCE =
  "A Lei nº 10.216/2001, conhecida como Lei da Reforma Psiquiátrica, redirecionou o modelo de assistência em saúde mental no Brasil.";

/** About seven handwritten lines of the student's own, in two paragraphs. */
const OWN_SEVEN = [
  "O preconceito contra quem tem doença mental ainda é grande no Brasil e faz muita gente esconder o que sente em vez de procurar um psicólogo ou um CAPS perto de casa.",
  "Por isso, as escolas e o Ministério da Saúde devem fazer campanhas sobre saúde mental durante o ano todo, a fim de que o estigma diminua e as pessoas busquem tratamento.",
];
/** About nine handwritten lines of the student's own, in three paragraphs. */
const OWN_NINE = [
  "O preconceito contra quem tem doença mental ainda é grande no Brasil e faz muita gente esconder o que sente em vez de procurar um psicólogo ou um CAPS perto de casa.",
  "Isso acontece porque, por muito tempo, os doentes foram trancados em hospícios, e a sociedade aprendeu a ver a loucura como perigo. Hoje, quem fala de ansiedade ainda escuta que é frescura.",
  "Por isso, as escolas e o Ministério da Saúde devem fazer campanhas sobre saúde mental durante o ano todo, a fim de que o estigma diminua e as pessoas busquem tratamento.",
];

export const COPY_CASES: CraftedCase[] = [
  {
    id: "2020-copied-motivating-texts",
    topic: "2020",
    paragraphs: [COPIED_1, COPIED_2, OWN_SEVEN[0] ?? "", COPIED_3],
    expected: { annulment: "copied_motivating_texts", caps: [], total: 0 },
    why: "Três parágrafos são cópia literal dos textos motivadores; o que sobra de próprio tem menos de 8 linhas. O ENEM desconsidera as linhas copiadas e anula a redação sem 8 linhas próprias.",
  },
  {
    id: "2020-quotation-in-developed-essay",
    topic: "2020",
    paragraphs: [
      "O estigma associado às doenças mentais ainda afasta milhões de brasileiros do tratamento. Embora transtornos como a depressão e a ansiedade sejam cada vez mais comuns, quem sofre com eles costuma ser tachado de fraco, preguiçoso ou perigoso. Esse preconceito tem raízes históricas e é mantido pela desinformação.",
      "Em primeiro lugar, a história da psiquiatria no Brasil explica parte desse estigma. Por décadas, os hospícios serviram para afastar da sociedade quem incomodava, e não para tratar. Como lembra um dos textos motivadores, no Hospital Colônia de Barbacena “os internos viviam em condições desumanas, com frio, fome e superlotação”. Essa memória de isolamento ajudou a associar a doença mental à exclusão, visão que ainda hoje leva famílias a esconder seus parentes doentes.",
      "Além disso, a falta de informação alimenta o julgamento. Muitas pessoas acreditam que depressão é falta de força de vontade e que ansiedade é exagero, por isso evitam falar do assunto no trabalho e na escola. Consequentemente, o sofrimento é adiado até se tornar grave, e serviços como os CAPS, criados pela Reforma Psiquiátrica, acabam procurados tarde demais.",
      "Portanto, é preciso combater o estigma das doenças mentais. Para isso, o Ministério da Saúde deve promover campanhas permanentes nas redes sociais e na televisão, com depoimentos de pessoas em tratamento, a fim de mostrar que o transtorno mental tem cuidado. Além disso, as escolas devem incluir a saúde mental em rodas de conversa mensais, por meio de parcerias com psicólogos do SUS, para que os jovens aprendam a pedir ajuda sem vergonha.",
    ],
    expected: { annulment: null, caps: [] },
    why: "Texto desenvolvido com autoria que cita, entre aspas e com a fonte, uma frase curta de um texto motivador: é citação a serviço do argumento, não cópia; a redação tem bem mais de 8 linhas próprias.",
  },
  {
    id: "2020-seven-own-lines",
    topic: "2020",
    paragraphs: OWN_SEVEN,
    expected: { annulment: "insufficient_text", caps: [], total: 0 },
    why: "Cerca de 6 a 7 linhas manuscritas: o ENEM considera insuficiente o texto com até 7 linhas e atribui nota zero, ainda que esteja no tema e tenha uma proposta.",
  },
  {
    id: "2020-seven-own-lines-plus-copy",
    topic: "2020",
    paragraphs: [...OWN_SEVEN, COPIED_2_SENTENCE],
    expected: { annulment: "insufficient_text", caps: [], total: 0 },
    why: "Na folha chega a 8 linhas, mas só porque a última frase copia o texto motivador II; descontadas as linhas copiadas, restam até 7 linhas próprias: texto insuficiente (a cópia é minoria, então o motivo é a falta de texto próprio).",
  },
  {
    id: "2020-nine-own-lines",
    topic: "2020",
    paragraphs: OWN_NINE,
    expected: { annulment: null, caps: [] },
    why: "Curta, mas com mais de 7 linhas próprias: não é anulada. Terá nota baixa por pouco desenvolvimento, o que o modelo avalia, e não uma regra de anulação.",
  },
  {
    id: "2020-nine-own-lines-plus-copy",
    topic: "2020",
    paragraphs: [...OWN_NINE, COPIED_3],
    expected: { annulment: null, caps: [] },
    why: "Tem um parágrafo copiado, que o ENEM desconsidera, mas as linhas próprias passam de 7: a redação é corrigida (com as linhas copiadas fora da conta), não anulada.",
  },
];
