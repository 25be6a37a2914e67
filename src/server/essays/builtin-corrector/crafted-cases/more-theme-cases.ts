/**
 * More crafted cases on the theme rules, on other official topics: an essay on the cut, one on
 * the broad subject only (tangential) and one on another theme (annulled). Written for Rumo.
 */
import { GENERAL_VIOLENCE_ESSAY, VIOLENCE_AGAINST_WOMEN_ESSAY } from "../rule-fixtures.ts";
import type { CraftedCase } from "./crafted-case.ts";
import { CINEMA_ESSAY } from "./part-cases.ts";
import { THEME_CASES } from "./theme-cases.ts";

const SPORT_ESSAY = THEME_CASES.find((c) => c.id === "2023-sport-off-topic")?.paragraphs ?? [];

const DEFORESTATION = [
  "O desmatamento da Amazônia é um dos maiores problemas ambientais do Brasil. Todos os anos, milhares de quilômetros quadrados de floresta são derrubados para dar lugar a pastos, plantações de soja e garimpos ilegais. Esse processo ameaça a biodiversidade, altera o regime de chuvas e contribui para o aquecimento global.",
  "Em primeiro lugar, a fiscalização ambiental é insuficiente. Segundo o Inpe, o desmatamento cresceu nos anos em que o Ibama perdeu fiscais e orçamento, o que mostra a relação entre a omissão do Estado e a destruição da floresta. Madeireiros e grileiros sabem que dificilmente serão punidos e, por isso, avançam sobre áreas protegidas.",
  "Além disso, a economia da região ainda depende de atividades predatórias. Sem alternativas de renda, muitos moradores acabam trabalhando para quem desmata, e a floresta em pé parece valer menos do que a terra limpa para o gado. Dessa forma, o ciclo de queimadas se repete a cada estação seca.",
  "Portanto, é necessário conter o desmatamento da Amazônia. Para isso, o Ministério do Meio Ambiente deve reforçar o Ibama e o ICMBio, por meio de concursos públicos e do monitoramento por satélite, a fim de punir os crimes ambientais. Além disso, o governo deve financiar a bioeconomia, com crédito para produtos como açaí e castanha, para que a floresta em pé gere renda para a população local.",
];

