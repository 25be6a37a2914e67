/** pt-BR texts of Conteúdo (the spec's toasts, and the rules' refusals), shared by the API and the pages. */
export const CONTENT_MESSAGES = {
  subjectsLoadFailed: "Erro ao carregar matérias",
  topicsLoadFailed: "Erro ao carregar assuntos",
  exercisesLoadFailed: "Erro ao carregar exercícios",
  questionsLoadFailed: "Erro ao carregar questões",

  subjectCreated: "Matéria criada",
  subjectUpdated: "Matéria atualizada",
  subjectDeleted: "Matéria excluída",
  subjectSaveFailed: "Erro ao salvar matéria",
  subjectDeleteFailed: "Erro ao excluir matéria",
  subjectNotFound: "Matéria não encontrada.",
  subjectNameRequired: "Informe o nome da matéria (ao menos 2 caracteres).",
  subjectNameTaken: "Já existe uma matéria com este nome.",
  subjectHasContent:
    "Esta matéria tem assuntos e exercícios e não pode ser excluída. Desative-a: ela sai da vista dos estudantes e o histórico deles continua.",
  colorInvalid: "Escolha uma cor da paleta ou informe um hexadecimal como #2563eb.",
  iconInvalid: "Escolha um dos ícones da lista.",
  emojiRequired: "Informe um emoji para a matéria.",

  topicCreated: "Assunto criado",
  topicUpdated: "Assunto atualizado",
  topicDeleted: "Assunto excluído",
  topicArchived:
    "Assunto arquivado: exercícios dele têm respostas de estudantes. Ele sai das listas, e os resultados continuam no histórico de quem os fez.",
  topicSaveFailed: "Erro ao salvar assunto",
  topicDeleteFailed: "Erro ao excluir assunto",
  topicNotFound: "Assunto não encontrado.",
  topicNameRequired: "Informe o nome do assunto (ao menos 2 caracteres).",
  topicNameTaken: "Já existe um assunto com este nome nesta matéria.",

  exerciseCreated: "Exercício criado",
  exerciseUpdated: "Exercício atualizado",
  exerciseDeleted: "Exercício excluído",
  exerciseArchived:
    "Exercício arquivado: ele tem respostas de estudantes. Sai das listas e de novas tentativas; os resultados continuam no histórico de quem o fez.",
  exerciseDuplicated: "Exercício duplicado",
  exerciseSaveFailed: "Erro ao criar/atualizar exercício",
  exerciseDeleteFailed: "Erro ao excluir exercício",
  exerciseDuplicateFailed: "Erro ao duplicar exercício",
  exerciseNotFound: "Exercício não encontrado.",
  titleRequired: "Informe o título do exercício.",
  pointsInvalid: "Os pontos devem ser um número inteiro de no mínimo 1.",
  minutesInvalid: "O tempo estimado deve ser um número inteiro de minutos, no mínimo 1.",
  copySuffix: " (Cópia)",

  questionCreated: "Questão criada",
  questionUpdated: "Questão atualizada",
  questionDeleted: "Questão excluída",
  questionArchived:
    "Questão removida do exercício. Quem já a respondeu continua vendo sua resposta no resultado.",
  questionVersioned:
    "Questão atualizada. Quem já a respondeu continua com a versão anterior no resultado; as próximas tentativas usam a nova.",
  questionMoved: "Ordem das questões atualizada",
  questionSaveFailed: "Erro ao criar/atualizar questão",
  questionDeleteFailed: "Erro ao excluir questão",
  questionMoveFailed: "Erro ao reordenar questões",
  questionNotFound: "Questão não encontrada.",
  promptRequired: "Informe a pergunta.",
  optionsTooFew: "Preencha ao menos duas alternativas.",
  optionsTooMany: "Uma questão de múltipla escolha tem no máximo cinco alternativas (A a E).",
  optionsRepeated: "Há alternativas repetidas: cada alternativa deve ser diferente das outras.",
  correctNotAnOption: "Escolha a resposta correta entre as alternativas preenchidas.",
  trueFalseAnswer: "Escolha Verdadeiro ou Falso como resposta correta.",
  modelAnswerRequired: "Escreva a resposta modelo da questão dissertativa.",
  optionNotesIncomplete:
    "Comente todas as alternativas preenchidas (por que a correta está certa e o erro por trás de cada outra) ou deixe todos os comentários em branco.",
  competencyInvalid: "Competência inválida: use C1 a C9, da Matriz de Referência do ENEM.",
  skillInvalid: "Habilidade inválida: use H1 a H30, da Matriz de Referência do ENEM.",
  skillWithoutCompetency:
    "Escolha a competência e a habilidade da Matriz do ENEM juntas, ou nenhuma das duas.",
  foreignImage:
    "Use apenas imagens enviadas pelo Rumo (botão 'Inserir imagem'); imagens de outros endereços não são aceitas.",

  imageUploaded: "Imagem enviada",
  imageUploadFailed: "Erro ao enviar imagem",
  imageNotFound: "Imagem não encontrada.",
  imageAltRequired: "Descreva a imagem no texto alternativo (para quem usa leitor de tela).",
  imageTypeInvalid: "Envie uma imagem PNG, JPEG, WebP ou GIF.",
  imageTooLarge: "A imagem passa de 2 MB. Reduza o tamanho e envie de novo.",
  imageEmpty: "O arquivo enviado está vazio.",

  confirmDeleteExercise: "Excluir este exercício também remove as questões dele.",
  confirmDeleteQuestion: "Tem certeza que deseja excluir esta questão?",
} as const;
