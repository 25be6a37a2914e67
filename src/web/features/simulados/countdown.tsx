import { Clock } from "lucide-react";
import { cn } from "#web/lib/cn.ts";
import { clock, timeLeftSpoken } from "./format.ts";

/** Below this the clock turns red. */
const WARN_SECONDS = 10 * 60;

/**
 * The time left, hh:mm:ss. The visible clock is a timer (not announced); screen readers hear the
 * minutes left once a minute, through a separate polite live region.
 */
export function Countdown({ secondsLeft, className }: { secondsLeft: number; className?: string }) {
  const low = secondsLeft < WARN_SECONDS;
  return (
    <div className={cn("flex items-center gap-1.5", className)}>
      <Clock
        className={cn("size-4 shrink-0", low ? "text-red-600" : "text-muted-foreground")}
        aria-hidden="true"
      />
      <span
        role="timer"
        aria-live="off"
        className={cn("font-mono text-base font-semibold tabular-nums", low && "font-bold text-red-600")}
        data-testid="simulado-timer"
      >
        <span className="sr-only">Tempo restante: </span>
        {clock(secondsLeft)}
      </span>
      {/* Its text changes, and is read, once a minute only. */}
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        Tempo restante: {timeLeftSpoken(secondsLeft)}
      </span>
    </div>
  );
}
