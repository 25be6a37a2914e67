import { FileSpreadsheet, FileText, type LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import {
  type ExportFormat,
  type ExportParams,
  FORMAT_LABELS,
  REPORT_EXPORT_MESSAGES,
  type ReportKind,
} from "#domain/admin/report-exports";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import type { useStartExport } from "./exports-api.ts";

const FORMAT_ICONS: Record<ExportFormat, LucideIcon> = {
  csv: FileText,
  xlsx: FileSpreadsheet,
  pdf: FileText,
};

type StartExport = ReturnType<typeof useStartExport>;

/** Asks for one export; the button waits (disabled) only while the request is on its way. */
export function ExportButton({
  start,
  report,
  format,
  params,
  label,
  variant = "outline",
}: {
  start: StartExport;
  report: ReportKind;
  format: ExportFormat;
  params?: ExportParams;
  label?: string;
  variant?: "outline" | "default";
}) {
  const Icon = FORMAT_ICONS[format];
  const sending = start.isPending && start.variables?.report === report && start.variables.format === format;
  const onClick = () =>
    start.mutate(
      { report, format, params: params ?? {} },
      {
        onSuccess: () => toast.info(REPORT_EXPORT_MESSAGES.started),
        onError: (e) => toast.error(REPORT_EXPORT_MESSAGES.startFailed, { description: errorMessage(e) }),
      },
    );
  return (
    <Button variant={variant} onClick={onClick} disabled={sending} className="w-full sm:w-auto">
      {sending ? <Spinner label="Enviando" /> : <Icon aria-hidden="true" />}
      {label ?? FORMAT_LABELS[format]}
    </Button>
  );
}

/** One report's card: what it holds, its filters and a button per format. */
export function ReportCard({
  icon: Icon,
  title,
  description,
  children,
  actions,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card className="flex flex-col" role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2 text-base">
          <Icon className="size-5 text-primary" aria-hidden="true" /> {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto grid gap-3">
        {children}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{actions}</div>
      </CardContent>
    </Card>
  );
}
