import { useState } from "react";
import { toast } from "sonner";
import type { Dashboard } from "#domain/dashboard/api";
import {
  objectivesSchema,
  PREPARATION_YEARS_OPTIONS,
  PROFILE_MESSAGES,
  WEEKLY_GOAL_OPTIONS,
} from "#domain/profile/schemas";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useSaveObjectives } from "./api.ts";

type Objectives = Dashboard["objectives"];

/** Dream course, university, preparation period and weekly goal: the dashboard card and the dialog. */
export function ObjectivesForm({
  initial,
  onSaved,
  secondaryAction,
  idPrefix,
  requirePeriod = false,
}: {
  initial: Objectives;
  onSaved?: () => void;
  secondaryAction?: React.ReactNode;
  idPrefix: string;
  /** The dialog asks until the period is known, so saving it without one would only reopen it. */
  requirePeriod?: boolean;
}) {
  const [dreamCourse, setDreamCourse] = useState(initial.dreamCourse ?? "");
  const [university, setUniversity] = useState(initial.university ?? "");
  const [years, setYears] = useState(initial.preparationYears?.toString() ?? "");
  const [weeklyGoal, setWeeklyGoal] = useState(String(initial.weeklyGoal));
  const [error, setError] = useState<string>();
  const [periodError, setPeriodError] = useState<string>();
  const save = useSaveObjectives();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = objectivesSchema.safeParse({
      dreamCourse,
      university,
      preparationYears: years ? Number(years) : null,
      studyHoursPerDay: initial.studyHoursPerDay,
      examYear: initial.examYear,
      weeklyGoal: Number(weeklyGoal),
    });
    const missingPeriod = requirePeriod && !years;
    setPeriodError(missingPeriod ? PROFILE_MESSAGES.preparationRequired : undefined);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? PROFILE_MESSAGES.objectivesRequired);
      return;
    }
    setError(undefined);
    if (missingPeriod) return;
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(PROFILE_MESSAGES.saved.title, { description: PROFILE_MESSAGES.saved.body });
        onSaved?.();
      },
      onError: (e) => toast.error(PROFILE_MESSAGES.saveFailed.title, { description: errorMessage(e) }),
    });
  };

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          id={id("dream")}
          label="Curso dos sonhos"
          error={error && !dreamCourse.trim() ? error : undefined}
        >
          <Input
            {...fieldAria(id("dream"), error && !dreamCourse.trim() ? error : undefined)}
            value={dreamCourse}
            onChange={(e) => setDreamCourse(e.target.value)}
            placeholder="Ex.: Medicina"
            maxLength={120}
          />
        </FormField>
        <FormField
          id={id("university")}
          label="Faculdade"
          error={error && !university.trim() ? error : undefined}
        >
          <Input
            {...fieldAria(id("university"), error && !university.trim() ? error : undefined)}
            value={university}
            onChange={(e) => setUniversity(e.target.value)}
            placeholder="Ex.: UFMG"
            maxLength={120}
          />
        </FormField>
        <FormField id={id("years")} label="Tempo de preparação" error={periodError}>
          <NativeSelect
            {...fieldAria(id("years"), periodError)}
            value={years}
            onChange={(e) => {
              setYears(e.target.value);
              setPeriodError(undefined);
            }}
          >
            <option value="">Selecione</option>
            {PREPARATION_YEARS_OPTIONS.map((y) => (
              <option key={y} value={y}>
                {y} {y === 1 ? "ano" : "anos"}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={id("goal")} label="Meta semanal">
          <NativeSelect id={id("goal")} value={weeklyGoal} onChange={(e) => setWeeklyGoal(e.target.value)}>
            {WEEKLY_GOAL_OPTIONS.map((g) => (
              <option key={g} value={g}>
                {g} exercícios
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {error && dreamCourse.trim() && university.trim() && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Salvando..." : "Salvar objetivos"}
        </Button>
      </div>
    </form>
  );
}
