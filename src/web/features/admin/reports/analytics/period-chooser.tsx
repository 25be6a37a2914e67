import { type FormEvent, useId, useState } from "react";
import {
  ANALYTICS_MAX_MONTHS,
  ANALYTICS_MESSAGES,
  ANALYTICS_PRESETS,
  type AnalyticsPeriod,
  addMonthsToKey,
  monthKeySchema,
  monthsOf,
  resolvePeriod,
} from "#domain/admin/analytics";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";

/**
 * Presets (the last 3, 6 or 12 months) and a month-to-month form checked with the server's own
 * rules; a refused period keeps what was typed and says why.
 */
export function PeriodChooser({
  period,
  currentMonth,
  onChoose,
}: {
  period: AnalyticsPeriod;
  currentMonth: string;
  onChoose: (period: AnalyticsPeriod) => void;
}) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [error, setError] = useState<{ field: "from" | "to"; message: string } | null>(null);
  const id = useId();
  const span = monthsOf(period.from, period.to).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    for (const [field, value] of [
      ["from", from],
      ["to", to],
    ] as const) {
      if (!monthKeySchema.safeParse(value).success)
        return setError({ field, message: ANALYTICS_MESSAGES.monthInvalid });
    }
    const checked = resolvePeriod({ from, to }, currentMonth);
    if (!checked.ok) return setError({ field: checked.field, message: checked.message });
    setError(null);
    onChoose(checked.period);
  };
  const preset = (months: number) => {
    const chosen = { from: addMonthsToKey(currentMonth, -(months - 1)), to: currentMonth };
    setFrom(chosen.from);
    setTo(chosen.to);
    setError(null);
    onChoose(chosen);
  };
  const invalid = (field: "from" | "to") => (error?.field === field ? true : undefined);

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Períodos prontos</legend>
        <div className="flex flex-wrap gap-2">
          {ANALYTICS_PRESETS.map((months) => {
            const active = period.to === currentMonth && span === months;
            return (
              <Button
                key={months}
                type="button"
                size="sm"
                variant={active ? "default" : "outline"}
                aria-pressed={active}
                onClick={() => preset(months)}
              >
                Últimos {months} meses
              </Button>
            );
          })}
        </div>
      </fieldset>
      <form onSubmit={submit} noValidate className="grid gap-2" aria-label="Escolher os meses">
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid min-w-36 flex-1 gap-1.5">
            <Label htmlFor={`${id}-from`}>De</Label>
            <Input
              id={`${id}-from`}
              type="month"
              value={from}
              max={currentMonth}
              aria-invalid={invalid("from")}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className="grid min-w-36 flex-1 gap-1.5">
            <Label htmlFor={`${id}-to`}>Até</Label>
            <Input
              id={`${id}-to`}
              type="month"
              value={to}
              max={currentMonth}
              aria-invalid={invalid("to")}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary">
            Aplicar
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error.message}
          </p>
        ) : (
          <p className="text-xs text-muted-foreground">
            Até {ANALYTICS_MAX_MONTHS} meses, sem meses futuros.
          </p>
        )}
      </form>
    </div>
  );
}
