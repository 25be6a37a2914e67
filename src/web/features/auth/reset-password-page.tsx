import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { RESET_REDIRECT_SECONDS, resetPasswordSchema } from "#domain/auth/schemas";
import { MESSAGES } from "#domain/shared/messages";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { PasswordInput } from "#web/components/password-input.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useResetPassword } from "./api.ts";
import { AuthLayout } from "./auth-layout.tsx";

const m = MESSAGES.auth;
const formSchema = resetPasswordSchema;
type FormValues = { token: string; password: string; confirmPassword: string };

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [state, setState] = useState<"form" | "done" | "invalid">("form");
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const errors = form.formState.errors;

  // A link without its token cannot work: say so and go to the login screen.
  useEffect(() => {
    if (token) return;
    toast.error(m.resetInvalidTitle, { description: m.resetInvalidBody });
    navigate("/login", { replace: true });
  }, [token, navigate]);

  useEffect(() => {
    if (state !== "done") return;
    const timer = setTimeout(() => navigate("/login", { replace: true }), RESET_REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  const onSubmit = form.handleSubmit(
    (values) =>
      reset.mutate(values, {
        onSuccess: () => {
          toast.success(m.resetSuccess);
          setState("done");
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "RESET_TOKEN_INVALID") {
            toast.error(m.resetInvalidTitle, { description: m.resetInvalidBody });
            setState("invalid");
          } else if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
            toast.error(error.message);
          } else toast.error(m.resetError);
        },
      }),
    (invalid) => {
      if (invalid.password?.message === m.weakPasswordBody)
        toast.error(m.weakPasswordTitle, { description: m.weakPasswordBody });
    },
  );

  if (state === "done") {
    return (
      <AuthLayout title={m.resetSuccess}>
        <div className="grid grid-cols-1 gap-4 text-center">
          <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden="true" />
          <p>Sua senha foi alterada. Você será levado ao login em {RESET_REDIRECT_SECONDS} segundos.</p>
          <Button asChild>
            <Link to="/login">Ir para o login</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  if (state === "invalid") {
    return (
      <AuthLayout title={m.resetInvalidTitle}>
        <div className="grid grid-cols-1 gap-4 text-center">
          <TriangleAlert className="mx-auto size-12 text-destructive" aria-hidden="true" />
          <p>{m.resetInvalidBody}. Peça um novo link para redefinir sua senha.</p>
          <Button asChild>
            <Link to="/forgot-password">Pedir novo link</Link>
          </Button>
          <Link to="/login" className="text-sm font-medium text-primary hover:underline">
            Ir para o login
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Criar nova senha" description="Escolha uma senha nova para a sua conta.">
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
        <FormField id="password" label="Nova senha" error={errors.password?.message}>
          <PasswordInput
            autoComplete="new-password"
            placeholder="Pelo menos 6 caracteres"
            {...fieldAria("password", errors.password?.message)}
            {...form.register("password")}
          />
        </FormField>
        <FormField id="confirmPassword" label="Confirmar nova senha" error={errors.confirmPassword?.message}>
          <PasswordInput
            autoComplete="new-password"
            placeholder="Repita a nova senha"
            {...fieldAria("confirmPassword", errors.confirmPassword?.message)}
            {...form.register("confirmPassword")}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={reset.isPending || !token}>
          {reset.isPending ? "Salvando..." : "Salvar nova senha"}
        </Button>
      </form>
    </AuthLayout>
  );
}
