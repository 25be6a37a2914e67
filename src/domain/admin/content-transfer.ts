import { z } from "zod";

/**
 * Bulk import and export of a subject's exercises (/api/admin/content/transfer): the file formats,
 * the contract and the pt-BR texts. JSON is the question bank's own format
 * (content/exercises/*.json, src/domain/practice/exercise-content.ts); CSV has one row per question.
 * Every row is checked with the rules of the Conteúdo forms (src/domain/admin/content.ts).
 */

export const TRANSFER_FORMATS = ["json", "csv"] as const;
export type TransferFormat = (typeof TRANSFER_FORMATS)[number];

/** The largest file accepted (a subject's whole bank is a few hundred KB). */
export const TRANSFER_MAX_BYTES = 2 * 1024 * 1024;
export const TRANSFER_MAX_MB = TRANSFER_MAX_BYTES / (1024 * 1024);

export const OPTION_COLUMNS = ["opcao_a", "opcao_b", "opcao_c", "opcao_d", "opcao_e"] as const;
/** One line per option, in the same order (why the key is right, the mistake behind each other). */
export const OPTION_NOTE_COLUMNS = [
  "comentario_a",
  "comentario_b",
  "comentario_c",
  "comentario_d",
  "comentario_e",
] as const;

/** The CSV's columns, in order. Exercise fields repeat on each of its question rows. */
export const CSV_COLUMNS = [
  "assunto",
  "exercicio",
  "descricao",
  "dificuldade",
  "pontos",
  "tempo_estimado",
  "ordem",
  "tipo",
  "pergunta",
  ...OPTION_COLUMNS,
  "resposta_correta",
  "explicacao",
  "dificuldade_questao",
  "competencia",
  "habilidade",
  ...OPTION_NOTE_COLUMNS,
  "fonte",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export const REQUIRED_CSV_COLUMNS: readonly CsvColumn[] = ["assunto", "exercicio", "tipo", "pergunta"];

export const TRANSFER_MESSAGES = {
  exportJson: "Exportar JSON",
  exportCsv: "Exportar CSV",
  exported: "Exportação concluída",
  exportFailed: "Erro ao exportar exercícios",
  importTitle: "Importar exercícios",
  importFailed: "Erro ao importar exercícios",
  chooseFile: "Escolha um arquivo .json ou .csv.",
  fileTooLarge: `O arquivo passa de ${TRANSFER_MAX_MB} MB. Divida-o em arquivos menores (por assunto, por exemplo).`,
  fileEmpty: "O arquivo está vazio.",
  fileNameInvalid: "Informe o nome do arquivo.",
  formatInvalid: "Envie um arquivo .json ou .csv.",
  notJson: "O arquivo não é um JSON válido",
  jsonShape:
    'O JSON não tem o formato do banco de questões: esperado um objeto { "materia": …, "assuntos": [ … ] }.',
  csvUnreadable: "Não foi possível ler o CSV",
  csvColumnsMissing: "Faltam colunas obrigatórias no CSV:",
  csvNoRows: "O CSV não tem nenhuma linha de questão abaixo do cabeçalho.",
  topicMissing: "Informe o assunto do exercício.",
  topicArchived: "O assunto existe nesta matéria, mas está arquivado. Use outro nome de assunto no arquivo.",
  exerciseExists:
    "Já existe um exercício com este título neste assunto; ele não foi importado de novo. Para importar como outro exercício, mude o título no arquivo.",
  exerciseRepeated: "Exercício repetido no arquivo: o mesmo título aparece antes no mesmo assunto.",
  noQuestions: "O exercício não tem nenhuma questão.",
  orderRepeated: "Ordem repetida neste exercício.",
  orderInvalid: "A ordem deve ser um número inteiro de no mínimo 1.",
  imageMissing: "A imagem não existe neste Rumo (envie-a em Conteúdo e use o endereço novo):",
  differsFrom: "difere do valor da linha",
  otherRowRefused: "Recusado junto com o exercício: outra linha dele tem erro.",
  tooLong: "texto longo demais; no máximo",
  valueInvalid: "valor inválido",
  use: "use",
  validated: "Validação concluída: nada foi gravado.",
  imported: "Importação concluída",
  nothingToImport: "Nenhum exercício pôde ser importado.",
} as const;

export const importRequestSchema = z.object({
  format: z.enum(TRANSFER_FORMATS, { error: TRANSFER_MESSAGES.formatInvalid }),
  fileName: z.string().trim().min(1, TRANSFER_MESSAGES.fileNameInvalid).max(200),
  /** The file's text (UTF-8); the browser reads it and checks the size first. */
  content: z
    .string()
    .min(1, TRANSFER_MESSAGES.fileEmpty)
    .refine((text) => utf8Bytes(text) <= TRANSFER_MAX_BYTES, TRANSFER_MESSAGES.fileTooLarge),
  /** true: check every row and answer the report, saving nothing ('Validar'). */
  dryRun: z.boolean(),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

export const exportQuerySchema = z.object({
  format: z.enum(TRANSFER_FORMATS, { error: TRANSFER_MESSAGES.formatInvalid }),
});
export const subjectParamsSchema = z.object({ subjectId: z.uuid({ error: "Matéria não encontrada." }) });

export const IMPORT_OUTCOMES = ["created", "valid", "refused"] as const;
export const IMPORT_OUTCOME_LABELS: Record<(typeof IMPORT_OUTCOMES)[number], string> = {
  created: "Importado",
  valid: "Válido",
  refused: "Recusado",
};

/** One line of the report: an exercise accepted (created, or valid in a dry run) or one reason it was refused. */
export const importReportRowSchema = z.object({
  /** The CSV line, or null in JSON (then `place` says where). */
  line: z.number().nullable(),
  /** "Linha 7", "Linhas 2–6" or "Assunto 1 › Exercício 2 › Questão 3". */
  place: z.string(),
  topic: z.string(),
  exercise: z.string(),
  outcome: z.enum(IMPORT_OUTCOMES),
  questions: z.number(),
  /** Why the row was refused (pt-BR); null when accepted. */
  reason: z.string().nullable(),
});
export type ImportReportRow = z.infer<typeof importReportRowSchema>;

export const importReportSchema = z.object({
  dryRun: z.boolean(),
  format: z.enum(TRANSFER_FORMATS),
  fileName: z.string(),
  /** Created (or, in a dry run, that would be created). */
  counts: z.object({
    topics: z.number(),
    exercises: z.number(),
    questions: z.number(),
    refusedExercises: z.number(),
  }),
  rows: z.array(importReportRowSchema),
  message: z.string(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The format a file's name says, or null. */
export function formatOfFileName(name: string): TransferFormat | null {
  const ext = name.toLowerCase().split(".").pop();
  return ext === "json" || ext === "csv" ? ext : null;
}

export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
