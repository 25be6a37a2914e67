/**
 * Crafted cases on the theme rules: fuga ao tema (annulled), tangenciamento (C2, C3 and C5 at
 * most 40) and essays on the theme in other words (no cap). Written for Rumo, as students write.
 */
import type { CraftedCase } from "./crafted-case.ts";

export const THEME_CASES: CraftedCase[] = [
  {
    id: "2023-care-on-topic",
    topic: "2023",
    paragraphs: [
      "No Brasil, milhões de mulheres dedicam horas diárias ao cuidado de filhos, idosos e pessoas doentes sem receber salário nem reconhecimento. Esse trabalho de cuidado, embora sustente a vida familiar e a própria economia, permanece invisível para o Estado e para boa parte da sociedade. Tal invisibilidade decorre da divisão sexual do trabalho herdada do patriarcado e da ausência de políticas públicas que reconheçam o cuidado como trabalho.",
      "Em primeiro lugar, a cultura patriarcal ainda atribui à mulher a responsabilidade exclusiva pelo lar. Segundo o IBGE, as brasileiras dedicam quase o dobro de horas semanais aos afazeres domésticos e ao cuidado de pessoas em comparação com os homens. Assim, muitas enfrentam uma dupla jornada: trabalham fora e, ao chegar em casa, continuam cuidando da família, o que prejudica sua saúde, seus estudos e sua carreira.",
      "Além disso, o Estado trata o cuidado como assunto privado. A filósofa Silvia Federici afirma que aquilo que chamam de amor é trabalho não pago, e essa ideia ajuda a entender por que o cuidado não aparece no PIB nem nas estatísticas de emprego. Sem creches suficientes, sem centros-dia para idosos e com uma licença-paternidade de apenas cinco dias, a sobrecarga continua recaindo sobre as mulheres, sobretudo as negras e pobres.",
      "Portanto, é preciso enfrentar a invisibilidade do trabalho de cuidado realizado pela mulher. Para isso, o Congresso Nacional deve ampliar a licença-paternidade, por meio de uma lei que a equipare gradualmente à licença-maternidade, a fim de dividir o cuidado dos filhos desde o nascimento. Além disso, o Ministério do Desenvolvimento Social deve expandir creches e centros-dia, em parceria com os municípios, para que as mulheres tenham tempo para estudar, trabalhar e descansar.",
    ],
    expected: { annulment: null, caps: [] },
    why: "Discute o recorte do título (cuidado não remunerado feito por mulheres, sua invisibilidade) com repertório e proposta completa: nenhum limite do ENEM se aplica.",
  },
  {
    id: "2023-sport-off-topic",
    topic: "2023",
    paragraphs: [
      "O esporte ocupa um lugar central na cultura brasileira. Do futebol de várzea às Olimpíadas, a prática esportiva mobiliza milhões de pessoas, movimenta a economia e contribui para a saúde física e mental da população. No entanto, o acesso ao esporte ainda é desigual no país, pois faltam quadras, professores de educação física e incentivo aos atletas de base.",
      "Em primeiro lugar, a prática de atividades físicas traz benefícios comprovados. Segundo a Organização Mundial da Saúde, exercícios regulares reduzem o risco de doenças cardíacas, diabetes e obesidade, além de diminuir sintomas de estresse. Nas escolas, o esporte também ensina disciplina, trabalho em equipe e respeito às regras, valores importantes para a formação dos jovens.",
      "Além disso, o esporte pode ser um caminho de ascensão social. Muitos atletas brasileiros, como jogadores de futebol e medalhistas olímpicos do skate e do boxe, começaram em projetos sociais de periferia. Contudo, a maioria dos talentos se perde por falta de patrocínio, de transporte para os treinos e de estrutura nos clubes, o que mostra que o país ainda não valoriza seus atletas de base.",
      "Portanto, é necessário ampliar o acesso ao esporte no Brasil. Para isso, o Ministério do Esporte deve construir e reformar quadras poliesportivas nas periferias, por meio de parcerias com as prefeituras, a fim de oferecer treinos gratuitos a crianças e adolescentes. Ademais, as empresas devem patrocinar atletas de base com incentivos fiscais, para que novos talentos tenham condições de competir e representar o país.",
    ],
    expected: { annulment: "off_topic", caps: [], total: 0 },
    why: "Bem escrita, mas sobre esporte: não trata de cuidado, de mulheres nem de trabalho doméstico. É fuga total ao tema, que anula a redação (não é tangenciamento, pois nem o assunto amplo do tema aparece).",
  },
  {
    id: "2023-labour-market-tangential",
    topic: "2023",
    paragraphs: [
      "A desigualdade entre homens e mulheres no mercado de trabalho ainda é marcante no Brasil. Mesmo sendo maioria entre as pessoas com ensino superior, as mulheres recebem salários menores, ocupam poucos cargos de chefia e sofrem mais com o desemprego. Esse cenário é resultado do machismo nas empresas e da falta de fiscalização das leis trabalhistas.",
      "Em primeiro lugar, a diferença salarial mostra o preconceito contra a mulher no emprego. Segundo o IBGE, as trabalhadoras ganham, em média, cerca de vinte por cento a menos que os homens na mesma função. Além disso, muitas empresas ainda preferem contratar homens para cargos de liderança, pois acreditam que eles são mais firmes e racionais, ideia machista que não tem base nenhuma.",
      "Além disso, o assédio no ambiente de trabalho afasta as mulheres de boas oportunidades. Muitas funcionárias sofrem piadas, cantadas e até perseguição de chefes, mas não denunciam por medo de perder o emprego. Dessa forma, a carreira feminina avança mais devagar, e a sociedade perde talentos importantes em áreas como engenharia, tecnologia e política.",
      "Portanto, é preciso combater a desigualdade de gênero no mercado de trabalho. Para isso, o Ministério do Trabalho deve fiscalizar a lei de igualdade salarial, por meio de auditorias nas empresas, a fim de punir quem paga menos às mulheres. Além disso, as empresas devem criar canais de denúncia de assédio e programas de liderança feminina, para que as trabalhadoras possam crescer na carreira.",
    ],
    expected: { annulment: null, caps: ["tangential"] },
    why: "Fala de mulheres e trabalho (o assunto amplo), mas do mercado de trabalho remunerado: não trata do cuidado nem de sua invisibilidade, que são o recorte do título. Tangenciamento: C2, C3 e C5 ficam em no máximo 40.",
  },
  {
    id: "2023-care-paraphrase",
    topic: "2023",
    paragraphs: [
      "Lavar, cozinhar, levar os filhos à escola, acompanhar a mãe idosa ao médico: essas tarefas ocupam boa parte do dia de milhões de brasileiras e quase nunca são vistas como trabalho. Como não há salário nem carteira assinada, a sociedade finge que esse esforço não existe. Essa desvalorização das tarefas do lar feitas pelas mulheres tem raízes históricas e é mantida pela omissão do poder público.",
      "De início, vale lembrar que, desde o período colonial, as atividades da casa foram empurradas para as mulheres, principalmente para as escravizadas e, depois, para as empregadas domésticas. Essa herança faz com que, ainda hoje, muitas famílias achem natural que a filha ajude a mãe na cozinha enquanto o filho vai brincar na rua. Assim, desde cedo, as meninas aprendem que cuidar dos outros é obrigação delas, e não uma responsabilidade de todos.",
      "Ademais, a ausência de creches e de apoio a quem tem parentes doentes ou com deficiência sobrecarrega as mães, as avós e as filhas. Muitas abandonam o emprego ou os estudos para atender a família, ficam sem renda própria e sem contribuição para a aposentadoria. O economista que mede a riqueza do país também ignora essas horas não pagas, embora sem elas nenhuma empresa funcionaria, porque ninguém chegaria ao trabalho alimentado e com a casa em ordem.",
      "Logo, é urgente reconhecer e dividir essas tarefas. O governo federal deve criar uma política de apoio às famílias, com mais vagas em creches e programas de acompanhamento de idosos, por meio de verbas destinadas aos municípios, a fim de aliviar a sobrecarga feminina. Paralelamente, as escolas devem debater a divisão igualitária das tarefas domésticas com oficinas para meninos e meninas, para que as próximas gerações enxerguem esse esforço como trabalho de todos.",
    ],
    expected: { annulment: null, caps: [] },
    why: "Trata exatamente do tema (o cuidado não pago das mulheres e a falta de reconhecimento) com outras palavras: tarefas do lar, desvalorização, horas não pagas. Paráfrase não é tangenciamento nem fuga.",
  },
];
