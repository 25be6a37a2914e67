import { Calculator } from "lucide-react";
import { type ChangeEvent, type FormEvent, useLayoutEffect, useRef } from "react";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { AnswerSheet } from "./answer-sheet.tsx";
import {
  type AnswerErrors,
  answeredCount,
  answersForSheet,
  type Letter,
  LINGUAS,
  type Lingua,
  normalizeAnswers,
  type SheetLayout,
  withMark,
} from "./answer-string.ts";

/** The answers, typed or pasted in INEP's format or marked on the card, and "Calcular nota". */
export function AnswerEntry({
  text,
  onText,
  layout,
  first,
  lingua,
  onLingua,
  errors,
  pending,
  onSubmit,
}: {
  text: string;
  onText: (text: string) => void;
  layout: SheetLayout;
  first: number;
  lingua: Lingua | null;
  onLingua: (lingua: Lingua | null) => void;
  errors: AnswerErrors;
  pending: boolean;
  onSubmit: () => void;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  // Normalising as the student types must not throw the caret to the end.
  useLayoutEffect(() => {
    if (caret.current === null || !field.current) return;
    field.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const { value, selectionStart } = event.target;
    caret.current = normalizeAnswers(value.slice(0, selectionStart)).length;
    onText(normalizeAnswers(value));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const onMark = (row: number, letter: Letter | null) => onText(withMark(text, layout, lingua, row, letter));
  const answered = answeredCount(text, layout, lingua);

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      {layout.bothLanguages && (
        <FormField id="enem-lingua" label="Língua estrangeira" error={errors.lingua}>
          <div className="sm:max-w-xs">
            <NativeSelect
              {...fieldAria("enem-lingua", errors.lingua)}
              value={lingua ?? ""}
              onChange={(e) => onLingua(LINGUAS.find((l) => l === e.target.value) ?? null)}
            >
              <option value="">Escolha a língua</option>
              <option value="ingles">Inglês</option>
              <option value="espanhol">Espanhol</option>
            </NativeSelect>
          </div>
        </FormField>
      )}
      <FormField
        id="enem-respostas"
        label="Respostas (digite ou cole)"
        error={errors.respostas}
        hint={
          layout.bothLanguages
            ? 'Uma letra de A a E por questão, "." para a que ficou em branco: 45 letras (as 5 da sua língua e as 40 seguintes) ou as 50 do boletim do INEP.'
            : `Uma letra de A a E por questão, "." para a que ficou em branco: ${layout.rows} letras. Espaços e minúsculas são aceitos.`
        }
      >
        <Textarea
          ref={field}
          {...fieldAria("enem-respostas", errors.respostas)}
          aria-describedby={errors.respostas ? "enem-respostas-error" : "enem-respostas-hint"}
          value={text}
          onChange={onChange}
          rows={2}
          spellCheck={false}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder="ABCDE.ABCD…"
          className="font-mono tracking-[0.2em] break-all"
        />
      </FormField>
      <section aria-labelledby="enem-folha" className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="enem-folha" className="font-semibold">
            Folha de respostas
          </h3>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            <strong className="text-foreground">{answered}</strong> de {layout.rows} questões marcadas
          </p>
        </div>
        <p className="text-xs text-muted-foreground">
          Clique na letra para marcar e de novo para desmarcar. No teclado: setas escolhem, A a E marcam e
          passam à próxima, Delete ou Espaço desmarcam.
          {layout.bothLanguages && ` As questões ${first} a ${first + 4} são as da sua língua estrangeira.`}
        </p>
        <AnswerSheet
          id="enem-q"
          sheet={answersForSheet(text, layout, lingua)}
          rows={layout.rows}
          first={first}
          languageRows={layout.bothLanguages ? 5 : 0}
          onMark={onMark}
        />
      </section>
      <div>
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
          {pending ? <Spinner label="Calculando" /> : <Calculator aria-hidden="true" />}
          {pending ? "Calculando…" : "Calcular nota"}
        </Button>
      </div>
    </form>
  );
}
