/**
 * Crafted cases on a deliberately disconnected part (a recipe, song lyrics, an insult to the
 * grader: annulled) versus a digression that still serves the argument (not annulled), and on a
 * text mostly in another language (annulled) versus a short foreign quotation (not). 2019 topic.
 */
import type { CraftedCase } from "./crafted-case.ts";

const INTRO =
  "O cinema é uma das expressões culturais mais importantes da sociedade contemporânea, pois permite que as pessoas conheçam outras realidades e reflitam sobre a própria. No Brasil, porém, o acesso às salas de cinema ainda é restrito a uma parcela da população. Esse cenário decorre da concentração das salas nas grandes cidades e do alto preço dos ingressos, o que exige a democratização desse direito cultural.";
const ARG_1 =
  "Em primeiro lugar, a distribuição das salas de exibição é muito desigual. Segundo a Agência Nacional do Cinema, a maior parte dos municípios brasileiros não possui nenhuma sala, e os cinemas se concentram em shoppings das capitais do Sudeste. Assim, moradores do interior e das periferias precisam viajar longas distâncias para assistir a um filme, o que transforma uma atividade de lazer em privilégio.";
const ARG_2 =
  "Além disso, o preço dos ingressos afasta as famílias de baixa renda. Uma ida ao cinema com pipoca e transporte pode custar uma parte considerável do salário mínimo, e por isso muitos jovens nunca entraram em uma sala de exibição. Consequentemente, a produção nacional, que retrata a diversidade do país, acaba vista por poucos, e o direito à cultura garantido pela Constituição não se concretiza.";
const CONCLUSION =
  "Portanto, é necessário democratizar o acesso ao cinema no Brasil. Para isso, o Ministério da Cultura deve financiar salas populares em cidades do interior e nas periferias, por meio de editais em parceria com as prefeituras, a fim de levar a exibição de filmes a quem hoje não tem acesso. Ademais, as escolas públicas devem organizar sessões gratuitas de filmes nacionais, com debates depois da exibição, para que os estudantes criem o hábito de frequentar o cinema.";

/** The on-topic cinema essay, also used as an off-topic essay on other topics. */
export const CINEMA_ESSAY = [INTRO, ARG_1, ARG_2, CONCLUSION];

