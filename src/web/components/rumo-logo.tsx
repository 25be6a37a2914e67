import { Compass } from "lucide-react";
import { cn } from "#web/lib/cn.ts";

export function RumoLogo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 font-bold tracking-tight">
      <span
        className={cn(
          "flex size-9 items-center justify-center rounded-xl",
          inverted ? "bg-white text-indigo-600" : "bg-primary text-primary-foreground",
        )}
      >
        <Compass className="size-5" aria-hidden="true" />
      </span>
      {!compact && <span className={cn("text-xl", inverted ? "text-white" : "text-foreground")}>Rumo</span>}
    </span>
  );
}
