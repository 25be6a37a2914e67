import { useState } from "react";
import type { EnemScoreResult } from "#domain/enem-score/api";
import { ToggleGroup } from "#web/components/toggle-group.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { cn } from "#web/lib/cn.ts";
import { points } from "./format.ts";

type Item = EnemScoreResult["itens"][number];
type Order = "prova" | "custo";

/** What a wrong answer cost, most costly first; then right answers by weight; annulled items last. */
function byCost(a: Item, b: Item): number {
  const rank = (i: Item) => (!i.contou ? 2 : i.correta ? 1 : 0);
  return rank(a) - rank(b) || (b.impacto ?? 0) - (a.impacto ?? 0) || a.posicao - b.posicao;
}

function answerLabel(answer: string): string {
  if (answer === ".") return "em branco";
  if (answer === "*") return "dupla marcação";
  return answer;
}

function keyLabel(item: Item): string {
  return item.gabarito === "X" ? "—" : item.gabarito;
}

function Impact({ item }: { item: Item }) {
  if (!item.contou) return <span className="text-muted-foreground">anulada pelo INEP: não conta</span>;
  if (item.impacto === null) return <span className="text-muted-foreground">—</span>;
  const value = `${points(item.impacto)} ponto${item.impacto === 1 ? "" : "s"}`;
  return item.correta ? (
    <span>esta questão valia {value} para você</span>
  ) : (
    <span className="text-red-800">errar custou {value}</span>
  );
}

/** Every question: the student's answer, the key, right or wrong and what it moved in the score. */
export function ItemList({ items }: { items: Item[] }) {
  const [order, setOrder] = useState<Order>("prova");
  const sorted = order === "custo" ? [...items].sort(byCost) : items;
  const wrong = items.filter((i) => i.contou && !i.correta).length;
  return (
    <section aria-labelledby="enem-itens" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="enem-itens" className="font-semibold">
          Questão por questão
        </h3>
        <ToggleGroup
          look="buttons"
          legend="Ordenar as questões"
          options={[
            { value: "prova", label: "Ordem da prova" },
            { value: "custo", label: "Erros que mais custaram" },
          ]}
          value={order}
          onChange={setOrder}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        {wrong === 0
          ? "Você acertou todas as questões que contam."
          : `O impacto é a diferença na sua nota entre acertar e errar a questão, com o resto igual.`}
      </p>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">Suas respostas, o gabarito e o impacto de cada questão</caption>
          <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-2 py-2 sm:px-3">
                Questão
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3">
                Sua resposta
              </th>
              <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                Gabarito
              </th>
              <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                Impacto
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((item) => (
              <tr
                key={`${item.posicao}-${item.gabarito}`}
                className={cn("border-t", !item.contou && "bg-muted/40")}
              >
                <th scope="row" className="px-2 py-2 text-left font-semibold tabular-nums sm:px-3">
                  {item.posicao}
                </th>
                <td className="px-2 py-2 sm:px-3">
                  <span className="flex flex-wrap items-center gap-1.5">
                    {answerLabel(item.resposta)}
                    {item.contou ? (
                      <Badge variant={item.correta ? "success" : "danger"}>
                        {item.correta ? "certa" : "errada"}
                      </Badge>
                    ) : (
                      <Badge variant="secondary">anulada</Badge>
                    )}
                    {/* A phone shows the key and the impact here, in place of their columns. */}
                    <span className="text-muted-foreground sm:hidden">· gabarito {keyLabel(item)}</span>
                  </span>
                  <span className="mt-1 block sm:hidden">
                    <Impact item={item} />
                  </span>
                </td>
                <td className="hidden px-3 py-2 sm:table-cell">{keyLabel(item)}</td>
                <td className="hidden px-3 py-2 sm:table-cell">
                  <Impact item={item} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
