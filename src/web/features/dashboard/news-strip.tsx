import { ExternalLink, Newspaper } from "lucide-react";
import type { Dashboard } from "#domain/dashboard/api";
import { Badge } from "#web/components/ui/badge.tsx";

const dateFormat = new Intl.DateTimeFormat("pt-BR", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "America/Sao_Paulo",
});

/** The news side by side, scrolled inside the strip: the page itself never gets wider than the window. */
export function NewsStrip({ news }: { news: Dashboard["news"] }) {
  if (news.length === 0) return null;
  return (
    <section aria-labelledby="news-title" className="grid min-w-0 grid-cols-1 gap-3">
      <h2 id="news-title" className="flex items-center gap-2 text-lg font-semibold">
        <Newspaper className="size-5 text-primary" aria-hidden="true" /> Notícias acadêmicas
      </h2>
      <ul className="-mx-4 flex min-w-0 snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        {news.map((n) => (
          // `relative` holds the link's screen-reader-only text inside the scrolling strip; placed
          // against the page it sat at the strip's far end and made the whole page that wide.
          <li
            key={n.id}
            className="relative w-72 max-w-[80vw] shrink-0 snap-start rounded-lg border bg-card p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Badge variant="secondary">{n.category}</Badge>
              <time dateTime={n.publishedAt} className="text-xs text-muted-foreground">
                {dateFormat.format(new Date(n.publishedAt))}
              </time>
            </div>
            <p className="mt-2 font-semibold leading-snug">{n.title}</p>
            <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">{n.summary}</p>
            {n.url && (
              <a
                href={n.url}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
              >
                Saiba mais <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">(abre em nova aba)</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
