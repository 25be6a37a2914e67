import type { ReactNode } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";

/**
 * One choice among a few, as pressed buttons in a fieldset (its legend for screen readers):
 * "segmented" sits on a muted strip and fills the width on a phone; "buttons" wraps plain buttons.
 */
export function ToggleGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  look = "segmented",
  className,
}: {
  legend: string;
  options: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  look?: "segmented" | "buttons";
  className?: string;
}) {
  const segmented = look === "segmented";
  return (
    <fieldset
      className={cn(segmented ? "flex gap-1 rounded-lg bg-muted p-1" : "flex flex-wrap gap-1", className)}
    >
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <Button
            key={option.value}
            size="sm"
            variant={segmented ? (pressed ? "outline" : "ghost") : pressed ? "default" : "outline"}
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={segmented ? "flex-1 sm:flex-none" : undefined}
          >
            {option.label}
          </Button>
        );
      })}
    </fieldset>
  );
}
