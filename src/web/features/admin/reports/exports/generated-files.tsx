import { AlertTriangle, Download, FolderOpen } from "lucide-react";
import { useId } from "react";
import {
  exportProgress,
  FORMAT_LABELS,
  formatByteSize,
  isExportActive,
  REPORT_LABELS,
  type ReportExport,
  rowsLabel,
  STATUS_LABELS,
} from "#domain/admin/report-exports";
import { EmptyState, ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { formatCount, formatDateTime } from "#web/features/admin/format.ts";
import { usePlanOptions } from "#web/features/admin/plans/plans-api.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useReportExports } from "./exports-api.ts";
import { useFinishedToasts } from "./use-finished-toasts.ts";

const STATUS_VARIANTS = {
  pending: "secondary",
  running: "warning",
  done: "success",
  failed: "danger",
} as const;

/** "Plano: nerd", "Últimos 3 meses": the filters an export was asked with. */
function paramsLabel(e: ReportExport, planNames: Map<string, string>): string | null {
  if (e.params.plan)
    return e.params.plan === "todos"
      ? "Todos os planos"
      : `Plano ${planNames.get(e.params.plan) ?? e.params.plan}`;
  if (e.params.months) return e.params.months === 1 ? "Mês atual" : `Últimos ${e.params.months} meses`;
  return null;
}

function ExportItem({ item, planNames }: { item: ReportExport; planNames: Map<string, string> }) {
  const progress = exportProgress(item);
  const active = isExportActive(item.status);
  const filters = paramsLabel(item, planNames);
  const title = `${REPORT_LABELS[item.report]} · ${FORMAT_LABELS[item.format]}`;
  return (
    <li className="grid gap-2 border-b p-4 last:border-0" data-testid="export-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{title}</p>
          <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
            {[item.fileName, filters, formatDateTime(item.createdAt)]
              .filter((part): part is string => Boolean(part))
              .map((part, i) => (
                <span key={part} className="break-words">
                  {i > 0 && <span aria-hidden="true">· </span>}
                  {part}
                </span>
              ))}
          </p>
        </div>
        <Badge variant={STATUS_VARIANTS[item.status]}>{STATUS_LABELS[item.status]}</Badge>
      </div>
      {active && (
        <div className="grid gap-1">
          <Progress
            value={progress ?? 0}
            aria-label={`Andamento de ${title}`}
            aria-valuetext={progress === null ? "Na fila" : `${progress}%`}
          />
          <p className="text-xs text-muted-foreground">
            {item.rowsTotal
              ? `${formatCount(item.rowsDone)} de ${rowsLabel(item.report, item.rowsTotal)}`
              : "Aguardando início…"}
          </p>
        </div>
      )}
      {item.status === "failed" && (
        <p className="flex items-center gap-1.5 text-sm text-destructive">
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" /> {item.error}
        </p>
      )}
      {item.status === "done" && item.downloadUrl && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-muted-foreground">
            {rowsLabel(item.report, item.rowsDone)} · {formatByteSize(item.byteSize)}
          </p>
          <Button asChild size="sm">
            <a
              href={item.downloadUrl}
              download={item.fileName ?? true}
              aria-label={`Baixar ${item.fileName}`}
            >
              <Download aria-hidden="true" /> Baixar
            </a>
          </Button>
        </div>
      )}
    </li>
  );
}

/** 'Arquivos gerados': the files asked for in the last days, kept on the server (a reload keeps them). */
export function GeneratedFiles() {
  const list = useReportExports();
  const plans = usePlanOptions();
  const planNames = new Map((plans.data ?? []).map((p) => [p.slug, p.name]));
  useFinishedToasts(list.data?.items);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-base">
          Arquivos gerados
        </CardTitle>
        <CardDescription>
          Os arquivos ficam disponíveis por 7 dias. Cada exportação de dados pessoais fica registrada na
          auditoria.
        </CardDescription>
      </CardHeader>
      <CardContent className="p-0">
        {list.isPending ? (
          <LoadingState className="py-8" />
        ) : list.isError ? (
          <ErrorState className="m-4" message={errorMessage(list.error)} onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            className="m-4"
            icon={<FolderOpen className="size-8" aria-hidden="true" />}
            title="Nenhum arquivo gerado"
            message="Escolha um relatório acima e o formato: o arquivo aparece aqui quando ficar pronto."
          />
        ) : (
          <ul aria-label="Arquivos gerados">
            {list.data.items.map((item) => (
              <ExportItem key={item.id} item={item} planNames={planNames} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
