import { useSearchParams } from "react-router";
import { REPORT_MESSAGES as M, REPORT_FILTERS, type ReportFilter } from "#domain/question-reports/rules";
import { PageHeader } from "#web/components/page-header.tsx";
import { EmptyState, ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Tabs, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { Pager } from "../pager.tsx";
import { useQuestionReports } from "./api/question-reports.ts";
import { ReportCard } from "./report-card.tsx";

const TAB_LABELS: Record<ReportFilter, string> = { abertos: "Abertos", resolvidos: "Resolvidos" };

/** The tab and page live in the address (?status=resolvidos&pagina=2), so a reload keeps them. */
function useQueueParams() {
  const [params, setParams] = useSearchParams();
  const status = REPORT_FILTERS.find((f) => f === params.get("status")) ?? "abertos";
  const page = Math.max(1, Number(params.get("pagina")) || 1);
  const set = (next: { status?: ReportFilter; page?: number }) =>
    setParams(
      () => {
        const out = new URLSearchParams();
        const s = next.status ?? status;
        if (s !== "abertos") out.set("status", s);
        const p = next.page ?? 1;
        if (p > 1) out.set("pagina", String(p));
        return out;
      },
      { replace: true },
    );
  return { status, page, set };
}

/** /admin/erros-reportados: the questions students said are wrong, for the content staff to fix. */
export function AdminQuestionReportsPage() {
  const { status, page, set } = useQueueParams();
  const reports = useQuestionReports(status, page);
  const openCount = reports.data?.openCount;

  return (
    <div>
      <PageHeader title={M.queueTitle} description={M.queueDescription} />
      <Tabs value={status} onValueChange={(value) => set({ status: value as ReportFilter })}>
        <TabsList aria-label="Situação dos relatos">
          {REPORT_FILTERS.map((f) => (
            <TabsTrigger key={f} value={f}>
              {TAB_LABELS[f]}
              {f === "abertos" && openCount !== undefined ? ` (${openCount})` : ""}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <div className="mt-4">
        {reports.isPending ? (
          <LoadingState />
        ) : reports.isError ? (
          <ErrorState
            title={M.queueLoadFailed}
            message={errorMessage(reports.error)}
            onRetry={() => reports.refetch()}
          />
        ) : reports.data.items.length === 0 ? (
          <EmptyState title={status === "abertos" ? M.queueEmptyOpen : M.queueEmptyResolved} />
        ) : (
          <>
            <ol className="grid gap-4" aria-label={TAB_LABELS[status]}>
              {reports.data.items.map((report) => (
                <ReportCard key={report.id} report={report} />
              ))}
            </ol>
            <Pager
              page={reports.data.page}
              pageSize={reports.data.pageSize}
              total={reports.data.total}
              onPage={(p) => set({ page: p })}
            />
          </>
        )}
      </div>
    </div>
  );
}
