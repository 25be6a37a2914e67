/** pt-BR texts of the back office, shared by the API and the pages. */
export const ADMIN_MESSAGES = {
  accessDeniedTitle: "Acesso negado",
  accessDeniedBody: "Você precisa estar logado como administrador para acessar esta página.",
  accessDenied: "Acesso negado — Você precisa estar logado como administrador para acessar esta página.",
  roleDenied: "Acesso negado — seu perfil da equipe não tem permissão para esta área.",
  userNotFound: "Usuário não encontrado.",
  notAStudent: "Esta conta é da equipe, não de um estudante.",
  onlineSubscription:
    "Este estudante tem uma assinatura comprada online em vigor. O plano concedido pela equipe vale a partir de agora, mas a cobrança online continua até ser cancelada pelo estudante. Confirme para continuar.",
  statusSaved: {
    active: "Usuário ativado.",
    inactive: "Usuário desativado: as sessões dele foram encerradas.",
  },
  planSaved: "Plano alterado.",
  sessionExpired: "Sua sessão administrativa expirou. Entre novamente.",
} as const;