export const PART_CASES: CraftedCase[] = [
  {
    id: "2019-cinema-on-topic",
    topic: "2019",
    paragraphs: [INTRO, ARG_1, ARG_2, CONCLUSION],
    expected: { annulment: null, caps: [] },
    why: "Dissertativo-argumentativo no tema, com tese, dois argumentos e proposta completa: base das variações abaixo.",
  },
  {
    id: "2019-cinema-with-recipe",
    topic: "2019",
    paragraphs: [
      INTRO,
      ARG_1,
      "Bolo de cenoura: bata no liquidificador três cenouras médias, quatro ovos e meia xícara de óleo. Em uma tigela, misture duas xícaras de farinha de trigo e duas xícaras de açúcar, junte o creme batido e, por último, uma colher de sopa de fermento. Asse em forno médio, a 180 graus, por cerca de quarenta minutos.",
      ARG_2,
      CONCLUSION,
    ],
    expected: { annulment: "disconnected_part", caps: [], total: 0 },
    why: "Uma receita de bolo inserida entre os argumentos: parte deliberadamente desconectada do tema, que o ENEM anula mesmo que o resto da redação seja boa.",
  },
  {
    id: "2019-cinema-with-lyrics",
    topic: "2019",
    paragraphs: [
      INTRO,
      ARG_1,
      "Ai, se eu te pego, ai, ai, se eu te pego\nDelícia, delícia, assim você me mata\nAi, se eu te pego, ai, ai, se eu te pego\nSábado na balada, a galera começou a dançar",
      ARG_2,
      CONCLUSION,
    ],
    expected: { annulment: "disconnected_part", caps: [], total: 0 },
    why: "Versos de uma canção popular, sem nenhuma relação com o cinema, inseridos no meio do texto: parte desconectada, redação anulada.",
  },
  {
    id: "2019-cinema-with-insult",
    topic: "2019",
    paragraphs: [
      INTRO,
      ARG_1,
      ARG_2,
      "Sinceramente, esse tema é ridículo e quem inventou essa prova é um bando de idiotas. Corretor, se você estiver lendo isso, vai tomar no cu.",
      CONCLUSION,
    ],
    expected: { annulment: "disconnected_part", caps: [], total: 0 },
    why: "Um trecho ofensivo dirigido à banca, inserido de propósito: o ENEM anula a redação com parte deliberadamente desconectada do tema e com termos ofensivos.",
  },
  {
    id: "2019-cinema-with-digression",
    topic: "2019",
    paragraphs: [
      INTRO,
      ARG_1,
      "Vale lembrar que, em muitas cidades pequenas, o cinema de rua já foi o principal ponto de encontro da população. Nas décadas de 1960 e 1970, era comum que as famílias se arrumassem no domingo para a matinê, e a praça em frente à sala ficava cheia. Com a chegada da televisão e, depois, dos shoppings, a maioria dessas salas fechou, e muitos prédios viraram igrejas ou lojas.",
      ARG_2,
      CONCLUSION,
    ],
    expected: { annulment: null, caps: [] },
    why: "A digressão sobre os antigos cinemas de rua foge um pouco da linha do argumento, mas continua tratando do acesso ao cinema: não é parte desconectada, no máximo pesa em C3.",
  },
  {
    id: "2019-cinema-english",
    topic: "2019",
    paragraphs: [
      "Cinema is one of the most important cultural expressions of our time, because it allows people to know other realities and to think about their own. In Brazil, however, access to movie theaters is still restricted to a small part of the population. This happens because theaters are concentrated in big cities and tickets are too expensive.",
      "First of all, movie theaters are badly distributed across the country. According to the national film agency, most Brazilian towns do not have a single theater, and the ones that exist are located in shopping malls in the capitals. As a result, people who live in the countryside or in poor neighborhoods must travel long distances to watch a film.",
      "Moreover, ticket prices keep low-income families away. A trip to the cinema with popcorn and transportation can cost a large share of the minimum wage, so many young people have never been inside a movie theater. Consequently, Brazilian films are seen by very few people, and the right to culture is not fulfilled.",
      "Therefore, it is necessary to make cinema accessible to everyone in Brazil. The Ministry of Culture should fund popular theaters in small towns and in the outskirts of big cities, and public schools should organize free sessions of Brazilian films, so that students can create the habit of going to the movies.",
    ],
    expected: { annulment: "foreign_language", caps: [], total: 0 },
    why: "Texto no tema e bem estruturado, mas escrito em inglês: o ENEM anula a redação predominantemente em língua estrangeira.",
  },
  {
    id: "2019-cinema-spanish",
    topic: "2019",
    paragraphs: [
      "El cine es una de las expresiones culturales más importantes de la sociedad, porque permite que las personas conozcan otras realidades y reflexionen sobre la suya. En Brasil, sin embargo, el acceso a las salas de cine todavía está restringido a una parte pequeña de la población. Eso ocurre porque las salas están concentradas en las grandes ciudades y las entradas son muy caras.",
      "En primer lugar, la distribución de las salas es muy desigual. La mayoría de los municipios brasileños no tiene ninguna sala de cine, y los cines que existen se encuentran en los centros comerciales de las capitales. Así, los habitantes del interior y de las periferias necesitan viajar largas distancias para ver una película.",
      "Además, el precio de las entradas aleja a las familias de bajos ingresos. Ir al cine con palomitas y transporte puede costar una parte grande del salario mínimo, por eso muchos jóvenes nunca entraron en una sala. En consecuencia, el cine nacional es visto por pocos y el derecho a la cultura no se cumple.",
      "Por lo tanto, es necesario democratizar el acceso al cine en Brasil. El Ministerio de Cultura debe financiar salas populares en las ciudades del interior y en las periferias, y las escuelas públicas deben organizar sesiones gratuitas de películas nacionales, para que los estudiantes creen el hábito de ir al cine.",
    ],
    expected: { annulment: "foreign_language", caps: [], total: 0 },
    why: "Escrito em espanhol do começo ao fim, ainda que próximo do português e no tema: redação predominantemente em língua estrangeira, anulada.",
  },
  {
    id: "2019-cinema-english-quote",
    topic: "2019",
    paragraphs: [
      INTRO,
      "Em primeiro lugar, a distribuição das salas de exibição é muito desigual. Segundo a Agência Nacional do Cinema, a maior parte dos municípios brasileiros não possui nenhuma sala, e os cinemas se concentram em shoppings das capitais do Sudeste. O cineasta Martin Scorsese afirmou que “cinema is a matter of what's in the frame and what's out”; no Brasil, quem fica fora do quadro são justamente os moradores do interior e das periferias, que precisam viajar longas distâncias para assistir a um filme.",
      ARG_2,
      CONCLUSION,
    ],
    expected: { annulment: null, caps: [] },
    why: "Uma citação curta em inglês, entre aspas e atribuída ao autor, dentro de um texto em português: é repertório, não texto em língua estrangeira.",
  },
];
