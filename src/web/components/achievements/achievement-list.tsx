import { Lock } from "lucide-react";
import type { AchievementDto } from "#domain/achievements/api";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { cn } from "#web/lib/cn.ts";
import { AchievementIcon } from "./achievement-icon.tsx";

const dateFormat = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric" });

function AchievementCard({ a }: { a: AchievementDto }) {
  const current = Math.min(a.progress.current, a.progress.target);
  return (
    <li>
      <Card className={cn("h-full", a.earned ? "border-amber-200 bg-amber-50/40" : "bg-card")}>
        <CardContent className="flex gap-4 p-4">
          <span
            className={cn(
              "relative flex size-12 shrink-0 items-center justify-center rounded-full",
              a.earned ? "bg-amber-100 text-amber-700" : "bg-muted text-muted-foreground/70",
            )}
            aria-hidden="true"
          >
            <AchievementIcon icon={a.icon} className="size-6" />
            {!a.earned && (
              <Lock className="absolute -right-0.5 -bottom-0.5 size-5 rounded-full border bg-card p-0.5 text-muted-foreground" />
            )}
          </span>
          <div className="grid min-w-0 flex-1 grid-cols-1 gap-1">
            <p className="font-semibold">{a.name}</p>
            <p className="text-sm text-muted-foreground">{a.description}</p>
            {a.earned && a.earnedAt ? (
              <Badge variant="success" className="mt-1 w-fit max-w-full whitespace-normal">
                Conquistada em {dateFormat.format(new Date(a.earnedAt))}
              </Badge>
            ) : (
              <div className="mt-1 grid grid-cols-1 gap-1">
                <Progress
                  value={(current / Math.max(1, a.progress.target)) * 100}
                  aria-label={`Progresso de ${a.name}`}
                />
                <p className="text-xs tabular-nums text-muted-foreground">
                  {current} de {a.progress.target}
                </p>
              </div>
            )}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** Earned achievements (newest first), then the locked ones, closest to done first. */
export function AchievementList({ achievements }: { achievements: AchievementDto[] }) {
  const earned = achievements
    .filter((a) => a.earned)
    .sort((a, b) => (b.earnedAt ?? "").localeCompare(a.earnedAt ?? ""));
  const ratio = (a: AchievementDto) => a.progress.current / Math.max(1, a.progress.target);
  const locked = achievements.filter((a) => !a.earned).sort((a, b) => ratio(b) - ratio(a));
  return (
    <div className="grid grid-cols-1 gap-8">
      <section aria-labelledby="earned-title" className="grid grid-cols-1 gap-3">
        <h2 id="earned-title" className="text-lg font-semibold">
          Desbloqueadas ({earned.length})
        </h2>
        {earned.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nenhuma conquista ainda. Faça um exercício para ganhar a primeira!
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {earned.map((a) => (
              <AchievementCard key={a.type} a={a} />
            ))}
          </ul>
        )}
      </section>
      {locked.length > 0 && (
        <section aria-labelledby="locked-title" className="grid grid-cols-1 gap-3">
          <h2 id="locked-title" className="text-lg font-semibold">
            A conquistar ({locked.length})
          </h2>
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {locked.map((a) => (
              <AchievementCard key={a.type} a={a} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
