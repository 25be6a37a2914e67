import { CheckCircle2, TriangleAlert } from "lucide-react";
import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { formatMessage, MESSAGES } from "#domain/shared/messages";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { PasswordInput } from "#web/components/password-input.tsx";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { safeRedirect } from "#web/lib/session.ts";
import { toast } from "#web/lib/toast.ts";
import { useAccountLocks } from "./account-locks.ts";
import { useLogin } from "./api.ts";
import { AuthLayout } from "./auth-layout.tsx";
import { type LoginErrors, type LoginField, prefetchLoginSchema, validateLogin } from "./login-validation.ts";

const m = MESSAGES.auth;

function loginErrorToast(error: unknown) {
  if (!(error instanceof ApiError)) return toast.error(m.unexpectedTitle, { description: m.unexpectedBody });
  if (error.status === 401) return toast.error(m.invalidCredentials);
  if (error.status === 403 || error.status === 429 || error.status === 400) return toast.error(error.message);
  return toast.error(m.connectError);
}

/**
 * The sign-in. Unlike the other forms it does not use react-hook-form: it is one of the two pages a
 * visitor opens first, kept under 120 kB of JavaScript, and two fields do not need the 14 kB. It
 * validates with the same zod schema (fetched on demand, see login-validation.ts) and behaves as the
 * other forms do: errors appear on submit, then follow the typing; the first wrong field gets focus.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [values, setValues] = useState({ email: "", password: "" });
  const [errors, setErrors] = useState<LoginErrors>({});
  const submitted = useRef(false);
  const fields = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  // The server locks an account after repeated wrong passwords; the button waits out that time
  // for that account only, so the next student on a shared computer signs in at once.
  const lock = useAccountLocks(values.email);
  const verified = params.get("verified") === "1";
  const verifyError = params.get("error");

  const change = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted.current)
      void validateLogin(next)
        .then((result) => setErrors(result.errors ?? {}))
        .catch(() => {});
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    let result: Awaited<ReturnType<typeof validateLogin>>;
    try {
      result = await validateLogin(values);
    } catch {
      // The validation could not be fetched (offline): the same answer as a request that failed.
      toast.error(m.connectError);
      return;
    }
    setErrors(result.errors ?? {});
    if (!result.data) {
      fields[result.errors.email ? "email" : "password"].current?.focus();
      return;
    }
    const credentials = result.data;
    login.mutate(credentials, {
      onSuccess: () => {
        toast.success(m.loginSuccess);
        navigate(safeRedirect(params.get("redirect")), { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === "LOGIN_LOCKED")
          lock.lock(credentials.email, error.retryAfterSeconds ?? 60);
        loginErrorToast(error);
      },
    });
  };

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
      <form onSubmit={onSubmit} onFocus={prefetchLoginSchema} noValidate className="grid grid-cols-1 gap-4">
        <FormField id="email" label="E-mail" error={errors.email}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="seu@email.com"
            {...fieldAria("email", errors.email)}
            ref={fields.email}
            name="email"
            value={values.email}
            onChange={change("email")}
          />
        </FormField>
        <FormField id="password" label="Senha" error={errors.password}>
          <PasswordInput
            autoComplete="current-password"
            placeholder="Sua senha"
            {...fieldAria("password", errors.password)}
            ref={fields.password}
            name="password"
            value={values.password}
            onChange={change("password")}
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
