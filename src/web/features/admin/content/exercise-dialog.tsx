import { type FormEvent, useEffect, useState } from "react";
import { type AdminExercise, EXERCISE_DEFAULTS, exerciseInputSchema } from "#domain/admin/content";
import { CONTENT_MESSAGES as M } from "#domain/admin/content-messages";
import { DIFFICULTIES } from "#domain/practice/exercise-content";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useSaveExercise } from "./api/exercises.ts";
import { fieldErrors } from "./form-errors.ts";

type Form = {
  title: string;
  description: string;
  difficulty: string;
  points: string;
  estimatedMinutes: string;
};

const emptyForm = (): Form => ({
  title: "",
  description: "",
  difficulty: EXERCISE_DEFAULTS.difficulty,
  points: String(EXERCISE_DEFAULTS.points),
  estimatedMinutes: String(EXERCISE_DEFAULTS.estimatedMinutes),
});

/** A number field's text as the API takes it (NaN is refused with the field's own message). */
const valuesOf = (f: Form) => ({
  title: f.title,
  description: f.description,
  difficulty: f.difficulty,
  points: f.points.trim() === "" ? Number.NaN : Number(f.points),
  estimatedMinutes: f.estimatedMinutes.trim() === "" ? Number.NaN : Number(f.estimatedMinutes),
});

/** 'Novo exercício' / 'Editar exercício' with the spec's defaults (Fácil, 10 pontos, 30 minutos). */
export function ExerciseDialog({
  open,
  topicId,
  exercise,
  onClose,
}: {
  open: boolean;
  topicId: string;
  exercise: AdminExercise | null;
  onClose: () => void;
}) {
  const [form, setForm] = useState<Form>(emptyForm);
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveExercise(topicId);

  useEffect(() => {
    if (!open) return;
    setForm(
      exercise
        ? {
            title: exercise.title,
            description: exercise.description ?? "",
            difficulty: exercise.difficulty,
            points: String(exercise.points),
            estimatedMinutes: String(exercise.estimatedMinutes),
          }
        : emptyForm(),
    );
    setShowErrors(false);
  }, [open, exercise]);

  const errors = showErrors ? fieldErrors(exerciseInputSchema, valuesOf(form)) : {};
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    const parsed = exerciseInputSchema.safeParse(valuesOf(form));
    if (!parsed.success) return;
    save.mutate(
      { id: exercise?.id ?? null, body: parsed.data },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (e) => toast.error(M.exerciseSaveFailed, { description: errorMessage(e) }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !save.isPending && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{exercise ? "Editar exercício" : "Novo exercício"}</DialogTitle>
          <DialogDescription>As questões são adicionadas depois, em 'Questões'.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField id="exercise-title" label="Título" error={errors.title}>
            <Input
              {...fieldAria("exercise-title", errors.title)}
              value={form.title}
              maxLength={160}
              required
              onChange={(e) => set({ title: e.target.value })}
            />
          </FormField>
          <FormField id="exercise-description" label="Descrição" error={errors.description}>
            <Textarea
              {...fieldAria("exercise-description", errors.description)}
              value={form.description}
              rows={3}
              maxLength={1000}
              onChange={(e) => set({ description: e.target.value })}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField id="exercise-difficulty" label="Dificuldade" error={errors.difficulty}>
              <NativeSelect
                {...fieldAria("exercise-difficulty", errors.difficulty)}
                value={form.difficulty}
                onChange={(e) => set({ difficulty: e.target.value })}
              >
                {DIFFICULTIES.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="exercise-points" label="Pontos" error={errors.points}>
              <Input
                {...fieldAria("exercise-points", errors.points)}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={form.points}
                onChange={(e) => set({ points: e.target.value })}
              />
            </FormField>
            <FormField id="exercise-minutes" label="Tempo estimado (min)" error={errors.estimatedMinutes}>
              <Input
                {...fieldAria("exercise-minutes", errors.estimatedMinutes)}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={form.estimatedMinutes}
                onChange={(e) => set({ estimatedMinutes: e.target.value })}
              />
            </FormField>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Salvando..." : exercise ? "Salvar" : "Criar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
