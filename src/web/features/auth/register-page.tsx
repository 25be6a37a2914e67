import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { RegisterInput } from "#domain/auth/schemas";
import { MESSAGES } from "#domain/shared/messages";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { PasswordInput } from "#web/components/password-input.tsx";
import { PhoneField } from "#web/components/phone-input.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { loginPathFor, safeRedirect } from "#web/lib/session.ts";
import { toast } from "#web/lib/toast.ts";
import { useRegister } from "./api.ts";
import { AuthLayout } from "./auth-layout.tsx";
import { registerResolver } from "./register-resolver.ts";

const m = MESSAGES.auth;

export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  // A visitor who came from a page (the plans) signs in next and goes back to it.
  const redirect = useSearchParams()[0].get("redirect");
  const loginPath = redirect ? loginPathFor(safeRedirect(redirect)) : "/login";
  const form = useForm<RegisterInput>({
    resolver: registerResolver,
    defaultValues: {
      fullName: "",
      email: "",
      phone: "",
      password: "",
      confirmPassword: "",
      acceptTerms: false as true,
    },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(
    (values) =>
      register.mutate(values, {
        onSuccess: () => {
          toast.success(m.registerSuccess);
          navigate(loginPath);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "EMAIL_TAKEN")
            toast.error(m.registerDuplicateTitle, { description: m.registerDuplicateBody });
          else if (error instanceof ApiError && error.status === 400)
            toast.error(m.registerError, { description: error.message });
          else
            toast.error(m.registerError, {
              description: error instanceof ApiError ? error.message : undefined,
            });
        },
      }),
    (invalid) => {
      if (invalid.password?.message === m.weakPasswordBody)
        toast.error(m.weakPasswordTitle, { description: m.weakPasswordBody });
    },
  );

  return (
    <AuthLayout
      title="Criar conta"
      description="Comece a estudar com o Rumo em menos de um minuto."
      footer={
        <>
          Já tem conta?{" "}
          <Link to={loginPath} className="font-medium text-primary hover:underline">
            Entrar
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
        <FormField id="fullName" label="Nome completo" error={errors.fullName?.message}>
          <Input
            autoComplete="name"
            placeholder="Seu nome completo"
            {...fieldAria("fullName", errors.fullName?.message)}
            {...form.register("fullName")}
          />
        </FormField>
        <FormField id="email" label="E-mail" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="seu@email.com"
            {...fieldAria("email", errors.email?.message)}
            {...form.register("email")}
          />
        </FormField>
        <PhoneField control={form.control} error={errors.phone?.message} />
        <FormField
          id="password"
          label="Senha"
          error={errors.password?.message}
          hint="Pelo menos 6 caracteres. Evite senhas óbvias como 123456."
        >
          <PasswordInput
            autoComplete="new-password"
            placeholder="Crie uma senha"
            {...fieldAria("password", errors.password?.message)}
            {...form.register("password")}
          />
        </FormField>
        <FormField id="confirmPassword" label="Confirmar senha" error={errors.confirmPassword?.message}>
          <PasswordInput
            autoComplete="new-password"
            placeholder="Repita a senha"
            {...fieldAria("confirmPassword", errors.confirmPassword?.message)}
            {...form.register("confirmPassword")}
          />
        </FormField>
        <div className="grid grid-cols-1 gap-1.5">
          <div className="flex items-start gap-3">
            <Controller
              control={form.control}
              name="acceptTerms"
              render={({ field }) => (
                <Checkbox
                  id="acceptTerms"
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  aria-invalid={errors.acceptTerms ? true : undefined}
                  aria-describedby={errors.acceptTerms ? "acceptTerms-error" : undefined}
                  className="mt-0.5"
                />
              )}
            />
            <label htmlFor="acceptTerms" className="text-sm leading-snug">
              Li e aceito os{" "}
              <Link to="/terms" target="_blank" className="font-medium text-primary hover:underline">
                termos de uso
              </Link>{" "}
              e a{" "}
              <Link to="/privacy" target="_blank" className="font-medium text-primary hover:underline">
                política de privacidade
              </Link>
              .
            </label>
          </div>
          {errors.acceptTerms && (
            <p id="acceptTerms-error" role="alert" className="text-sm font-medium text-destructive">
              {errors.acceptTerms.message}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" disabled={register.isPending}>
          {register.isPending ? m.registering : "Criar conta"}
        </Button>
      </form>
    </AuthLayout>
  );
}
