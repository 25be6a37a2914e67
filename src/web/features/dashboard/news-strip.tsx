import { ExternalLink, Newspaper } from "lucide-react";
import type { Dashboard } from "#domain/dashboard/api";
import { Badge } from "#web/components/ui/badge.tsx";

export function NewsStrip({ news }: { news: Dashboard["news"] }) {
  if (news.length === 0) return null;
  return (
    <section aria-labelledby="news-title" className="grid min-w-0 grid-cols-1 gap-3">
      <h2 id="news-title" className="flex items-center gap-2 text-lg font-semibold">
        <Newspaper className="size-5 text-primary" aria-hidden="true" /> Notícias acadêmicas
      </h2>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        {news.map((n) => (
          <li key={n.id} className="w-72 shrink-0 snap-start rounded-lg border bg-card p-4 shadow-sm">
            <Badge variant="secondary">{n.category}</Badge>
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
