/**
 * Crafted cases on the text type: narratives and descriptions are annulled; an argumentative
 * essay with a short narrative passage (an anecdote as repertoire) is not. Written for Rumo.
 */
import type { CraftedCase } from "./crafted-case.ts";

export const TYPE_CASES: CraftedCase[] = [
  {
    id: "2022-narrative-third-person",
    topic: "2022",
    paragraphs: [
      "Naquela manhã, Jaciara acordou antes do sol nascer. A menina pegou o cesto de palha, chamou o irmão mais novo e desceu a trilha que levava ao rio, como sua avó fazia quando era jovem. O nevoeiro ainda cobria a aldeia, e os cachorros latiam ao longe.",
      "Quando chegaram à margem, os dois viram uma máquina enorme derrubando as árvores do outro lado. Jaciara ficou parada, com o coração acelerado. O irmão perguntou o que era aquilo, mas ela não soube responder. Voltaram correndo para casa e contaram tudo ao pai, que ficou em silêncio por muito tempo.",
      "À noite, os mais velhos se reuniram em volta da fogueira. O cacique falou sobre o território que os antepassados tinham deixado, sobre os peixes que estavam sumindo e sobre os homens que apareceram com papéis dizendo que a terra era deles. Jaciara ouviu tudo escondida atrás da porta e chorou baixinho.",
      "No dia seguinte, a comunidade inteira foi até a cidade. Caminharam por horas debaixo do sol, carregando faixas pintadas à mão. Na frente da prefeitura, Jaciara segurou a mão da avó e gritou junto com todos. Um repórter tirou fotos, e a notícia saiu no jornal da região.",
      "Semanas depois, a máquina foi embora. A menina voltou ao rio com o irmão e encontrou as primeiras mudas crescendo no barranco. Ela sorriu, lembrou das histórias da avó e prometeu a si mesma que um dia seria advogada para defender o seu povo.",
    ],
    expected: { annulment: "wrong_text_type", caps: [], total: 0 },
    why: "É uma narrativa (personagem, tempo e ações em sequência: acordou, desceu, viram, voltaram), sem tese nem argumentos. O ENEM anula o texto predominantemente narrativo, ainda que ligado ao tema.",
  },
  {
    id: "2022-narrative-first-person",
    topic: "2022",
    paragraphs: [
      "Eu nunca tinha pensado nos povos tradicionais até o ano passado, quando fui com a minha turma visitar um quilombo perto da minha cidade. Lembro que acordei cedo, peguei o ônibus da escola e fiquei olhando pela janela a estrada de terra, sem imaginar o que ia encontrar.",
      "Quando cheguei, uma senhora chamada Dona Benedita nos recebeu com café e bolo de mandioca. Ela contou que o avô dela tinha fugido de uma fazenda e fundado aquela comunidade. Eu fiquei impressionado, porque nunca tinha ouvido essa história na escola. Depois, ela nos levou para ver a roça e a casa de farinha.",
      "À tarde, eu e meus amigos jogamos bola com as crianças do quilombo. Um menino chamado Tião me ensinou a fazer um balaio de palha, e eu errei várias vezes antes de conseguir. Todo mundo riu de mim, mas eu ri junto. Naquele dia, percebi que eles tinham muita coisa para ensinar.",
      "Na volta, fiquei pensando em tudo o que vi. Minha mãe perguntou como tinha sido o passeio, e eu contei sobre a Dona Benedita, a farinha e o balaio. Desde então, sempre que vejo uma notícia sobre quilombos ou aldeias, eu lembro daquela viagem e da alegria daquelas pessoas.",
    ],
    expected: { annulment: "wrong_text_type", caps: [], total: 0 },
    why: "Relato pessoal em primeira pessoa (fui, cheguei, fiquei, percebi), organizado como história de uma viagem, sem defender um ponto de vista: tipo textual inadequado, nota zero.",
  },
  {
    id: "2022-descriptive",
    topic: "2022",
    paragraphs: [
      "A aldeia fica no alto de um morro, cercada por uma mata fechada de árvores altas e cipós. Ao redor da praça central, as casas de barro e palha formam um grande círculo, com portas baixas voltadas para o nascente. O chão é de terra vermelha, batida e limpa, e no meio da praça há uma grande árvore de copa larga, onde as crianças brincam à sombra.",
      "À esquerda, fica a casa de reza, maior que as outras, com paredes pintadas de urucum e jenipapo. Lá dentro, o ambiente é escuro e fresco, e o cheiro de fumaça se mistura ao perfume das ervas penduradas no teto. Os bancos de madeira são baixos e compridos, e no canto há potes de cerâmica de vários tamanhos, decorados com desenhos geométricos pretos e vermelhos.",
      "Mais abaixo, perto do rio de águas escuras e calmas, ficam as roças de mandioca, milho e batata-doce. As folhas verdes brilham ao sol do meio-dia, e as canoas de tronco ficam amarradas na margem, balançando devagar. O som da correnteza se mistura ao canto dos pássaros, e, ao fundo, o morro azulado desaparece na neblina.",
      "No fim da tarde, o céu fica alaranjado e a fumaça das fogueiras sobe em fios finos entre as casas. As mulheres sentam na porta com as crianças no colo, os homens voltam da pesca com cestos cheios, e o cheiro de peixe assado toma conta da praça silenciosa e tranquila.",
    ],
    expected: { annulment: "wrong_text_type", caps: [], total: 0 },
    why: "Texto descritivo: retrata o espaço da aldeia (cores, cheiros, posição das casas) sem tese, argumentos nem proposta. O ENEM anula o texto predominantemente descritivo.",
  },
  {
    id: "2022-argumentative-with-anecdote",
    topic: "2022",
    paragraphs: [
      "Os povos e comunidades tradicionais do Brasil, como indígenas, quilombolas e ribeirinhos, preservam saberes e modos de vida fundamentais para a diversidade cultural do país. Apesar disso, esses grupos ainda são desvalorizados, seja pela invasão de seus territórios, seja pelo preconceito que os trata como atrasados. Esse quadro decorre da omissão do Estado e da falta de conhecimento da população sobre essas culturas.",
      "Em primeiro lugar, a demora na demarcação das terras deixa essas comunidades vulneráveis. Segundo o Instituto Socioambiental, centenas de territórios indígenas aguardam há anos a conclusão do processo, enquanto garimpeiros e madeireiros avançam sobre as florestas. Sem a garantia do território, os povos tradicionais perdem não só o sustento, mas também a base de sua cultura, já que seus rituais e saberes estão ligados à terra.",
      "Além disso, o preconceito nasce do desconhecimento. Quando eu estava no oitavo ano, visitei com a minha turma um quilombo da minha região e fiquei surpreso ao descobrir que aquela comunidade produzia farinha, artesanato e remédios de ervas havia mais de cem anos. Até então, eu nunca tinha ouvido falar dela na escola. Esse episódio mostra que a educação básica ainda ignora a história desses povos, embora a Lei 11.645 torne obrigatório o ensino da cultura indígena e afro-brasileira.",
      "Portanto, é necessário valorizar os povos tradicionais. Para isso, o Governo Federal deve acelerar a demarcação dos territórios, por meio do fortalecimento da Funai e da fiscalização ambiental, a fim de proteger essas comunidades da invasão. Ademais, o Ministério da Educação deve cumprir a Lei 11.645, com materiais didáticos produzidos junto às próprias comunidades, para que os estudantes conheçam e respeitem esses saberes.",
    ],
    expected: { annulment: null, caps: [] },
    why: "Dissertativo-argumentativo com tese, dois argumentos e proposta; o relato da visita ao quilombo é um trecho curto usado como exemplo (repertório) dentro do argumento, o que não muda o tipo textual.",
  },
];
