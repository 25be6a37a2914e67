import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { type Control, Controller, useForm } from "react-hook-form";
import { z } from "zod";
import {
  examYearOptions,
  type ObjectivesInput,
  objectivesSchema,
  PREPARATION_YEARS_OPTIONS,
  PROFILE_MESSAGES,
  STUDY_HOURS_OPTIONS,
  WEEKLY_GOAL_OPTIONS,
} from "#domain/profile/schemas";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { useSaveObjectives } from "#web/lib/api/objectives.ts";
import { cn } from "#web/lib/cn.ts";
import { savedToast, saveFailedToast } from "#web/lib/profile-toasts.ts";

/** The student's objectives as both the dashboard and the profile read them. */
export type Objectives = {
  dreamCourse: string | null;
  university: string | null;
  preparationYears: number | null;
  studyHoursPerDay: number | null;
  examYear: number | null;
  weeklyGoal: number;
};

type Output = z.output<typeof objectivesSchema>;
type FormControl = Control<ObjectivesInput, unknown, Output>;
type NumberField = "preparationYears" | "studyHoursPerDay" | "examYear" | "weeklyGoal";
type Option = { value: number; label: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// The dialog asks until the period is known: saving without one would only open it again.
const withPeriodSchema = objectivesSchema.extend({
  preparationYears: z.number({ error: PROFILE_MESSAGES.preparationRequired }).int().min(1).max(5),
});

function formValues(initial: Objectives, examYears: number[] | null): ObjectivesInput {
  return {
    dreamCourse: initial.dreamCourse ?? "",
    university: initial.university ?? "",
    preparationYears: initial.preparationYears,
    studyHoursPerDay: initial.studyHoursPerDay,
    // Where the exam year is asked, a year that has passed is no longer an option: the student picks a new one.
    examYear:
      examYears && initial.examYear !== null && !examYears.includes(initial.examYear)
        ? null
        : initial.examYear,
    weeklyGoal: initial.weeklyGoal,
  };
}

/** A NativeSelect bound to a numeric (optionally empty) form field. */
function NumberSelect({
  control,
  id,
  name,
  options,
  error,
  placeholder,
}: {
  control: FormControl;
  id: string;
  name: NumberField;
  options: Option[];
  error: string | undefined;
  placeholder?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NativeSelect
          {...fieldAria(id, error)}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={field.value === null || field.value === undefined ? "" : String(field.value)}
          onChange={(e) => field.onChange(e.target.value === "" ? null : Number(e.target.value))}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-muted-foreground">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Dream course, university and the study plan, saved through one mutation. `compact` is the
 * dashboard's card and dialog (course, university, period and weekly goal; the rest kept as it is);
 * `full` is the profile's Objetivos tab with every field, in two sections.
 */
export function ObjectivesForm({
  initial,
  variant,
  idPrefix,
  submitLabel,
  requirePeriod = false,
  universityPlaceholder = "Ex.: UFMG",
  secondaryAction,
  onSaved,
}: {
  initial: Objectives;
  variant: "compact" | "full";
  idPrefix: string;
  submitLabel: string;
  requirePeriod?: boolean;
  universityPlaceholder?: string;
  secondaryAction?: ReactNode;
  onSaved?: () => void;
}) {
  const full = variant === "full";
  const years = examYearOptions();
  const save = useSaveObjectives();
  const form = useForm<ObjectivesInput, unknown, Output>({
    resolver: zodResolver(requirePeriod ? withPeriodSchema : objectivesSchema),
    defaultValues: formValues(initial, full ? years : null),
  });
  const errors = form.formState.errors;
  const control = form.control;
  const id = (name: string) => `${idPrefix}-${name}`;

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: () => {
        savedToast();
        form.reset(form.getValues());
        onSaved?.();
      },
      onError: saveFailedToast,
    });
  });

  const dream = (
    <FormField id={id("dream")} label="Curso dos sonhos" error={errors.dreamCourse?.message}>
      <Input
        placeholder="Ex.: Medicina"
        maxLength={120}
        {...fieldAria(id("dream"), errors.dreamCourse?.message)}
        {...form.register("dreamCourse")}
      />
    </FormField>
  );
  const university = (
    <FormField id={id("university")} label="Faculdade" error={errors.university?.message}>
      <Input
        placeholder={universityPlaceholder}
        maxLength={120}
        {...fieldAria(id("university"), errors.university?.message)}
        {...form.register("university")}
      />
    </FormField>
  );
  const period = (
    <FormField id={id("years")} label="Tempo de preparação" error={errors.preparationYears?.message}>
      <NumberSelect
        control={control}
        id={id("years")}
        name="preparationYears"
        placeholder="Selecione"
        error={errors.preparationYears?.message}
        options={PREPARATION_YEARS_OPTIONS.map((n) => ({ value: n, label: plural(n, "ano", "anos") }))}
      />
    </FormField>
  );
  const weeklyGoal = (
    <FormField
      id={id("goal")}
      label="Meta semanal"
      error={errors.weeklyGoal?.message}
      hint={full ? "Exercícios por semana, acompanhados no seu painel." : undefined}
    >
      <NumberSelect
        control={control}
        id={id("goal")}
        name="weeklyGoal"
        error={errors.weeklyGoal?.message}
        options={WEEKLY_GOAL_OPTIONS.map((n) => ({ value: n, label: `${n} exercícios` }))}
      />
    </FormField>
  );
  const submit = (
    <Button type="submit" disabled={save.isPending} className={cn(full && "w-full sm:w-auto")}>
      {save.isPending ? "Salvando..." : submitLabel}
    </Button>
  );

  if (!full) {
    // The fields this form does not show can still be refused (a value the options no longer offer).
    const hidden = errors.studyHoursPerDay?.message ?? errors.examYear?.message;
    return (
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {dream}
          {university}
          {period}
          {weeklyGoal}
        </div>
        {hidden && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {hidden}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {secondaryAction}
          {submit}
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <Section title="Seu sonho">
        {dream}
        {university}
      </Section>
      <Section title="Seu plano">
        {period}
        <FormField id={id("hours")} label="Horas de estudo por dia" error={errors.studyHoursPerDay?.message}>
          <NumberSelect
            control={control}
            id={id("hours")}
            name="studyHoursPerDay"
            placeholder="Selecione"
            error={errors.studyHoursPerDay?.message}
            options={STUDY_HOURS_OPTIONS.map((n) => ({
              value: n,
              label: n === 8 ? "8+ horas" : plural(n, "hora", "horas"),
            }))}
          />
        </FormField>
        <FormField id={id("exam-year")} label="Ano da prova" error={errors.examYear?.message}>
          <NumberSelect
            control={control}
            id={id("exam-year")}
            name="examYear"
            placeholder="Selecione"
            error={errors.examYear?.message}
            options={years.map((y) => ({ value: y, label: String(y) }))}
          />
        </FormField>
        {weeklyGoal}
      </Section>
      <div className="flex justify-end">{submit}</div>
    </form>
  );
}
