import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";

/** Previous / next over a server-side list, with where we are. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Paginação" className="flex flex-wrap items-center justify-between gap-2 pt-4 text-sm">
      <p className="text-muted-foreground">
        {total === 0
          ? "Nenhum resultado"
          : `Página ${page} de ${pages} · ${total.toLocaleString("pt-BR")} no total`}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft /> Anterior
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Próxima <ChevronRight />
        </Button>
      </div>
    </nav>
  );
}
