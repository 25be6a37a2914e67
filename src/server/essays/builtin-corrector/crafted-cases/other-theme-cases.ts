/**
 * Crafted cases for essays on another theme that still share some words with the topic: the
 * essay is compared with other themes (analysis/reference-topics.ts), and an on-topic essay in
 * its own words is not. Written for Rumo.
 */
import type { CraftedCase } from "./crafted-case.ts";
import { CINEMA_ESSAY } from "./part-cases.ts";

export const OTHER_THEME_CASES: CraftedCase[] = [
  {
    id: "2018-ppl-cinema-off-topic",
    topic: "2018-ppl",
    paragraphs: CINEMA_ESSAY,
    expected: { annulment: "off_topic", caps: [], total: 0 },
    why: "Redação sobre o acesso ao cinema no tema das formas de organização da sociedade para enfrentar problemas econômicos: fala de salas, ingressos e filmes, não de cooperativas, economia solidária ou crise. Algumas palavras em comum (“renda”, “população”) não a tornam um tratamento do tema: fuga total, nota zero.",
  },
  {
    id: "2020-traffic-off-topic",
    topic: "2020",
    paragraphs: [
      "A violência no trânsito é uma das principais causas de morte de jovens no Brasil. Todos os anos, milhares de pessoas morrem ou ficam feridas em acidentes nas rodovias e nas ruas das grandes cidades. Esse problema é causado principalmente pela imprudência dos motoristas e pela fiscalização insuficiente.",
      "Em primeiro lugar, muitos condutores dirigem depois de consumir bebida alcoólica ou usam o celular ao volante. Mesmo com a Lei Seca, ainda é comum ver motoristas que ignoram os limites de velocidade e avançam o sinal vermelho. Dessa forma, pedestres, ciclistas e motociclistas ficam expostos a riscos diários.",
      "Além disso, as estradas brasileiras estão em más condições. Buracos, falta de sinalização e pouca iluminação aumentam as chances de colisões, sobretudo à noite. Os motociclistas, que usam a moto para trabalhar com entregas, são as maiores vítimas dessa situação.",
      "Portanto, é necessário reduzir os acidentes de trânsito no país. Para isso, o Departamento Nacional de Trânsito deve ampliar as campanhas educativas nas escolas e nos meios de comunicação, a fim de conscientizar os futuros motoristas. Além disso, os governos estaduais devem intensificar a fiscalização com radares e blitze, para que as leis de trânsito sejam cumpridas.",
    ],
    expected: { annulment: "off_topic", caps: [], total: 0 },
    why: "Redação sobre acidentes de trânsito no tema do estigma associado às doenças mentais: outro tema do começo ao fim (“mortes” e “jovens” não fazem dela uma discussão sobre saúde mental). Fuga total ao tema, nota zero.",
  },
  {
    id: "2016-racism-own-words",
    topic: "2016-segunda_aplicacao",
    paragraphs: [
      "No Brasil, a cor da pele ainda define oportunidades. Pessoas pretas e pardas são a maioria da população, mas recebem salários menores, ocupam poucos cargos de chefia e são as principais vítimas da violência policial. Essa desigualdade é herança de mais de três séculos de escravidão e da abolição sem nenhuma política de integração dos libertos.",
      "Em primeiro lugar, a discriminação se manifesta no cotidiano de forma muitas vezes disfarçada. Abordagens policiais mais frequentes, seguranças que seguem clientes negros em lojas e piadas sobre o cabelo crespo mostram que o preconceito está presente nas instituições e nas relações. O sociólogo Florestan Fernandes já denunciava o “mito da democracia racial”, a ideia de que no Brasil não haveria preconceito de cor.",
      "Além disso, a desigualdade na educação reproduz a exclusão. Estudantes negros têm mais chances de abandonar a escola para trabalhar e, por muito tempo, foram minoria nas universidades públicas. A Lei de Cotas mudou esse quadro e mostrou que políticas afirmativas ampliam o acesso, mas ainda há muito a fazer no mercado de trabalho.",
      "Portanto, é preciso enfrentar a discriminação racial no país. Para isso, o Ministério da Educação deve garantir o ensino de história e cultura afro-brasileira em todas as escolas, por meio da formação de professores, a fim de combater estereótipos desde a infância. Ademais, o Ministério Público deve fiscalizar empresas e punir a injúria racial, para que a lei saia do papel e as vítimas sejam protegidas.",
    ],
    expected: { annulment: null, caps: [] },
    why: "Trata do racismo com outras palavras (discriminação racial, cor da pele, pessoas pretas e pardas, cotas, injúria racial): é o tema, não outro. Sem anulação nem limite.",
  },
];
