import { Heart, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import type { SubjectActivity } from "#domain/dashboard/api";
import { SubjectIcon } from "#web/components/subject-icon.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";

function SubjectList({
  items,
  unit,
  linkTo,
}: {
  items: SubjectActivity[];
  unit: (n: number) => string;
  linkTo: (s: SubjectActivity) => string;
}) {
  return (
    <ol className="grid grid-cols-1 gap-2">
      {items.map((s, i) => (
        <li key={s.slug}>
          <Link
            to={linkTo(s)}
            className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="w-4 text-sm font-bold text-muted-foreground">{i + 1}</span>
            <SubjectIcon icon={s.icon} color={s.color} className="size-5 shrink-0" />
            <span className="flex-1 font-medium" style={{ color: s.color }}>
              {s.name}
            </span>
            <span className="text-sm tabular-nums text-muted-foreground">{unit(s.count)}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

export function FavouriteSubjects({ items }: { items: SubjectActivity[] }) {
  return (
    <Card role="region" aria-label="Matérias favoritas">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Heart className="size-5 text-pink-600" aria-hidden="true" /> Matérias favoritas
        </CardTitle>
        <CardDescription>As que você mais pratica</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Faça exercícios ou converse com um tutor: suas matérias mais estudadas aparecem aqui.
          </p>
        ) : (
          <SubjectList
            items={items}
            unit={(n) => `${n} ${n === 1 ? "atividade" : "atividades"}`}
            linkTo={(s) => `/exercises?materia=${s.slug}`}
          />
        )}
      </CardContent>
    </Card>
  );
}

export function AttentionSubjects({ items }: { items: SubjectActivity[] }) {
  return (
    <Card role="region" aria-label="Precisam de atenção">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TriangleAlert className="size-5 text-amber-600" aria-hidden="true" /> Precisam de atenção
        </CardTitle>
        <CardDescription>Onde você mais errou: tire dúvidas com o tutor</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nenhuma matéria com erros até agora. Continue assim!
          </p>
        ) : (
          <SubjectList
            items={items}
            unit={(n) => `${n} ${n === 1 ? "erro" : "erros"}`}
            linkTo={(s) => `/chat/${s.slug}`}
          />
        )}
      </CardContent>
    </Card>
  );
}
