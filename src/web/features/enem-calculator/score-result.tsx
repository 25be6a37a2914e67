import { Info } from "lucide-react";
import type { Ref } from "react";
import type { EnemScoreResult } from "#domain/enem-score/api";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { colorLabel } from "./booklet-choices.ts";
import { scoreWithMargin } from "./format.ts";
import { ItemList } from "./item-list.tsx";

/** The estimated score, how TRI reads it, and what each question weighed. */
export function ScoreResult({
  result,
  headingRef,
}: {
  result: EnemScoreResult;
  headingRef?: Ref<HTMLSpanElement>;
}) {
  const annulled = result.itens.filter((i) => !i.contou).length;
  return (
    <Card aria-labelledby="enem-resultado">
      <CardHeader>
        <CardTitle>
          <span id="enem-resultado" ref={headingRef} tabIndex={-1} className="rounded-sm outline-none">
            Sua nota estimada em {result.areaNome}
          </span>
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          ENEM {result.ano} · caderno {colorLabel(result.cor)} ({result.coProva})
        </p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="rounded-lg bg-primary/10 p-5 text-center">
          <p className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl" aria-live="polite">
            {scoreWithMargin(result.nota, result.erroPadrao)}
          </p>
          <p className="mt-2 text-sm">
            <strong>{result.acertos}</strong> acertos em {result.questoesQueContam} questões que contam
            {annulled > 0 && ` (${annulled} anulada${annulled > 1 ? "s" : ""} pelo INEP)`}
          </p>
        </div>
        <div className="flex gap-3 rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-900">
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="grid gap-2 leading-relaxed">
            <p>
              O ENEM não soma acertos: usa a <strong>Teoria de Resposta ao Item (TRI)</strong>. Cada questão
              tem dificuldade, poder de discriminação e chance de acerto no chute próprios, então o mesmo
              número de acertos pode dar notas diferentes.
            </p>
            <p>
              Quando o padrão de respostas é coerente, acertar as questões fáceis pesa mais do que acertar as
              difíceis: acertos difíceis com erros fáceis parecem chute e valem menos.
            </p>
            <p>
              Esta é uma <strong>estimativa</strong>, calculada com os parâmetros públicos das questões
              divulgados pelo INEP; a margem (±) mostra a incerteza da estimativa. A nota oficial é a do seu
              boletim.
            </p>
          </div>
        </div>
        <ItemList items={result.itens} />
      </CardContent>
    </Card>
  );
}
