import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "#domain/auth/schemas";
import { type ChangePasswordInput, changePasswordSchema, PROFILE_MESSAGES } from "#domain/profile/schemas";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { PasswordInput } from "#web/components/password-input.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useChangePassword } from "./api/change-password.ts";

const EMPTY: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordCard() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput, unknown, z.output<typeof changePasswordSchema>>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(
    (values) =>
      change.mutate(values, {
        onSuccess: () => {
          toast.success(PROFILE_MESSAGES.passwordChanged, {
            description: "Os outros aparelhos conectados foram desconectados.",
          });
          form.reset(EMPTY);
        },
        onError: (error) =>
          toast.error(PROFILE_MESSAGES.passwordFailed, { description: errorMessage(error) }),
      }),
    // Titled warnings, on top of the messages under the fields.
    (invalid) => {
      const p = PROFILE_MESSAGES;
      const values = form.getValues();
      if (
        invalid.newPassword &&
        values.newPassword.length > 0 &&
        values.newPassword.length < PASSWORD_MIN_LENGTH
      )
        toast.error(p.weakPassword.title, { description: p.weakPassword.body });
      else if (invalid.confirmPassword?.message === p.passwordsDontMatch.body)
        toast.error(p.passwordsDontMatch.title, { description: p.passwordsDontMatch.body });
    },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-4 text-primary" aria-hidden="true" />
          Alterar senha
        </CardTitle>
        <CardDescription>
          Ao trocar a senha, os outros aparelhos conectados saem da sua conta.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="currentPassword" label="Senha atual" error={errors.currentPassword?.message}>
            <PasswordInput
              autoComplete="current-password"
              {...fieldAria("currentPassword", errors.currentPassword?.message)}
              {...form.register("currentPassword")}
            />
          </FormField>
          <FormField id="newPassword" label="Nova senha" error={errors.newPassword?.message}>
            <PasswordInput
              autoComplete="new-password"
              placeholder="Pelo menos 6 caracteres"
              {...fieldAria("newPassword", errors.newPassword?.message)}
              {...form.register("newPassword")}
            />
          </FormField>
          <FormField
            id="confirmPassword"
            label="Confirmar nova senha"
            error={errors.confirmPassword?.message}
          >
            <PasswordInput
              autoComplete="new-password"
              placeholder="Repita a nova senha"
              {...fieldAria("confirmPassword", errors.confirmPassword?.message)}
              {...form.register("confirmPassword")}
            />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" disabled={change.isPending} className="w-full sm:w-auto">
              {change.isPending ? "Alterando..." : "Alterar senha"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
