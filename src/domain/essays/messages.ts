/**
 * pt-BR texts of the essay area. Those quoted in docs/product.md#essays are verbatim; toasts are
 * split into title and description where the spec writes "Título — descrição".
 */
export const ESSAY_MESSAGES = {
  pageTitle: "Redação ENEM",
  listTitle: "Minhas Redações",
  // Submitting and saving (docs/product.md#writing-room).
  emptyTitle: "Atenção",
  emptyBody: "Escreva sua redação antes de finalizar.",
  tooShortTitle: "Redação muito curta",
  tooShortBody: "Uma redação deve ter pelo menos 200 palavras.",
  shortBanner:
    "Você precisa de pelo menos 200 palavras para finalizar a redação. Atualmente você tem {n} palavras.",
  draftSaved: "Rascunho salvo!",
  draftErrorTitle: "Erro",
  draftErrorBody: "Não foi possível salvar o rascunho.",
  submitErrorTitle: "Erro",
  submitErrorBody: "Ocorreu um erro ao finalizar a redação.",
  submitted: "Redação finalizada! Enviando para correção...",
  corrected: "Correção concluída!",
  topicErrorTitle: "Erro",
  topicErrorBody: "Não foi possível carregar o tema. Tente novamente.",
  unauthenticated: "Usuário não autenticado",
  noEssayReturned: "Nenhuma redação retornada da correção",
  // Server refusals (stable codes, same tone).
  topicRequired: "Escolha um tema antes de escrever.",
  topicNotFound: "Tema não encontrado.",
  essayNotFound: "Redação não encontrada.",
  notEditable: "Esta redação já foi finalizada e não pode mais ser editada.",
  alreadySubmitted: "Esta redação já foi enviada para correção.",
  notRetryable: "Esta redação não tem uma correção com erro para tentar de novo.",
  moduleDisabled: "Seu plano não inclui a área de redação. Faça upgrade para continuar.",
  essayLimit:
    "Você atingiu o limite de redações do seu plano neste mês ({limit}). Faça upgrade para escrever mais.",
  autoralLimit:
    "Você atingiu o limite de redações com tema autoral do seu plano neste mês ({limit}). Faça upgrade para continuar.",
  correctionLimit:
    "Você atingiu o limite de correções do seu plano neste mês ({limit}). Faça upgrade para corrigir mais redações.",
  limitKeepsDraft:
    "Você pode continuar escrevendo: seu texto fica salvo como rascunho em Minhas Redações, e o botão Finalizar e Corrigir volta quando o limite do seu plano permitir.",
  autoralSubscribersOnly:
    "Os temas autorais são exclusivos para assinantes. Assine um plano para gerar temas inéditos.",
  correctionFailed:
    "Não conseguimos corrigir sua redação agora. Seu texto está salvo: tente corrigir de novo em alguns minutos.",
  // Room states.
  loadingTopic: "Carregando tema...",
  generatingTopic: "Gerando tema...",
  generateTopic: "Gerar Tema Autoral",
  saving: "Salvando...",
  savedAt: "Salvo às {time}",
  offline: "Sem conexão — seu texto está guardado neste aparelho",
  saveFailed: "Não foi possível salvar agora — seu texto está guardado neste aparelho",
  newTopicConfirm:
    "Começar um novo tema? Seu rascunho atual continua salvo em Minhas Redações e pode ser retomado depois.",
  // My essays (docs/product.md#my-essays).
  searchPlaceholder: "Pesquisar redações por título ou tema...",
  noResultsTitle: "Nenhuma redação encontrada",
  noResultsHint: "Tente ajustar o filtro de pesquisa.",
  firstEssayTitle: "Comece criando sua primeira redação!",
  firstEssayButton: "Criar Primeira Redação",
  customTopic: "Tema personalizado",
  loadListError: "Não foi possível carregar suas redações.",
  loadEssayError: "Não foi possível carregar a redação.",
} as const;

export type EssayMessageKey = keyof typeof ESSAY_MESSAGES;
