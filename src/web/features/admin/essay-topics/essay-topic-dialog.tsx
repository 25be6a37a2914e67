import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import {
  type AdminEssayTopic,
  ESSAY_TOPIC_DEFAULTS,
  ESSAY_TOPIC_SOURCE_LABELS,
  ESSAY_TOPIC_SOURCES,
  ESSAY_TOPIC_YEAR_MAX,
  ESSAY_TOPIC_YEAR_MIN,
  type EssayTopicInput,
  type EssayTopicValues,
  essayTopicInputSchema,
  ESSAY_TOPIC_LIMITS as L,
  ESSAY_TOPIC_MESSAGES as M,
} from "#domain/admin/essay-topics";
import { APPLICATION_LABELS, DIFFICULTY_LABELS, ESSAY_CATEGORY_LABELS } from "#domain/essays/rules";
import { ENEM_APPLICATIONS, ESSAY_CATEGORIES, TOPIC_DIFFICULTIES } from "#domain/essays/topic-content";
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
import { Label } from "#web/components/ui/label.tsx";
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useSaveEssayTopic } from "./api/save-essay-topic.ts";
import { KeywordsField, SupportingTextsField } from "./topic-list-fields.tsx";

function valuesOf(topic: AdminEssayTopic | null): EssayTopicInput {
  if (!topic) return { ...ESSAY_TOPIC_DEFAULTS, supportingTexts: [], keywords: [] };
  return {
    title: topic.title,
    description: topic.description,
    instructions: topic.instructions,
    supportingTexts: topic.supportingTexts.map((t) => ({ ...t })),
    keywords: [...topic.keywords],
    examType: topic.examType,
    difficulty: topic.difficulty as EssayTopicInput["difficulty"],
    year: topic.year,
    application: topic.application as EssayTopicInput["application"],
    source: topic.source as EssayTopicInput["source"],
    category: topic.category as EssayTopicInput["category"],
    active: topic.active,
  };
}

const nullIfEmpty = (v: unknown) => (v === "" || v === null || v === undefined ? null : v);
const yearOf = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));

/**
 * 'Novo Tema' / 'Editar Tema': every field of temas_redacao, checked with the server's own rules.
 * A refused save keeps the dialog open with what was typed and puts the reason under its field.
 */
export function EssayTopicDialog({
  open,
  topic,
  onClose,
}: {
  open: boolean;
  /** The topic being edited; null creates one. */
  topic: AdminEssayTopic | null;
  onClose: () => void;
}) {
  const save = useSaveEssayTopic();
  const form = useForm<EssayTopicInput, unknown, EssayTopicValues>({
    resolver: zodResolver(essayTopicInputSchema),
    defaultValues: valuesOf(topic),
  });
  const { reset, register, control } = form;
  const errors = form.formState.errors;
  const source = form.watch("source");

  useEffect(() => {
    if (open) reset(valuesOf(topic));
  }, [open, topic, reset]);

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: topic?.id ?? null, input },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.details?.fields as Record<string, string>) : null;
          for (const [path, message] of Object.entries(fields ?? {}))
            form.setError(path as FieldPath<EssayTopicInput>, { message });
          toast.error(M.saveFailed, { description: errorMessage(error) });
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !save.isPending && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{topic ? "Editar Tema" : "Novo Tema"}</DialogTitle>
          <DialogDescription>
            O que você salvar aqui aparece na hora para os estudantes; a carga inicial de temas não volta a
            mudar este tema.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid min-w-0 grid-cols-1 gap-4">
          <FormField id="topic-title" label="Título" error={errors.title?.message}>
            <Input
              maxLength={L.title}
              required
              {...fieldAria("topic-title", errors.title?.message)}
              {...register("title")}
            />
          </FormField>
          <FormField id="topic-description" label="Descrição" error={errors.description?.message}>
            <Textarea
              rows={2}
              maxLength={L.description}
              {...fieldAria("topic-description", errors.description?.message)}
              {...register("description")}
            />
          </FormField>
          <FormField id="topic-instructions" label="Instruções oficiais" error={errors.instructions?.message}>
            <Textarea
              rows={4}
              maxLength={L.instructions}
              {...fieldAria("topic-instructions", errors.instructions?.message)}
              {...register("instructions")}
            />
          </FormField>

          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField id="topic-source" label="Fonte" error={errors.source?.message}>
              <NativeSelect {...fieldAria("topic-source", errors.source?.message)} {...register("source")}>
                {ESSAY_TOPIC_SOURCES.map((s) => (
                  <option key={s} value={s}>
                    {ESSAY_TOPIC_SOURCE_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="topic-category" label="Categoria temática" error={errors.category?.message}>
              <NativeSelect
                {...fieldAria("topic-category", errors.category?.message)}
                {...register("category", { setValueAs: nullIfEmpty })}
              >
                <option value="">Sem categoria</option>
                {ESSAY_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {ESSAY_CATEGORY_LABELS[c]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              id="topic-year"
              label={source === "enem_historico" ? "Ano" : "Ano (opcional)"}
              error={errors.year?.message}
              hint={`Entre ${ESSAY_TOPIC_YEAR_MIN} e ${ESSAY_TOPIC_YEAR_MAX}.`}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={ESSAY_TOPIC_YEAR_MIN}
                max={ESSAY_TOPIC_YEAR_MAX}
                {...fieldAria("topic-year", errors.year?.message)}
                {...register("year", { setValueAs: yearOf })}
              />
            </FormField>
            {source === "enem_historico" && (
              <FormField id="topic-application" label="Aplicação" error={errors.application?.message}>
                <NativeSelect
                  {...fieldAria("topic-application", errors.application?.message)}
                  {...register("application", { setValueAs: nullIfEmpty })}
                >
                  {ENEM_APPLICATIONS.map((a) => (
                    <option key={a} value={a}>
                      {APPLICATION_LABELS[a] ?? a}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            <FormField id="topic-difficulty" label="Dificuldade" error={errors.difficulty?.message}>
              <NativeSelect
                {...fieldAria("topic-difficulty", errors.difficulty?.message)}
                {...register("difficulty")}
              >
                {TOPIC_DIFFICULTIES.map((d) => (
                  <option key={d} value={d}>
                    {DIFFICULTY_LABELS[d]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              id="topic-exam"
              label="Tipo de vestibular"
              error={errors.examType?.message}
              hint="Na escolha de temas, o estudante vê os do tipo enem."
            >
              <Input
                maxLength={30}
                {...fieldAria("topic-exam", errors.examType?.message)}
                {...register("examType")}
              />
            </FormField>
          </div>

          <SupportingTextsField control={control} register={register} errors={errors} />
          <Controller
            control={control}
            name="keywords"
            render={({ field }) => (
              <KeywordsField
                value={field.value}
                onChange={field.onChange}
                error={errors.keywords?.message ?? errors.keywords?.root?.message}
              />
            )}
          />
          <div className="flex items-center gap-3">
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <Switch
                  id="topic-active"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Label htmlFor="topic-active">Ativo (oferecido aos estudantes)</Label>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Salvando..." : topic ? "Atualizar" : "Criar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