export const MORE_THEME_CASES: CraftedCase[] = [
  {
    id: "2017-deaf-education-on-topic",
    topic: "2017",
    paragraphs: [
      "A educação de surdos no Brasil ainda enfrenta muitos desafios, embora a Libras seja reconhecida como língua oficial desde 2002. Grande parte dos estudantes surdos frequenta escolas que não têm intérpretes nem professores capacitados, o que compromete seu aprendizado. Esse quadro decorre da falta de formação docente e da visão de que incluir é apenas matricular.",
      "Em primeiro lugar, a escassez de profissionais que dominam a Libras isola o aluno surdo dentro da sala de aula. Sem intérprete, ele assiste às aulas sem compreender o conteúdo, e muitos professores não sabem adaptar as atividades. Segundo o Censo Escolar, a evasão entre estudantes surdos é maior que a média, o que revela que a inclusão ainda é só formal.",
      "Além disso, a educação bilíngue, com a Libras como primeira língua e o português escrito como segunda, ainda é rara. O filósofo Lev Vigotski mostrou que a linguagem é a base do pensamento; privar a criança surda de sua língua é, portanto, prejudicar seu desenvolvimento. Assim, sem escolas bilíngues, o surdo chega ao ensino médio com grandes dificuldades de leitura e escrita.",
      "Portanto, é preciso superar os desafios da formação educacional de surdos. Para isso, o Ministério da Educação deve ampliar as escolas e classes bilíngues, por meio de verbas destinadas aos estados e municípios, a fim de garantir o ensino em Libras desde a educação infantil. Ademais, as universidades devem incluir a Libras em todas as licenciaturas, com estágio em escolas bilíngues, para que os futuros professores saibam acolher o aluno surdo.",
    ],
    expected: { annulment: null, caps: [] },
    why: "Trata do recorte (formação educacional de surdos: Libras, intérpretes, escola bilíngue) com repertório e proposta: sem limite.",
  },
  {
    id: "2017-public-education-tangential",
    topic: "2017",
    paragraphs: [
      "A educação pública brasileira enfrenta problemas graves que comprometem o futuro dos jovens. Escolas com estrutura precária, professores mal pagos e altos índices de evasão mostram que o direito à educação, previsto na Constituição, ainda não é garantido a todos. Esse cenário resulta da falta de investimento e da desvalorização dos profissionais.",
      "Em primeiro lugar, a infraestrutura de muitas escolas é inadequada. Segundo o Censo Escolar, milhares de unidades não têm biblioteca, laboratório de ciências ou sequer internet, o que dificulta um ensino de qualidade. Os estudantes das periferias e das zonas rurais são os mais prejudicados, pois dependem exclusivamente da escola pública.",
      "Além disso, a desvalorização dos professores afeta diretamente o aprendizado. Com salários baixos e turmas lotadas, muitos docentes trabalham em várias escolas ao mesmo tempo e não têm tempo para preparar as aulas. Dessa forma, o ensino se torna repetitivo, os alunos perdem o interesse e muitos abandonam os estudos para trabalhar.",
      "Portanto, é necessário melhorar a educação pública no Brasil. Para isso, o Ministério da Educação deve aumentar o investimento nas escolas, por meio do cumprimento das metas do Plano Nacional de Educação, a fim de garantir estrutura adequada. Além disso, os governos estaduais devem valorizar os professores com planos de carreira e formação continuada, para que o ensino tenha mais qualidade.",
    ],
    expected: { annulment: null, caps: ["tangential"] },
    why: "Discute a educação pública em geral (o assunto amplo) sem mencionar surdos, Libras ou inclusão, que são o recorte do título: tangenciamento, C2, C3 e C5 em no máximo 40.",
  },
  {
    id: "2017-deforestation-off-topic",
    topic: "2017",
    paragraphs: DEFORESTATION,
    expected: { annulment: "off_topic", caps: [], total: 0 },
    why: "Redação sobre o desmatamento da Amazônia no tema da educação de surdos: não há relação nem com o assunto amplo (educação). Fuga total ao tema, nota zero.",
  },
  {
    id: "2023-deforestation-off-topic",
    topic: "2023",
    paragraphs: DEFORESTATION,
    expected: { annulment: "off_topic", caps: [], total: 0 },
    why: "A mesma redação sobre desmatamento no tema do trabalho de cuidado feito pelas mulheres: fuga total ao tema.",
  },
  {
    id: "2018-data-paraphrase",
    topic: "2018",
    paragraphs: [
      "Ao curtir uma foto, pesquisar um produto ou assistir a um vídeo, o internauta deixa rastros que valem ouro para as grandes empresas de tecnologia. Essas informações pessoais são usadas para prever e influenciar o que cada pessoa vai comprar, ler e até em quem vai votar. Tal situação ameaça a liberdade de escolha e é favorecida pela falta de transparência das plataformas e pela pouca educação digital da população.",
      "Em primeiro lugar, as redes sociais funcionam com sistemas que escolhem o que cada um vê. Como mostra o documentário “O Dilema das Redes”, esses mecanismos são programados para prender a atenção do público pelo maior tempo possível, oferecendo sempre conteúdos parecidos com os que ele já consome. Assim, o indivíduo fica preso em uma bolha e passa a acreditar que sua opinião é a de todos, o que facilita a difusão de notícias falsas.",
      "Ademais, poucos brasileiros leem os termos de uso antes de aceitá-los. O escândalo da Cambridge Analytica, em 2018, revelou que perfis de milhões de pessoas foram explorados para direcionar propaganda política, sem que elas soubessem. Isso mostra que, sem conhecer seus direitos, o cidadão entrega sua privacidade em troca de serviços aparentemente gratuitos.",
      "Portanto, é preciso proteger o internauta dessa influência invisível. Para isso, a Autoridade Nacional de Proteção de Dados deve fiscalizar as plataformas e aplicar multas a quem descumprir a LGPD, a fim de garantir transparência no uso das informações. Além disso, as escolas devem oferecer aulas de educação digital, por meio de oficinas sobre privacidade e checagem de notícias, para que os jovens naveguem de forma crítica e autônoma.",
    ],
    expected: { annulment: null, caps: [] },
    why: "No tema (uso dos dados do usuário para influenciar seu comportamento), embora fale de rastros, informações pessoais, sistemas que escolhem o que cada um vê, sem repetir as palavras do título: paráfrase, sem limite.",
  },
  {
    id: "2018-women-violence-off-topic",
    topic: "2018",
    paragraphs: VIOLENCE_AGAINST_WOMEN_ESSAY.split("\n\n"),
    expected: { annulment: "off_topic", caps: [], total: 0 },
    why: "Boa redação sobre violência contra a mulher apresentada no tema do controle de dados na internet: outro tema, fuga total, nota zero.",
  },
  {
    id: "2015-general-violence-tangential",
    topic: "2015",
    paragraphs: GENERAL_VIOLENCE_ESSAY.split("\n\n"),
    expected: { annulment: null, caps: ["tangential"] },
    why: "Trata da violência urbana em geral (assaltos, tráfico, polícia), o assunto amplo, sem falar da mulher, que é o recorte do título: tangenciamento.",
  },
  {
    id: "2015-women-violence-on-topic",
    topic: "2015",
    paragraphs: VIOLENCE_AGAINST_WOMEN_ESSAY.split("\n\n"),
    expected: { annulment: null, caps: [] },
    why: "A mesma questão da violência, agora no recorte pedido (contra a mulher): sem limite.",
  },
  {
    id: "2019-sport-off-topic",
    topic: "2019",
    paragraphs: SPORT_ESSAY,
    expected: { annulment: "off_topic", caps: [], total: 0 },
    why: "A redação sobre esporte no tema do acesso ao cinema: ambos falam de lazer e cultura no sentido amplo, mas o texto não trata de cinema em nenhum momento. Fuga total ao tema.",
  },
  {
    id: "2020-cinema-off-topic",
    topic: "2020",
    paragraphs: CINEMA_ESSAY,
    expected: { annulment: "off_topic", caps: [], total: 0 },
    why: "Boa redação sobre o acesso ao cinema entregue no tema do estigma das doenças mentais: outro tema, nota zero.",
  },
  {
    id: "2020-anecdote-introduction",
    topic: "2020",
    paragraphs: [
      "Certo dia, uma colega de classe deixou de ir à escola por semanas. Quando voltou, contou que estava tratando uma depressão, e alguns alunos passaram a chamá-la de louca pelos corredores. Esse episódio, infelizmente comum, revela o estigma associado às doenças mentais na sociedade brasileira, sustentado pela desinformação e pela herança dos manicômios.",
      "Em primeiro lugar, a desinformação faz com que transtornos como a depressão e a ansiedade sejam vistos como fraqueza. Segundo a Organização Mundial da Saúde, o Brasil é o país com a maior proporção de pessoas ansiosas do mundo, mas muitas delas adiam a busca por ajuda por medo de julgamento. Assim, o preconceito agrava o sofrimento e atrasa o tratamento.",
      "Além disso, a história da psiquiatria no país ajudou a associar a doença mental ao perigo. Por décadas, hospícios como o Colônia de Barbacena isolaram milhares de pessoas em condições desumanas, e essa memória ainda faz muitos acreditarem que o lugar do doente é longe da sociedade. Embora a Reforma Psiquiátrica tenha criado os CAPS, esses serviços ainda são pouco conhecidos.",
      "Portanto, é preciso combater o estigma das doenças mentais. Para isso, o Ministério da Saúde deve realizar campanhas permanentes na televisão e nas redes sociais, com relatos de pessoas em tratamento, a fim de informar a população. Além disso, as escolas devem promover rodas de conversa sobre saúde mental, em parceria com os CAPS, para que casos como o da colega sejam acolhidos, e não ridicularizados.",
    ],
    expected: { annulment: null, caps: [] },
    why: "Começa com um breve relato (“Certo dia…”), recurso comum de introdução, mas o restante é tese, argumentos e proposta: continua dissertativo-argumentativo, sem anulação.",
  },
];
