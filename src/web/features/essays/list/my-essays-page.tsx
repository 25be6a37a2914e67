import { FileText, PenLine, Search, SearchX } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ESSAY_MESSAGES } from "#domain/essays/messages";
import { PageHeader } from "#web/components/page-header.tsx";
import { EmptyState, ErrorState } from "#web/components/page-states.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useEssayScores, useEssays } from "#web/features/essays/api/essays.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { EssayDetailView } from "./essay-detail.tsx";
import { EssayListCard } from "./essay-list-card.tsx";
import { ScoreChart } from "./score-chart.tsx";

const newEssayLink = "/redacao?novo=1";

/**
 * /minhas-redacoes and /redacoes-anteriores, one screen (docs/decisions/011-one-screen-per-purpose.md):
 * the URL holds ?q= and the open ?id=.
 */
export function MyEssaysPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const openId = params.get("id");
  const [text, setText] = useState(q);
  const query = useEssays(q);
  // With two or more corrections the chart leads the page; before that its hint waits below the list.
  const chartFirst = (useEssayScores().data?.points.length ?? 0) >= 2;

  // The search follows the typing after a short pause, and lives in the URL.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() === q) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text.trim()) next.set("q", text.trim());
          else next.delete("q");
          return next;
        },
        { replace: true },
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [text, q, setParams]);

  const setOpen = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set("id", id);
      else next.delete("id");
      return next;
    });

  if (openId) return <EssayDetailView id={openId} onBack={() => setOpen(null)} />;

  const essays = query.data?.essays ?? [];
  return (
    <>
      <PageHeader
        title={ESSAY_MESSAGES.listTitle}
        description="Reveja suas redações, as notas e o feedback de cada competência."
        actions={
          <Button asChild>
            <Link to={newEssayLink}>
              <PenLine aria-hidden="true" /> Nova Redação
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6">
        {chartFirst && <ScoreChart />}
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={ESSAY_MESSAGES.searchPlaceholder}
            aria-label={ESSAY_MESSAGES.searchPlaceholder}
            className="pl-9"
          />
        </div>
        {query.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
            <span role="status" className="sr-only">
              Carregando redações...
            </span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-44 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <ErrorState
            title={ESSAY_MESSAGES.loadListError}
            message={errorMessage(query.error)}
            onRetry={() => query.refetch()}
          />
        ) : essays.length === 0 && q ? (
          <EmptyState
            icon={<SearchX className="size-8" aria-hidden="true" />}
            title={ESSAY_MESSAGES.noResultsTitle}
            message={ESSAY_MESSAGES.noResultsHint}
          />
        ) : essays.length === 0 ? (
          <EmptyState
            icon={<FileText className="size-8" aria-hidden="true" />}
            title={ESSAY_MESSAGES.firstEssayTitle}
            message="Escolha um tema do ENEM ou um tema autoral e receba a correção nas cinco competências."
            action={
              <Button asChild>
                <Link to={newEssayLink}>{ESSAY_MESSAGES.firstEssayButton}</Link>
              </Button>
            }
          />
        ) : (
          <section aria-label="Lista de redações" className="grid gap-3">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {essays.length} {essays.length === 1 ? "redação" : "redações"}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {essays.map((essay) => (
                <li key={essay.id}>
                  <EssayListCard essay={essay} onOpen={() => setOpen(essay.id)} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {!chartFirst && !q && essays.length > 0 && <ScoreChart />}
      </div>
    </>
  );
}
