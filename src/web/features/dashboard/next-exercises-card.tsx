import { ArrowRight, ClipboardList } from "lucide-react";
import { Link } from "react-router";
import type { Dashboard } from "#domain/dashboard/api";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";

export function NextExercisesCard({ items }: { items: Dashboard["nextExercises"] }) {
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="grid grid-cols-1 gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <ClipboardList className="size-5 text-primary" aria-hidden="true" /> Exercícios e desafios
          </CardTitle>
          <CardDescription>Sugestões para hoje</CardDescription>
        </div>
        <Button asChild variant="ghost" size="sm">
          <Link to="/exercises">
            Ver todos <ArrowRight />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Você já fez todos os exercícios disponíveis. Que tal refazer os que errou?
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2">
            {items.map((e) => (
              <li
                key={e.id}
                className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{e.title}</p>
                  <p className="text-xs text-muted-foreground">
                    <span style={{ color: e.subjectColor }} className="font-medium">
                      {e.subjectName}
                    </span>{" "}
                    · {e.difficulty} · {e.estimatedMinutes} min · {e.reason}
                  </p>
                </div>
                <Button asChild size="sm" variant="outline">
                  <Link to={`/exercise/${e.id}`}>Começar</Link>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
