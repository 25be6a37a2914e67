/** Portuguese function words ignored by topic similarity (content words carry the theme). */
export const STOPWORDS_PT = new Set(
  (
    "a à às ao aos as o os um uma uns umas de da das do dos em na nas no nos num numa dum duma por pela pelas pelo pelos para pra com sem sob sobre " +
    "entre até após ante contra desde perante e ou nem mas porém contudo todavia entretanto que se não sim mais menos muito muita muitos muitas " +
    "pouco pouca poucos poucas tão tanto tanta tantos tantas já ainda também só apenas quando como onde porque pois então assim logo portanto " +
    "ser é são era eram foi foram será serão seria seriam sendo sido seja sejam fosse fossem estar está estão estava estavam esteve estiveram " +
    "ter tem têm tinha tinham teve tiveram terá terão teria teriam tendo tido haver há havia houve haverá fazer faz fazem fez feito fazendo " +
    "poder pode podem podia podiam pôde poderá poderia poderiam dever deve devem devia deveria deveriam ir vai vão ia iam " +
    "eu tu ele ela nós vós eles elas me te lhe lhes nos vos mim ti si comigo consigo meu minha meus minhas teu tua seu sua seus suas nosso nossa " +
    "nossos nossas dele dela deles delas este esta estes estas isto esse essa esses essas isso aquele aquela aqueles aquelas aquilo " +
    "qual quais quem cujo cuja cujos cujas o qual todo toda todos todas outro outra outros outras mesmo mesma mesmos mesmas próprio própria " +
    "cada qualquer quaisquer algum alguma alguns algumas nenhum nenhuma vários várias diversos diversas tal tais certo certa certos certas " +
    "bem mal aqui ali lá aí hoje ontem sempre nunca jamais agora depois antes enquanto embora caso conforme segundo além disso desse dessa " +
    "deste desta daquele nesse nessa neste nesta naquele disso nisso deles forma modo maneira vez vezes etc sobretudo principalmente " +
    "ademais outrossim dessa desses dessas destes destas nesses nessas coisa coisas ano anos dia dias parte partes grande grandes maior maiores"
  ).split(" "),
);
