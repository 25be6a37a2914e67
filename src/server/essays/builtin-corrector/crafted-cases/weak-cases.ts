/**
 * Crafted weak essays on the theme: slips of spelling and agreement, simple arguments, at
 * times no proposal. ENEM grades them low but never annuls them. Written for Rumo.
 */
import type { CraftedCase } from "./crafted-case.ts";

export const WEAK_CASES: CraftedCase[] = [
  {
    id: "2020-weak-slips-no-proposal",
    topic: "2020",
    paragraphs: [
      "Hoje em dia muitas pessoas sofre com doenças mentais como a depreção e a ansiedade, e elas ainda são vista com preconceito na sociedade brasileira. Muita gente acha que quem tem esses problema é fraco ou esta com frescura, e por isso a pessoa não procura ajuda.",
      "Um dos motivos disso é a falta de informação. As pessoas não conhece sobre saude mental e acha que so louco vai no psicologo. Na minha escola mesmo teve um colega que tinha crise de ansiedade e os outros alunos ficava zuando ele, e ele parou de ir na aula. Isso mostra que o estigma atrapalha a vida das pessoa.",
      "Outro motivo é que a familia tambem tem preconceito. Muitos pais fala que depreção é falta de Deus ou falta de serviço, e não leva o filho no médico. Assim a doença vai piorando e as vezes a pessoa chega até a tirar a propria vida, o que é muito triste e acontece muito no Brasil.",
      "Então, o estigma das doenças mentais é um problema muito grave na nossa sociedade, e as pessoas tem que parar com esse preconceito porque qualquer um pode ficar doente. A saúde mental é tão importante quanto a saúde do corpo e todo mundo merece respeito.",
    ],
    expected: { annulment: null, caps: [], total: 360 },
    why: "Fraca mas no tema: discute o estigma das doenças mentais com argumentos previsíveis, muitos desvios de grafia e concordância (depreção, as pessoas não conhece) e sem proposta de intervenção (só uma constatação). Um corretor daria cerca de 80/120/80/80/0 = 360; nunca anularia.",
  },
  {
    id: "2021-weak-slips-with-proposal",
    topic: "2021",
    paragraphs: [
      "No Brasil ainda existe muitas pessoas que não tem certidão de nascimento, e isso faz elas ficarem invisivel para o governo. Sem o registro civil a pessoa não consegue se matricular na escola, tirar o RG, nem receber os beneficios sociais, então ela fica sem os seus direitos de cidadão.",
      "Isso acontece principalmente nas regiões mais pobres e afastada, como no interior do Norte e do Nordeste, onde os cartório fica longe e as familias não tem dinheiro pra viajar até a cidade. Tambem tem muitos pais que não sabe que o registro é de graça, e acaba deixando pra depois.",
      "Outro problema é que a falta de documento passa de pai pra filho. Se a mãe não tem registro ela não consegue registrar o filho, e assim a invisibilidade continua nas proximas gerações. Muitas pessoas em situação de rua tambem perderam os documentos e não conseguem tirar de novo.",
      "Portanto o governo deve levar cartórios moveis para as cidades do interior e para as aldeias, e fazer propaganda na televisão e no rádio explicando que a certidão é gratuita, para que todas as pessoas tenham o seu registro e possam ter acesso a cidadania.",
    ],
    expected: { annulment: null, caps: [] },
    why: "Fraca na norma (tem muitas pessoas que não tem, os cartório fica, invisivel, beneficios) e com argumentos simples, mas no tema e com proposta (agente, ação, meio e finalidade): nota baixa, nunca anulação.",
  },
  {
    id: "2023-weak-slips-care",
    topic: "2023",
    paragraphs: [
      "Na sociedade brasileira as mulher ainda faz quase todo o trabalho de casa e de cuidar dos filho e dos idoso, e ninguem ve isso como trabalho de verdade. Elas trabalha o dia inteiro mais não recebe nada por isso, e muitas vezes nem o marido agradeçe.",
      "Isso acontece por causa do machismo que vem de muito tempo atras, onde o homem trabalhava fora e a mulher ficava em casa. Hoje em dia a mulher tambem trabalha fora, mais quando chega em casa ainda tem que fazer a comida, lavar a roupa e cuidar das criança, e isso é chamado de dupla jornada.",
      "Na minha familia por exemplo minha mãe cuida da minha vó que é doente e ainda trabalha de diarista, e meu pai e meus irmão não ajuda quase nada. Isso mostra que o cuidado fica so com a mulher e ela fica cansada e sem tempo pra estudar ou descansar.",
      "Então o trabalho de cuidado da mulher tem que ser mais valorizado no Brasil, porque sem ele as familias não funcionaria. Os homens precisa ajudar mais em casa e o governo tem que olhar mais pra essas mulheres.",
    ],
    expected: { annulment: null, caps: [], total: 400 },
    why: "No recorte do tema (cuidado feito pelas mulheres, dupla jornada), com um exemplo familiar curto, mas cheia de desvios de concordância e grafia (as mulher ainda faz, mais por mas) e proposta vaga (os homens precisa ajudar, o governo tem que olhar): um corretor daria cerca de 80/120/80/80/40 = 400; não é fuga ao tema nem texto narrativo.",
  },
  {
    id: "2019-weak-no-proposal",
    topic: "2019",
    paragraphs: [
      "O cinema é muito importante para a cultura mas no Brasil muita gente nunca foi no cinema. Isso acontece porque o ingresso é muito caro e na maioria das cidade pequena nem tem cinema, so nas capital e nos shopping.",
      "Na minha cidade por exemplo não tem nenhuma sala de cinema, quem quer ver um filme tem que ir pra outra cidade de onibus, e gasta muito dinheiro com passagem, ingresso e pipoca. Por isso a maioria das pessoas prefere assistir em casa pela internet ou pela televisão.",
      "Alem disso os filmes brasileiro são pouco valorizado, as pessoas so quer ver filme americano de super heroi. Os filme nacional fica pouco tempo em cartaz e muita gente nem fica sabendo que eles existe.",
      "Concluindo, o acesso ao cinema no Brasil ainda é muito desigual e a cultura deveria ser para todos, não so pra quem tem dinheiro e mora nas cidade grande.",
    ],
    expected: { annulment: null, caps: [], total: 320 },
    why: "No tema, com argumentos do senso comum e exemplo pessoal curto, desvios frequentes de concordância (os filme nacional fica) e sem proposta: um corretor daria cerca de 80/80/80/80/0 = 320. Fraca, mas jamais anulada.",
  },
];
