/**
 * Crafted cases on the proposal and human rights: since 2017 a proposal that violates human
 * rights zeroes C5 (the essay is not annulled); a firm proposal within the law is not penalised.
 * 2015 topic.
 */
import type { CraftedCase } from "./crafted-case.ts";

const INTRO =
  "A violência contra a mulher persiste na sociedade brasileira, apesar dos avanços das últimas décadas. Todos os dias, mulheres são agredidas, ameaçadas e mortas por companheiros ou ex-companheiros, muitas vezes dentro de casa. Esse cenário é sustentado pelo machismo estrutural e pela impunidade dos agressores, o que exige uma resposta firme do Estado.";
const ARG_1 =
  "Em primeiro lugar, o machismo ainda naturaliza a ideia de que o homem pode controlar a parceira. Desde a infância, muitos meninos aprendem que ciúme é prova de amor e que a mulher deve obediência, o que torna a agressão aceitável aos olhos de parte da sociedade. Por isso, muitas vítimas demoram a perceber a violência psicológica, que costuma anteceder a física.";
const ARG_2 =
  "Além disso, a impunidade encoraja os agressores. Embora a Lei Maria da Penha preveja medidas protetivas de urgência, elas muitas vezes são descumpridas sem consequência, e muitas denúncias não chegam a virar processo. Segundo o Fórum Brasileiro de Segurança Pública, uma mulher é vítima de feminicídio a cada seis horas no país, e boa parte delas já havia denunciado o agressor.";

export const PROPOSAL_CASES: CraftedCase[] = [
  {
    id: "2015-death-penalty-proposal",
    topic: "2015",
    paragraphs: [
      INTRO,
      ARG_1,
      ARG_2,
      "Portanto, é preciso acabar com a violência contra a mulher de uma vez por todas. Para isso, o Congresso Nacional deve aprovar a pena de morte para os agressores e feminicidas, por meio de uma emenda à Constituição, a fim de que sirva de exemplo e nenhum homem tenha coragem de agredir uma mulher. Além disso, as escolas devem falar sobre o machismo, para que os meninos respeitem as meninas.",
    ],
    expected: { annulment: null, caps: ["human_rights"] },
    why: "Texto no tema e bem argumentado, mas a proposta defende a pena de morte, que desrespeita os direitos humanos: desde 2017 o ENEM zera a C5 (não anula a redação).",
  },
  {
    id: "2015-castration-proposal",
    topic: "2015",
    paragraphs: [
      INTRO,
      ARG_1,
      ARG_2,
      "Diante disso, a solução seria a castração química obrigatória de todo homem condenado por agressão à mulher, aplicada pelo sistema prisional logo após a condenação, a fim de que ele nunca mais possa fazer mal a ninguém. Também é preciso que a mídia faça campanhas contra o machismo, para mudar a mentalidade da população.",
    ],
    expected: { annulment: null, caps: ["human_rights"] },
    why: "A proposta prevê castração obrigatória de condenados, pena cruel vedada pela Constituição e pelos tratados de direitos humanos: C5 = 0, sem anulação.",
  },
  {
    id: "2015-firm-lawful-proposal",
    topic: "2015",
    paragraphs: [
      INTRO,
      ARG_1,
      ARG_2,
      "Portanto, é preciso punir com rigor quem agride mulheres. Para isso, o Poder Judiciário deve decretar a prisão preventiva do agressor que descumprir medida protetiva e determinar o uso de tornozeleira eletrônica nos casos de ameaça, em parceria com as secretarias de segurança, a fim de afastá-lo da vítima. Além disso, o Congresso deve endurecer as penas para a violência doméstica, e as escolas devem promover oficinas sobre igualdade de gênero, para que as novas gerações rompam com o machismo.",
    ],
    expected: { annulment: null, caps: [] },
    why: "Proposta firme (prisão preventiva, tornozeleira, penas mais duras), mas dentro da lei e do devido processo: respeita os direitos humanos, sem limite na C5.",
  },
];
