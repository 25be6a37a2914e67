/** The tutor's pt-BR texts. Texts quoted in docs/product.md#tutor are verbatim. */
export const TUTOR_MESSAGES = {
  invalidTitle: "Mensagem inválida",
  invalidBody: "Por favor, digite uma mensagem válida.",
  rateLimitTitle: "Muitas mensagens",
  rateLimitBody: "Você está enviando mensagens muito rapidamente. Aguarde um momento.",
  dailyLimitTitle: "Limite atingido",
  dailyLimitBody: "Você atingiu o limite diário de mensagens. Faça upgrade para continuar.",
  subjectLimitTitle: "Limite de matérias atingido",
  subjectLimitBody:
    "Hoje você já estudou {count} matérias com os tutores, o máximo do seu plano. Continue com {subjects} ou faça upgrade para estudar outras matérias.",
  moduleDisabledTitle: "Fora do seu plano",
  moduleDisabled: "O chat com os tutores não faz parte do seu plano. Faça upgrade para conversar com eles.",
  unknownSubject: "Tutor não encontrado. Escolha uma matéria no menu.",
  /** Webhook non-OK or failure (docs/product.md#tutor-providers). */
  fallbackError: "Desculpe, ocorreu um erro ao processar sua mensagem. Tente novamente em alguns instantes.",
  /** Webhook answer without its reply field (docs/product.md#tutor-providers). */
  fallbackMissing: "Desculpe, não consegui processar sua pergunta. Tente novamente.",
  interrupted:
    "_⚠️ A resposta foi interrompida por uma falha na conexão com o tutor. O que chegou até aqui está salvo; pergunte de novo para continuar._",
  partialLoss:
    "_⚠️ Parte desta resposta pode ter se perdido por uma falha na conexão com o tutor. Se algo parecer incompleto, pergunte de novo._",
  sendFailed: "Não foi possível enviar sua mensagem. Ela continua no campo de texto; tente de novo.",
  streamBroken: "A conexão caiu enquanto o tutor respondia. A resposta aparece aqui assim que ficar pronta.",
  online: "Online",
  thinking: "Pensando...",
  loading: "Carregando...",
  loadingOlder: "Carregando mensagens anteriores...",
  noUser: "Usuário não encontrado",
  placeholder: "Digite sua dúvida...",
  keyboardHint: "Enter envia · Shift+Enter quebra a linha",
  remaining: "{count} mensagens restantes hoje",
  remainingOne: "1 mensagem restante hoje",
  scrollToBottom: "Ir para a última mensagem",
  loadError: "Não foi possível carregar as mensagens.",
} as const;

export const HISTORY_MESSAGES = {
  title: "Meu Histórico de Estudos",
  description: "Tudo o que você conversou com os tutores, do mais recente ao mais antigo.",
  searchLabel: "Buscar nas conversas",
  searchPlaceholder: "Buscar por palavra ou assunto...",
  totalMessages: "Total de mensagens",
  activeDays: "Dias com conversas",
  distinctSubjects: "Matérias estudadas",
  windowLimited: "Seu plano mostra os últimos {days} dias.",
  windowUnlimited: "Seu plano mostra todo o histórico.",
  empty: "Nenhuma conversa ainda",
  emptyBody: "Converse com um tutor e suas mensagens aparecem aqui.",
  noResults: "Nenhuma mensagem encontrada",
  noResultsBody: "Tente outra palavra ou limpe a busca.",
  results: "{count} mensagens encontradas",
  resultsOne: "1 mensagem encontrada",
  loadMore: "Carregar mais",
  loadError: "Erro ao carregar o histórico",
  you: "Você",
} as const;
