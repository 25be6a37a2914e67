import { ChartColumn, Table } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { type AdminQuestion, questionInputSchema } from "#domain/admin/content";
import { SKILLS_PER_AREA } from "#domain/practice/enem-matrix";
import { DIFFICULTIES, QUESTION_TYPES, type QuestionType } from "#domain/practice/exercise-content";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { Markdown } from "#web/components/markdown.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { fieldErrors } from "./form-errors.ts";
import { ImageUpload } from "./image-upload.tsx";
import {
  CHART_TEMPLATE,
  emptyQuestionForm,
  type QuestionForm as Form,
  formFromQuestion,
  inputOf,
  insertAt,
  QUESTION_TYPE_LABELS,
  TABLE_TEMPLATE,
} from "./question-form-state.ts";

const optionLetter = (index: number) => String.fromCharCode(65 + index);
const COMPETENCIES = Array.from({ length: 9 }, (_, i) => `C${i + 1}`);
const SKILLS = Array.from({ length: SKILLS_PER_AREA }, (_, i) => `H${i + 1}`);

/** A competency or a skill of INEP's matrix, or none. */
function MatrixSelect(props: {
  id: string;
  value: string;
  choices: string[];
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
      <option value="">Sem classificação</option>
      {props.choices.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </NativeSelect>
  );
}

/** What the student will see, drawn by the student's own renderer. */
function Preview({ label, text }: { label: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <div className="rounded-md border bg-muted/30 p-3" data-testid="markdown-preview">
      <p className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
      <Markdown text={text} className="text-sm" />
    </div>
  );
}

/**
 * Adds or edits one question. Statement and explanation are Markdown (tables, $LaTeX$, images sent
 * here) with a live preview; the form is checked with the server's own schema, and a refused save
 * keeps everything typed.
 */
export function QuestionForm({
  question,
  saving,
  onSave,
  onCancel,
}: {
  question: AdminQuestion | null;
  saving: boolean;
  onSave: (form: Form) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<Form>(() => (question ? formFromQuestion(question) : emptyQuestionForm()));
  const [showErrors, setShowErrors] = useState(false);
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const errors = showErrors ? fieldErrors(questionInputSchema, inputOf(form)) : {};
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const insertInPrompt = (snippet: string) => {
    const cursor = promptRef.current?.selectionStart ?? null;
    setForm((f) => ({ ...f, prompt: insertAt(f.prompt, cursor, snippet).text }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(fieldErrors(questionInputSchema, inputOf(form))).length > 0) return;
    onSave(form);
  };

  const filled = form.options.map((o) => o.trim().length > 0);
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      aria-label={question ? "Editar questão" : "Nova questão"}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="question-type" label="Tipo">
          <NativeSelect
            id="question-type"
            value={form.type}
            onChange={(e) => set({ type: e.target.value as QuestionType })}
          >
            {QUESTION_TYPES.map((t) => (
              <option key={t} value={t}>
                {QUESTION_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="question-difficulty" label="Dificuldade da questão">
          <NativeSelect
            id="question-difficulty"
            value={form.difficulty}
            onChange={(e) => set({ difficulty: e.target.value })}
          >
            <option value="">Igual à do exercício</option>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="question-competency" label="Competência (Matriz do ENEM)" error={errors.skill}>
          <MatrixSelect
            id="question-competency"
            value={form.competency}
            choices={COMPETENCIES}
            onChange={(competency) => set({ competency })}
          />
        </FormField>
        <FormField id="question-skill" label="Habilidade">
          <MatrixSelect
            id="question-skill"
            value={form.skill}
            choices={SKILLS}
            onChange={(skill) => set({ skill })}
          />
        </FormField>
        <FormField id="question-source" label="Fonte do texto (opcional)">
          <Input
            id="question-source"
            value={form.source}
            maxLength={300}
            onChange={(e) => set({ source: e.target.value })}
          />
        </FormField>
      </div>

      <FormField
        id="question-prompt"
        label="Pergunta"
        error={errors.prompt}
        hint="Markdown: **negrito**, tabelas, gráficos, fórmulas entre $ $ e imagens enviadas abaixo."
      >
        <Textarea
          {...fieldAria("question-prompt", errors.prompt)}
          ref={promptRef}
          value={form.prompt}
          rows={5}
          maxLength={5000}
          onChange={(e) => set({ prompt: e.target.value })}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => insertInPrompt(TABLE_TEMPLATE)}>
          <Table /> Inserir tabela
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => insertInPrompt(CHART_TEMPLATE)}>
          <ChartColumn /> Inserir gráfico
        </Button>
      </div>
      <ImageUpload onUploaded={(image) => insertInPrompt(image.markdown)} />
      <Preview label="Pré-visualização da pergunta" text={form.prompt} />

      {form.type === "multipla_escolha" && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Alternativas (ao menos duas; marque a correta)</legend>
          {form.options.map((option, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five boxes are fixed letters A–E.
            <div key={i} className="flex items-center gap-2">
              <input
                type="radio"
                name="question-correct"
                className="size-4 shrink-0 accent-primary"
                aria-label={`Alternativa ${optionLetter(i)} é a correta`}
                checked={form.correctIndex === i}
                disabled={!filled[i]}
                onChange={() => set({ correctIndex: i })}
              />
              <span className="w-5 shrink-0 text-sm font-semibold" aria-hidden="true">
                {optionLetter(i)}
              </span>
              <div className="grid flex-1 gap-1">
                <Input
                  aria-label={`Alternativa ${optionLetter(i)}`}
                  value={option}
                  maxLength={500}
                  onChange={(e) => {
                    const options = form.options.map((o, j) => (j === i ? e.target.value : o));
                    const cleared = form.correctIndex === i && e.target.value.trim() === "";
                    set({ options, correctIndex: cleared ? null : form.correctIndex });
                  }}
                />
                <Input
                  aria-label={`Comentário da alternativa ${optionLetter(i)}`}
                  placeholder={
                    form.correctIndex === i ? "Por que está correta" : "O erro que leva a esta alternativa"
                  }
                  className="h-8 text-xs"
                  value={form.optionNotes[i] ?? ""}
                  maxLength={500}
                  disabled={!filled[i]}
                  onChange={(e) =>
                    set({ optionNotes: form.optionNotes.map((n, j) => (j === i ? e.target.value : n)) })
                  }
                />
              </div>
            </div>
          ))}
          {(errors.options || errors.correctAnswer || errors.optionNotes) && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.options ?? errors.correctAnswer ?? errors.optionNotes}
            </p>
          )}
        </fieldset>
      )}

      {form.type === "verdadeiro_falso" && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Resposta correta</legend>
          <div className="flex gap-6">
            {(["Verdadeiro", "Falso"] as const).map((v) => (
              <label key={v} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="question-true-false"
                  className="size-4 accent-primary"
                  checked={form.trueFalse === v}
                  onChange={() => set({ trueFalse: v })}
                />
                {v}
              </label>
            ))}
          </div>
          {errors.correctAnswer && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.correctAnswer}
            </p>
          )}
        </fieldset>
      )}

      {form.type === "dissertativa" && (
        <FormField
          id="question-model"
          label="Resposta modelo"
          error={errors.correctAnswer}
          hint="O estudante escreve a resposta dele e, no resultado, a compara com esta. Questões dissertativas não entram na nota."
        >
          <Textarea
            {...fieldAria("question-model", errors.correctAnswer)}
            value={form.modelAnswer}
            rows={4}
            maxLength={5000}
            onChange={(e) => set({ modelAnswer: e.target.value })}
          />
        </FormField>
      )}

      <FormField id="question-explanation" label="Explicação (opcional)" error={errors.explanation}>
        <Textarea
          {...fieldAria("question-explanation", errors.explanation)}
          value={form.explanation}
          rows={4}
          maxLength={5000}
          onChange={(e) => set({ explanation: e.target.value })}
        />
      </FormField>
      <Preview label="Pré-visualização da explicação" text={form.explanation} />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          Voltar à lista
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Salvando..." : question ? "Salvar questão" : "Adicionar questão"}
        </Button>
      </div>
    </form>
  );
}
