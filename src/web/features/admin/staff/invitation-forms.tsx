import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  type ExistingStaffAccountInput,
  existingStaffAccountSchema,
  type NewStaffAccountInput,
  newStaffAccountSchema,
} from "#domain/admin/staff";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { PasswordInput } from "#web/components/password-input.tsx";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";

type FormProps = {
  email: string;
  pending: boolean;
  error: string | null;
  onSubmit(body: { name?: string; password: string }): void;
};

function FailureAlert({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert variant="destructive" role="alert">
      <AlertDescription>{error}</AlertDescription>
    </Alert>
  );
}

/** No account with this e-mail yet: sign-up's name and password rules. */
export function NewAccountForm({ email, pending, error, onSubmit }: FormProps) {
  const form = useForm<NewStaffAccountInput>({
    resolver: zodResolver(newStaffAccountSchema),
    defaultValues: { name: "", password: "", confirmPassword: "" },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((v) => onSubmit({ name: v.name, password: v.password }));
  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4">
      <FailureAlert error={error} />
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField id="name" label="Nome completo" error={errors.name?.message}>
        <Input autoComplete="name" {...fieldAria("name", errors.name?.message)} {...form.register("name")} />
      </FormField>
      <FormField
        id="password"
        label="Senha"
        error={errors.password?.message}
        hint="Pelo menos 6 caracteres; senhas muito comuns são recusadas."
      >
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria("password", errors.password?.message)}
          {...form.register("password")}
        />
      </FormField>
      <FormField id="confirmPassword" label="Confirmar senha" error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria("confirmPassword", errors.confirmPassword?.message)}
          {...form.register("confirmPassword")}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? "Criando conta..." : "Criar conta e aceitar"}
      </Button>
    </form>
  );
}

/** The e-mail already has an account: its password proves it is the same person. */
export function ExistingAccountForm({ email, pending, error, onSubmit }: FormProps) {
  const form = useForm<ExistingStaffAccountInput>({
    resolver: zodResolver(existingStaffAccountSchema),
    defaultValues: { password: "" },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((v) => onSubmit({ password: v.password }));
  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4">
      <p className="text-sm">
        Já existe uma conta com este e-mail. Confirme a senha dela para entrar na equipe.
      </p>
      <FailureAlert error={error} />
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField id="password" label="Senha da sua conta" error={errors.password?.message}>
        <PasswordInput
          autoComplete="current-password"
          {...fieldAria("password", errors.password?.message)}
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? "Confirmando..." : "Aceitar convite"}
      </Button>
    </form>
  );
}
