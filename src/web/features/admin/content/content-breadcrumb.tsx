import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

type Crumb = { label: string; to?: string };

/** Conteúdo › Matéria › Assunto: each step back is a link that keeps the address as the state. */
export function ContentBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Caminho" className="mb-4 min-w-0">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {crumbs.map((crumb, i) => (
          <li key={crumb.label + String(i)} className="flex min-w-0 items-center gap-1">
            {i > 0 && <ChevronRight className="size-4 shrink-0" aria-hidden="true" />}
            {crumb.to ? (
              <Link
                to={crumb.to}
                className="truncate font-medium text-primary underline-offset-2 hover:underline"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-foreground">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The address of each step: a reload keeps the place. */
export const contentPaths = {
  root: "/admin/content",
  subject: (subjectId: string) => `/admin/content?materia=${encodeURIComponent(subjectId)}`,
  topic: (subjectId: string, topicId: string) =>
    `/admin/content?materia=${encodeURIComponent(subjectId)}&assunto=${encodeURIComponent(topicId)}`,
};
