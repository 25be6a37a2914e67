import { Plus, Trash2, X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import {
  type EssayTopicInput,
  type EssayTopicValues,
  ESSAY_TOPIC_LIMITS as L,
} from "#domain/admin/essay-topics";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";

/** The supporting texts as an editable list: each a text with an optional label and source. */
export function SupportingTextsField({
  control,
  register,
  errors,
}: {
  control: Control<EssayTopicInput, unknown, EssayTopicValues>;
  register: UseFormRegister<EssayTopicInput>;
  errors: FieldErrors<EssayTopicInput>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: "supportingTexts" });
  const listError = errors.supportingTexts?.root?.message ?? errors.supportingTexts?.message;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Textos de apoio</legend>
      {fields.length === 0 && (
        <p className="text-sm text-muted-foreground">
          Nenhum texto de apoio. O estudante verá só as instruções.
        </p>
      )}
      {fields.map((field, i) => {
        const e = errors.supportingTexts?.[i];
        const n = i + 1;
        return (
          <div key={field.id} className="grid gap-3 rounded-md border p-3" data-testid="supporting-text">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-semibold">Texto {n}</p>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => remove(i)}
                aria-label={`Remover texto de apoio ${n}`}
              >
                <Trash2 aria-hidden="true" /> Remover
              </Button>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField
                id={`topic-text-${i}-label`}
                label={`Rótulo do texto ${n} (opcional)`}
                error={e?.label?.message}
              >
                <Input
                  maxLength={L.label}
                  placeholder="Texto I"
                  {...fieldAria(`topic-text-${i}-label`, e?.label?.message)}
                  {...register(`supportingTexts.${i}.label`)}
                />
              </FormField>
              <FormField
                id={`topic-text-${i}-source`}
                label={`Fonte do texto ${n} (opcional)`}
                error={e?.source?.message}
              >
                <Input
                  maxLength={L.source}
                  placeholder="IBGE, 2022"
                  {...fieldAria(`topic-text-${i}-source`, e?.source?.message)}
                  {...register(`supportingTexts.${i}.source`)}
                />
              </FormField>
            </div>
            <FormField id={`topic-text-${i}-text`} label={`Texto de apoio ${n}`} error={e?.text?.message}>
              <Textarea
                rows={4}
                maxLength={L.supportingText}
                {...fieldAria(`topic-text-${i}-text`, e?.text?.message)}
                {...register(`supportingTexts.${i}.text`)}
              />
            </FormField>
          </div>
        );
      })}
      {listError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={fields.length >= L.supportingTexts}
          onClick={() => append({ label: `Texto ${toRoman(fields.length + 1)}`, text: "", source: "" })}
        >
          <Plus aria-hidden="true" /> Adicionar texto de apoio
        </Button>
      </div>
    </fieldset>
  );
}

const ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII"];
const toRoman = (n: number) => ROMAN[n - 1] ?? String(n);

/** Keywords as badges: type one and press Enter (or a comma) or 'Adicionar'; × removes it. */
export function KeywordsField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error: string | undefined;
}) {
  const [draft, setDraft] = useState("");
  const add = () => {
    const words = draft
      .split(",")
      .map((w) => w.trim())
      .filter(Boolean);
    if (words.length === 0) return;
    const known = new Set(value.map((k) => k.toLocaleLowerCase("pt-BR")));
    onChange([...value, ...words.filter((w) => !known.has(w.toLocaleLowerCase("pt-BR")))]);
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    }
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="topic-keyword">Palavras-chave</Label>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Palavras-chave do tema">
          {value.map((k) => (
            <li key={k}>
              <Badge variant="outline" className="gap-1 pr-1">
                {k}
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => onChange(value.filter((w) => w !== k))}
                  aria-label={`Remover palavra-chave ${k}`}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id="topic-keyword"
          value={draft}
          maxLength={L.keyword}
          placeholder="Digite e tecle Enter"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "topic-keyword-error" : "topic-keyword-hint"}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={add}
        />
        <Button type="button" variant="outline" onClick={add} disabled={value.length >= L.keywords}>
          Adicionar
        </Button>
      </div>
      {error ? (
        <p id="topic-keyword-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id="topic-keyword-hint" className="text-xs text-muted-foreground">
          Até {L.keywords}; aparecem como etiquetas no tema do estudante.
        </p>
      )}
    </div>
  );
}
