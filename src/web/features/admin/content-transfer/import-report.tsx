import { IMPORT_OUTCOME_LABELS, type ImportReport } from "#domain/admin/content-transfer";
import { Badge } from "#web/components/ui/badge.tsx";

const VARIANTS = { created: "success", valid: "secondary", refused: "danger" } as const;

function plural(n: number, one: string, many: string) {
  return `${n.toLocaleString("pt-BR")} ${n === 1 ? one : many}`;
}

/** The answer to 'Validar' or 'Importar': the counts, then one line per exercise or refusal. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { counts } = report;
  const verb = report.dryRun ? "seriam criados" : "criados";
  return (
    <section aria-label="Relatório da importação" className="grid min-w-0 gap-3" data-testid="import-report">
      <div role="status" className="rounded-md bg-muted p-3 text-sm">
        <p className="font-semibold">{report.message}</p>
        <p>
          {plural(counts.topics, "assunto", "assuntos")},{" "}
          {plural(counts.exercises, "exercício", "exercícios")} e{" "}
          {plural(counts.questions, "questão", "questões")} {verb}
          {counts.refusedExercises > 0 &&
            `; ${plural(counts.refusedExercises, "exercício recusado", "exercícios recusados")}`}
          .
        </p>
      </div>
      {report.rows.length > 0 && (
        <div className="max-h-80 overflow-auto rounded-md border">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="sticky top-0 border-b bg-muted text-xs text-muted-foreground uppercase">
              <tr>
                <th className="px-3 py-2 font-medium">Onde</th>
                <th className="px-3 py-2 font-medium">Assunto</th>
                <th className="px-3 py-2 font-medium">Exercício</th>
                <th className="px-3 py-2 font-medium">Resultado</th>
                <th className="px-3 py-2 font-medium">Detalhe</th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row, i) => (
                <tr
                  // Rows have no id; their order is the file's.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the report is never reordered
                  key={i}
                  className="border-b align-top last:border-0"
                  data-testid="import-report-row"
                >
                  <td className="px-3 py-2 whitespace-nowrap">{row.place}</td>
                  <td className="px-3 py-2">{row.topic || "—"}</td>
                  <td className="px-3 py-2">{row.exercise || "—"}</td>
                  <td className="px-3 py-2">
                    <Badge variant={VARIANTS[row.outcome]}>{IMPORT_OUTCOME_LABELS[row.outcome]}</Badge>
                  </td>
                  <td className="px-3 py-2">{row.reason ?? plural(row.questions, "questão", "questões")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
