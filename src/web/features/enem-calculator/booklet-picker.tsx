import type { ReactNode } from "react";
import { ENEM_YEARS, type EnemBooklet } from "#domain/enem-score/api";
import { FormField } from "#web/components/form-field.tsx";
import { EmptyState, ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { type Choice, choicesOf, type Option } from "./booklet-choices.ts";

function Select<T extends string | number>({
  id,
  className,
  label,
  placeholder,
  value,
  options,
  onChange,
}: {
  id: string;
  className?: string;
  label: string;
  placeholder: string;
  value: T | undefined | null;
  options: Option<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <div className={className}>
      <FormField id={id} label={label}>
        <NativeSelect
          id={id}
          value={value ?? ""}
          onChange={(e) => {
            const option = options.find((o) => String(o.value) === e.target.value);
            if (option) onChange(option.value);
          }}
        >
          {(value === undefined || value === null) && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}

/** Year, day, area, application and booklet colour, each step offering what the year's booklets have. */
export function BookletPicker({
  ano,
  onAno,
  booklets,
  choice,
  onChoice,
  prova,
  onProva,
}: {
  ano: number | null;
  onAno: (ano: number) => void;
  booklets: { data?: EnemBooklet[]; isPending: boolean; error: unknown; refetch: () => void };
  choice: Choice;
  onChoice: (choice: Choice) => void;
  prova: string | null;
  onProva: (prova: string) => void;
}) {
  const years = ENEM_YEARS.map((y) => ({ value: y, label: String(y) }));
  let rest: ReactNode = null;
  let state: ReactNode = null;
  if (ano !== null && booklets.error) {
    state = (
      <ErrorState
        title="Não foi possível carregar as provas"
        message={errorMessage(booklets.error)}
        onRetry={booklets.refetch}
      />
    );
  } else if (ano !== null && booklets.isPending) {
    state = <LoadingState label="Carregando as provas…" className="py-6" />;
  } else if (ano !== null && booklets.data?.length === 0) {
    state = (
      <EmptyState
        title={`Ainda não há provas de ${ano}`}
        message="O INEP ainda não publicou os parâmetros das questões desse ano. Escolha outro ano."
      />
    );
  } else if (ano !== null && booklets.data) {
    const c = choicesOf(ano, booklets.data, choice);
    rest = (
      <>
        <Select
          id="enem-dia"
          label="Dia"
          placeholder="Escolha o dia"
          value={choice.dia}
          options={c.days}
          onChange={(dia) => onChoice({ dia })}
        />
        {choice.dia && (
          <Select
            id="enem-area"
            className="@md:col-span-2"
            label="Área"
            placeholder="Escolha a área"
            value={choice.area}
            options={c.areas}
            onChange={(area) => onChoice({ dia: choice.dia, area })}
          />
        )}
        {choice.area && c.applications.length > 1 && (
          <Select
            id="enem-aplicacao"
            label="Aplicação"
            placeholder="Escolha a aplicação"
            value={c.aplicacao}
            options={c.applications}
            onChange={(aplicacao) => onChoice({ ...choice, aplicacao })}
          />
        )}
        {choice.area && c.aplicacao !== undefined && (
          <Select
            id="enem-cor"
            label="Cor do caderno"
            placeholder="Escolha a cor"
            value={c.colors.some((o) => o.value === prova) ? prova : null}
            options={c.colors}
            onChange={onProva}
          />
        )}
      </>
    );
  }
  return (
    <div className="@container grid gap-4">
      <div className="grid grid-cols-1 gap-4 @md:grid-cols-2 @3xl:grid-cols-4">
        <Select
          id="enem-ano"
          label="Ano"
          placeholder="Escolha o ano"
          value={ano}
          options={years}
          onChange={onAno}
        />
        {rest}
      </div>
      {state}
    </div>
  );
}
