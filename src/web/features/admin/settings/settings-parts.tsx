import { Info, KeyRound } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import type { SecretState } from "#domain/admin/settings";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";

/** Field errors of a form, by field name, from a zod safeParse or a server answer. */
export type FieldErrors = Partial<Record<string, string>>;

export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/** The environment wins over what is saved here: say so, with the variables' names. */
export function EnvOverrideNote({ variables, children }: { variables: string; children?: ReactNode }) {
  return (
    <Alert variant="warning" data-testid="env-override">
      <Info aria-hidden="true" />
      <div>
        <AlertTitle>Definido pelo ambiente do servidor</AlertTitle>
        <AlertDescription>
          As variáveis de ambiente {variables} estão definidas e valem no lugar do que for salvo aqui.
          {children}
        </AlertDescription>
      </div>
    </Alert>
  );
}

/** A labelled input with its hint and its error, tied together for screen readers. */
export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: string; hint?: ReactNode; error?: string } & ComponentProps<"input">) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        autoComplete="off"
        spellCheck={false}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** What is saved of a secret: never the value, only its last four characters. */
export function savedSecretText(state: SecretState): string {
  if (!state.saved) return "Nenhuma chave salva";
  return state.last4 ? `Salva: •••• ${state.last4}` : "Salva (não foi possível ler com o AUTH_SECRET atual)";
}

/** A password-style field for a secret; blank keeps what is saved. */
export function SecretField({
  id,
  label,
  state,
  value,
  onChange,
  error,
  placeholder,
  action,
}: {
  id: string;
  label: string;
  state: SecretState;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
  action?: ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <TextField
        id={id}
        label={label}
        type="password"
        value={value}
        error={error}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        hint={state.saved ? "Deixe em branco para manter a chave salva." : undefined}
      />
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="inline-flex items-center gap-1 text-muted-foreground" data-testid={`${id}-saved`}>
          <KeyRound className="size-3.5" aria-hidden="true" />
          {savedSecretText(state)}
        </span>
        {action}
      </div>
    </div>
  );
}
