/**
 * The pt-BR message catalogue. Texts quoted by the specification are kept verbatim;
 * the rest follow the same tone. Server errors and browser toasts both read from here.
 */
export const MESSAGES = {
  generic: {
    unexpected: "Ocorreu um erro inesperado. Tente novamente.",
    validation: "Verifique os dados informados.",
    notFound: "Não encontrado.",
    routeNotFound: "Página ou recurso não encontrado.",
    unauthorized: "Você precisa estar logado para continuar.",
    forbidden: "Você não tem permissão para acessar este conteúdo.",
    tooManyRequests: "Muitas tentativas. Aguarde um momento e tente novamente.",
    unavailable: "Serviço temporariamente indisponível. Tente novamente em alguns instantes.",
    offline: "Sem conexão com o servidor. Verifique sua internet.",
    invalidCharacter: "O texto enviado contém um caractere inválido. Apague-o e tente novamente.",
    invalidAddress: "Endereço inválido. Confira o link e tente novamente.",
    invalidCursor: "Não foi possível carregar mais itens. Recarregue a página e tente novamente.",
    requestTimeout: "O pedido demorou demais para chegar. Tente novamente.",
    payloadTooLarge: "O conteúdo enviado é grande demais. Reduza o texto e tente novamente.",
    headersTooLarge: "O pedido enviado é grande demais. Limpe os cookies do site e tente novamente.",
    databaseUnavailable: "Banco de dados indisponível no momento. Tente novamente em alguns instantes.",
  },
  auth: {
    invalidCredentials: "E-mail ou senha incorretos",
    connectError: "Erro ao conectar. Tente novamente.",
    unexpectedTitle: "Erro inesperado",
    unexpectedBody: "Tente novamente em alguns instantes",
    loginSuccess: "Login realizado com sucesso!",
    emailNotVerified:
      "Confirme seu e-mail antes de entrar. Enviamos um novo link de confirmação para sua caixa de entrada.",
    loginLocked: "Muitas tentativas de login. Aguarde {minutes} minutos e tente novamente.",
    registerDuplicateTitle: "E-mail já cadastrado",
    registerDuplicateBody: "Este e-mail já possui uma conta. Tente fazer login.",
    registerError: "Erro ao criar conta",
    registerSuccess: "Conta criada com sucesso! Verifique seu e-mail para confirmar sua conta",
    registering: "Criando conta...",
    loggingIn: "Entrando...",
    passwordsDontMatch: "As senhas não coincidem",
    termsRequired: "Você deve aceitar os termos de uso para continuar",
    weakPasswordTitle: "Senha muito fraca",
    weakPasswordBody: "A senha deve ter pelo menos 6 caracteres",
    commonPassword: "Esta senha é muito comum e fácil de adivinhar. Escolha outra.",
    requiredField: "Campo obrigatório",
    invalidEmail: "Informe um e-mail válido",
    invalidPhone: "Informe um celular válido com DDD, no formato (11) 99999-9999",
    nameRequired: "Informe seu nome completo",
    forgotLocalLimit: "Aguarde antes de tentar novamente",
    forgotCooldown: "Aguarde {seconds}s para tentar novamente",
    forgotNotFound: "E-mail não encontrado em nosso sistema",
    forgotRateLimited: "Limite de emails atingido. Aguarde 5 minutos...",
    forgotTimeout: "Tempo limite excedido...",
    forgotError: "Erro ao enviar email de recuperação. Tente novamente.",
    forgotSuccess: "Email enviado com sucesso!",
    resetInvalidTitle: "Link inválido",
    resetInvalidBody: "Este link de recuperação é inválido ou expirou",
    resetError: "Não foi possível alterar sua senha. Tente novamente.",
    resetSuccess: "Senha alterada com sucesso!",
    verifyInvalid: "O link de confirmação é inválido ou expirou. Faça login para receber um novo.",
    verifySuccess: "E-mail confirmado! Agora é só entrar.",
    accountInactive: "Sua conta está desativada. Fale com o suporte do Rumo.",
    logoutSuccess: "Você saiu da sua conta.",
  },
} as const;

/** Replaces {name} placeholders in a catalogue message. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
