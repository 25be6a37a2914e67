import { History, Search, X } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { HistoryMessageDto } from "#domain/tutor/history";
import { HISTORY_MESSAGES } from "#domain/tutor/messages";
import { INPUT_DEBOUNCE_MS } from "#domain/tutor/rules";
import { PageHeader } from "#web/components/page-header.tsx";
import { EmptyState, ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useUpgradePath } from "#web/lib/upgrade-path.ts";
import { useChatHistory } from "./api/get-history.ts";
import { HistoryDayGroup } from "./history-day-group.tsx";
import { HistoryStats } from "./history-stats.tsx";

function groupByDay(messages: HistoryMessageDto[]): [string, HistoryMessageDto[]][] {
  const groups = new Map<string, HistoryMessageDto[]>();
  for (const m of messages) groups.set(m.day, [...(groups.get(m.day) ?? []), m]);
  return [...groups.entries()];
}

/** /chat-history (docs/product.md#history): search, statistics, messages by day. */
export function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const [draft, setDraft] = useState(q);
  const history = useChatHistory(q);
  const upgradeTo = useUpgradePath();

  // The search goes to the URL 300 ms after the student stops typing.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (draft.trim() === q) return;
      setParams(draft.trim() ? { q: draft.trim() } : {}, { replace: true });
    }, INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, q, setParams]);

  const messages = useMemo(() => history.data?.pages.flatMap((p) => p.messages) ?? [], [history.data]);
  const first = history.data?.pages[0];

  return (
    <>
      <PageHeader title={HISTORY_MESSAGES.title} description={HISTORY_MESSAGES.description} />
      <div className="grid gap-6">
        <search className="relative block">
          <label htmlFor="history-search" className="sr-only">
            {HISTORY_MESSAGES.searchLabel}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="history-search"
            type="text"
            enterKeyHint="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={HISTORY_MESSAGES.searchPlaceholder}
            className="pr-10 pl-9"
            maxLength={200}
          />
          {draft && (
            <button
              type="button"
              onClick={() => setDraft("")}
              className="absolute top-1/2 right-2 flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              aria-label="Limpar busca"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </search>

        {history.isPending ? (
          <LoadingState />
        ) : history.isError ? (
          <ErrorState
            title={HISTORY_MESSAGES.loadError}
            message={errorMessage(history.error)}
            onRetry={() => history.refetch()}
          />
        ) : (
          first && (
            <>
              <HistoryStats stats={first.stats} />
              <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
                <History className="size-4" aria-hidden="true" />
                {first.historyDays === null
                  ? HISTORY_MESSAGES.windowUnlimited
                  : HISTORY_MESSAGES.windowLimited.replace("{days}", String(first.historyDays))}
                {first.historyDays !== null && (
                  <Link to={upgradeTo} className="font-medium text-primary hover:underline">
                    Ver planos com mais histórico
                  </Link>
                )}
              </p>
              {q && (
                <p className="text-sm font-medium" aria-live="polite">
                  {first.matches === 1
                    ? HISTORY_MESSAGES.resultsOne
                    : HISTORY_MESSAGES.results.replace("{count}", String(first.matches))}
                  {history.isFetching && <Spinner className="ml-2" label="Buscando..." />}
                </p>
              )}
              {messages.length === 0 ? (
                q ? (
                  <EmptyState title={HISTORY_MESSAGES.noResults} message={HISTORY_MESSAGES.noResultsBody} />
                ) : (
                  <EmptyState
                    title={HISTORY_MESSAGES.empty}
                    message={HISTORY_MESSAGES.emptyBody}
                    action={
                      <Button asChild>
                        <Link to="/chat/amiga-de-estudo">Conversar com a Amiga de Estudo</Link>
                      </Button>
                    }
                  />
                )
              ) : (
                <div className="grid gap-6">
                  {groupByDay(messages).map(([day, items]) => (
                    <HistoryDayGroup key={day} day={day} messages={items} query={q} />
                  ))}
                </div>
              )}
              {history.hasNextPage && (
                <Button
                  variant="outline"
                  className="justify-self-center"
                  onClick={() => history.fetchNextPage()}
                  disabled={history.isFetchingNextPage}
                >
                  {history.isFetchingNextPage ? <Spinner label="Carregando..." /> : null}
                  {HISTORY_MESSAGES.loadMore}
                </Button>
              )}
            </>
          )
        )}
      </div>
    </>
  );
}
