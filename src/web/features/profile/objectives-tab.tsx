import { zodResolver } from "@hookform/resolvers/zod";
import { GraduationCap } from "lucide-react";
import type { ReactNode } from "react";
import { type Control, Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import {
  examYearOptions,
  type ObjectivesInput,
  objectivesSchema,
  PREPARATION_YEARS_OPTIONS,
  type ProfileResponse,
  STUDY_HOURS_OPTIONS,
  WEEKLY_GOAL_OPTIONS,
} from "#domain/profile/schemas";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { useUpdateObjectives } from "./api/update-objectives.ts";
import { savedToast, saveFailedToast } from "./save-toasts.ts";

type NumberField = "preparationYears" | "studyHoursPerDay" | "examYear" | "weeklyGoal";
type Option = { value: number; label: string };
type FormControl = Control<ObjectivesInput, unknown, z.output<typeof objectivesSchema>>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function formValues(profile: ProfileResponse, years: number[]): ObjectivesInput {
  return {
    dreamCourse: profile.dreamCourse ?? "",
    university: profile.university ?? "",
    preparationYears: profile.preparationYears,
    studyHoursPerDay: profile.studyHoursPerDay,
    // A year that has passed is no longer an option; the student picks a new one.
    examYear: profile.examYear !== null && years.includes(profile.examYear) ? profile.examYear : null,
    weeklyGoal: profile.weeklyGoal,
  };
}

/** A NativeSelect bound to a numeric (optionally empty) form field. */
function NumberSelect({
  control,
  name,
  options,
  error,
  placeholder,
}: {
  control: FormControl;
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
          {...fieldAria(name, error)}
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

/** Objetivos tab: dream course, university and the study plan; also feeds the dashboard. */
export function ObjectivesTab({ profile }: { profile: ProfileResponse }) {
  const years = examYearOptions();
  const save = useUpdateObjectives();
  const form = useForm<ObjectivesInput, unknown, z.output<typeof objectivesSchema>>({
    resolver: zodResolver(objectivesSchema),
    defaultValues: formValues(profile, years),
  });
  const errors = form.formState.errors;
  const control = form.control;

  const onSubmit = form.handleSubmit(() => {
    const values = form.getValues();
    save.mutate(values, {
      onSuccess: () => {
        savedToast();
        form.reset(values);
      },
      onError: saveFailedToast,
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <GraduationCap className="size-5 text-primary" aria-hidden="true" />
          Objetivos de estudo
        </CardTitle>
        <CardDescription>
          Conte onde você quer chegar: o Rumo usa isso para acompanhar sua meta.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-6">
          <Section title="Seu sonho">
            <FormField id="dreamCourse" label="Curso dos sonhos" error={errors.dreamCourse?.message}>
              <Input
                placeholder="Ex.: Medicina"
                {...fieldAria("dreamCourse", errors.dreamCourse?.message)}
                {...form.register("dreamCourse")}
              />
            </FormField>
            <FormField id="university" label="Faculdade" error={errors.university?.message}>
              <Input
                placeholder="Ex.: USP"
                {...fieldAria("university", errors.university?.message)}
                {...form.register("university")}
              />
            </FormField>
          </Section>
          <Section title="Seu plano">
            <FormField
              id="preparationYears"
              label="Tempo de preparação"
              error={errors.preparationYears?.message}
            >
              <NumberSelect
                control={control}
                name="preparationYears"
                placeholder="Selecione"
                error={errors.preparationYears?.message}
                options={PREPARATION_YEARS_OPTIONS.map((n) => ({
                  value: n,
                  label: plural(n, "ano", "anos"),
                }))}
              />
            </FormField>
            <FormField
              id="studyHoursPerDay"
              label="Horas de estudo por dia"
              error={errors.studyHoursPerDay?.message}
            >
              <NumberSelect
                control={control}
                name="studyHoursPerDay"
                placeholder="Selecione"
                error={errors.studyHoursPerDay?.message}
                options={STUDY_HOURS_OPTIONS.map((n) => ({
                  value: n,
                  label: n === 8 ? "8+ horas" : plural(n, "hora", "horas"),
                }))}
              />
            </FormField>
            <FormField id="examYear" label="Ano da prova" error={errors.examYear?.message}>
              <NumberSelect
                control={control}
                name="examYear"
                placeholder="Selecione"
                error={errors.examYear?.message}
                options={years.map((y) => ({ value: y, label: String(y) }))}
              />
            </FormField>
            <FormField
              id="weeklyGoal"
              label="Meta semanal"
              error={errors.weeklyGoal?.message}
              hint="Exercícios por semana, acompanhados no seu painel."
            >
              <NumberSelect
                control={control}
                name="weeklyGoal"
                error={errors.weeklyGoal?.message}
                options={WEEKLY_GOAL_OPTIONS.map((n) => ({ value: n, label: `${n} exercícios` }))}
              />
            </FormField>
          </Section>
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
              {save.isPending ? "Salvando..." : "Salvar"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
