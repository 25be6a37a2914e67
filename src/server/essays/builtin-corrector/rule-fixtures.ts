/**
 * Crafted pt-BR essays for the ENEM-rule tests (tangential cap, copied lines), written for Rumo.
 * The topic is the official ENEM 2015 title; its supporting texts are our own short summaries.
 */
import type { EssayTopicForCorrection } from "./types.ts";

export const VIOLENCE_AGAINST_WOMEN_TOPIC: EssayTopicForCorrection = {
  title: "A persistência da violência contra a mulher na sociedade brasileira",
  description:
    "Redija um texto dissertativo-argumentativo sobre a persistência da violência contra a mulher na sociedade brasileira.",
  keywords: [
    "violência contra a mulher",
    "feminicídio",
    "Lei Maria da Penha",
    "machismo",
    "violência doméstica",
  ],
  supportingTexts: [
    "Milhares de mulheres brasileiras procuram todos os anos os serviços de atendimento por terem sofrido agressões físicas, psicológicas ou sexuais, quase sempre cometidas por companheiros ou ex-companheiros dentro de casa.",
    "A Lei Maria da Penha, de 2006, criou mecanismos para coibir a violência doméstica e familiar contra a mulher, como as medidas protetivas de urgência. Em 2015, o feminicídio passou a ser crime hediondo.",
    "Especialistas apontam que o machismo e a dependência financeira fazem muitas mulheres permanecerem em relações abusivas, e que boa parte das agressões nunca chega a ser denunciada.",
  ],
};

/** On the broad subject (violence in Brazil in general), not on the cut (violence against women). */
export const GENERAL_VIOLENCE_ESSAY = [
  "A violência é um dos problemas mais graves da sociedade brasileira. Assaltos, homicídios e confrontos armados fazem parte da rotina das grandes cidades, e o medo leva a população a mudar seus hábitos, evitando sair à noite e investindo em grades, câmeras e segurança privada. Esse cenário decorre, sobretudo, da desigualdade social e da ineficiência das políticas de segurança pública.",
  "Em primeiro lugar, a desigualdade social alimenta a criminalidade. Jovens das periferias, sem acesso a escolas de qualidade e a empregos formais, tornam-se alvo fácil do tráfico de drogas, que oferece renda rápida e uma falsa sensação de pertencimento. Segundo o Atlas da Violência, a maior parte das vítimas de homicídio no país é formada por jovens negros e pobres, o que revela a relação entre exclusão e violência urbana.",
  "Além disso, o modelo de segurança pública adotado no Brasil privilegia o confronto em vez da prevenção. Operações policiais em comunidades frequentemente terminam com mortes de inocentes, enquanto o sistema prisional superlotado funciona como escola do crime, devolvendo às ruas pessoas ainda mais envolvidas com facções. Dessa forma, o ciclo de violência se perpetua, e a sensação de insegurança cresce em todas as regiões.",
  "Portanto, é necessário enfrentar a violência urbana no Brasil. Para isso, o Governo Federal, em parceria com os estados, deve ampliar o investimento em educação integral e em programas de primeiro emprego nas periferias, por meio de escolas em tempo integral e de cursos profissionalizantes, a fim de afastar os jovens do crime. Paralelamente, as polícias precisam adotar estratégias de inteligência e de policiamento comunitário, com treinamento em direitos humanos, para que a segurança pública deixe de depender do confronto armado.",
].join("\n\n");

/** The same subject on the cut the title asks for. */
export const VIOLENCE_AGAINST_WOMEN_ESSAY = [
  "A violência contra a mulher persiste na sociedade brasileira, apesar dos avanços legais das últimas décadas. Todos os dias, mulheres são agredidas, ameaçadas ou mortas por companheiros e ex-companheiros, muitas vezes dentro da própria casa. Esse cenário decorre, sobretudo, do machismo estrutural e da dependência financeira de muitas vítimas, o que exige uma resposta urgente do Estado e da sociedade.",
  "Em primeiro lugar, o machismo ainda naturaliza a ideia de que a mulher deve obediência ao homem. Segundo a filósofa Simone de Beauvoir, ninguém nasce mulher: torna-se mulher, ou seja, os papéis de gênero são construídos socialmente. Quando meninos aprendem que o controle sobre a parceira é sinal de masculinidade, a agressão passa a ser vista como um direito, e muitas mulheres deixam de denunciar por vergonha ou por medo de não serem ouvidas.",
  "Além disso, a dependência financeira prende muitas mulheres a relações abusivas. Embora a Lei Maria da Penha garanta medidas protetivas e a Lei do Feminicídio tenha tornado hediondo o assassinato de mulheres por razões de gênero, faltam casas-abrigo, delegacias especializadas e programas de geração de renda para as vítimas, sobretudo no interior do país. Assim, a mulher que sofre violência doméstica muitas vezes não tem para onde ir, e o ciclo de agressões se repete.",
  "Portanto, é preciso enfrentar a persistência da violência contra a mulher no Brasil. Para isso, o Ministério da Educação deve incluir a discussão sobre igualdade de gênero nas escolas, por meio de oficinas e de materiais didáticos que expliquem a Lei Maria da Penha, a fim de combater o machismo desde a infância. Paralelamente, os governos estaduais precisam ampliar as delegacias da mulher e as casas-abrigo, mediante convênios com os municípios, para que toda mulher agredida tenha proteção e autonomia para romper o ciclo de violência.",
].join("\n\n");
