/**
 * A complete essay on the ENEM 2019 topic, written for Rumo's tests (API and end-to-end): four
 * paragraphs, a thesis, two arguments with repertoire and a full intervention proposal.
 */
export const SAMPLE_ESSAY_TITLE = "Cinema para todos";

export const SAMPLE_ESSAY = `Na obra "Cinema Paradiso", de Giuseppe Tornatore, a sala de exibição de uma pequena cidade italiana funciona como ponto de encontro de toda a comunidade, que compartilha ali sonhos e memórias. No Brasil contemporâneo, contudo, essa experiência coletiva ainda é restrita a uma parcela da população, uma vez que as salas se concentram nas capitais e nos bairros de maior renda. Desse modo, a democratização do acesso ao cinema esbarra tanto na desigual distribuição geográfica das salas quanto no alto custo dos ingressos.

Em primeiro lugar, a concentração das salas de cinema em shopping centers das grandes cidades afasta os moradores das periferias e do interior. Segundo a Agência Nacional do Cinema, grande parte dos municípios brasileiros não possui sequer uma sala de exibição, o que obriga muitos jovens a viajar longas distâncias para assistir a um filme. Assim, o direito à cultura, garantido pela Constituição Federal de 1988, torna-se um privilégio de quem vive nos centros urbanos.

Além disso, o preço dos ingressos e dos deslocamentos exclui as famílias de baixa renda. Para quem ganha um salário mínimo, levar os filhos ao cinema compromete parte importante do orçamento mensal, de modo que o lazer cultural deixa de ser prioridade. Consequentemente, a produção audiovisual nacional perde público, e a sociedade perde a oportunidade de discutir sua própria realidade por meio da arte.

Portanto, é necessário ampliar o acesso ao cinema no país. Para isso, o Ministério da Cultura, em parceria com as prefeituras, deve criar salas de exibição populares em escolas públicas e centros comunitários, por meio de editais de financiamento e da exibição gratuita de filmes nacionais nos fins de semana, a fim de aproximar o cinema das periferias e do interior. Dessa forma, a experiência retratada em "Cinema Paradiso" poderá fazer parte da vida de todos os brasileiros.`;
