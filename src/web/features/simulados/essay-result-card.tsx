import { FileText } from "lucide-react";
import { Link } from "react-router";
import { APP_ROUTES } from "#domain/shared/routes";
import type { SimuladoEssay } from "#domain/simulados/api";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";

const STATUS_TEXT = {
  na_fila: "Na fila de correção: a nota aparece aqui assim que sair.",
  falhou: "A correção não foi concluída. Peça de novo em Minhas Redações.",
} as const;

/** Day 1's essay on the result: its grade once corrected, where it is meanwhile, and its correction. */
export function EssayResultCard({ essay }: { essay: SimuladoEssay }) {
  const result = essay.result;
  if (!result) return null;
  const link = result.essayId ? `${APP_ROUTES.myEssays}?id=${encodeURIComponent(result.essayId)}` : null;
  return (
    <Card data-testid="essay-score">
      <CardHeader>
        <CardTitle>Redação</CardTitle>
        {essay.topic && <p className="text-sm text-muted-foreground">{essay.topic.title}</p>}
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="rounded-lg bg-primary/10 p-4 text-center" aria-live="polite">
          {result.nota !== null ? (
            <>
              <p
                className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl"
                data-testid="essay-grade"
              >
                {result.nota}
              </p>
              <p className="text-sm text-muted-foreground">de 1000 pontos, nas cinco competências do ENEM</p>
            </>
          ) : result.status === "na_fila" ? (
            <p className="flex items-center justify-center gap-2 text-sm">
              <Spinner label="Corrigindo..." /> {STATUS_TEXT.na_fila}
            </p>
          ) : (
            <p className="text-sm">{result.status === "falhou" ? STATUS_TEXT.falhou : result.message}</p>
          )}
          {result.nota !== null && result.message && <p className="mt-2 text-sm">{result.message}</p>}
        </div>
        {link && (
          <Button asChild variant="outline" className="w-full sm:w-auto sm:justify-self-start">
            <Link to={link}>
              <FileText aria-hidden="true" /> Ver a correção da redação
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
