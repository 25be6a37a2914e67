import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, TriangleAlert } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { type LoginInput, loginSchema } from "#domain/auth/schemas";
import { formatMessage, MESSAGES } from "#domain/shared/messages";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { PasswordInput } from "#web/components/password-input.tsx";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { safeRedirect } from "#web/lib/session.ts";
import { useAccountLocks } from "./account-locks.ts";
import { useLogin } from "./api.ts";
import { AuthLayout } from "./auth-layout.tsx";

const m = MESSAGES.auth;

function loginErrorToast(error: unknown) {
  if (!(error instanceof ApiError)) return toast.error(m.unexpectedTitle, { description: m.unexpectedBody });
  if (error.status === 401) return toast.error(m.invalidCredentials);
  if (error.status === 403 || error.status === 429 || error.status === 400) return toast.error(error.message);
  return toast.error(m.connectError);
}

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  // The server locks an account after repeated wrong passwords; the button waits out that time
  // for that account only, so the next student on a shared computer signs in at once.
  const lock = useAccountLocks(form.watch("email"));
  const errors = form.formState.errors;
  const verified = params.get("verified") === "1";
  const verifyError = params.get("error");

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => {
        toast.success(m.loginSuccess);
        navigate(safeRedirect(params.get("redirect")), { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === "LOGIN_LOCKED")
          lock.lock(values.email, error.retryAfterSeconds ?? 60);
        loginErrorToast(error);
      },
    }),
  );

  return (
    <AuthLayout
      title="Entrar"
      description="Bem-vindo de volta! Entre para continuar seus estudos."
      footer={
        <>
          Ainda não tem conta?{" "}
          <Link to="/register" className="font-medium text-primary hover:underline">
            Criar conta
          </Link>
        </>
      }
    >
      {verifyError ? (
        <Alert variant="destructive" className="mb-4">
          <TriangleAlert />
          <AlertDescription>{m.verifyInvalid}</AlertDescription>
        </Alert>
      ) : (
        verified && (
          <Alert variant="success" className="mb-4">
            <CheckCircle2 />
            <AlertDescription>{m.verifySuccess}</AlertDescription>
          </Alert>
        )
      )}
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
        <FormField id="email" label="E-mail" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="seu@email.com"
            {...fieldAria("email", errors.email?.message)}
            {...form.register("email")}
          />
        </FormField>
        <FormField id="password" label="Senha" error={errors.password?.message}>
          <PasswordInput
            autoComplete="current-password"
            placeholder="Sua senha"
            {...fieldAria("password", errors.password?.message)}
            {...form.register("password")}
          />
        </FormField>
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
            Esqueci minha senha
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={login.isPending || lock.secondsLeft > 0}>
          {login.isPending ? m.loggingIn : "Entrar"}
        </Button>
        {lock.secondsLeft > 0 && (
          <p className="text-center text-sm text-muted-foreground" aria-live="polite">
            {formatMessage(m.loginLocked, { minutes: Math.ceil(lock.secondsLeft / 60) })}
          </p>
        )}
      </form>
    </AuthLayout>
  );
}
