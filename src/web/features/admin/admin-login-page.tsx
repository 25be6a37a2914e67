import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Navigate, useNavigate } from "react-router";
import { isStaffRole } from "#domain/admin/roles";
import { type LoginInput, loginSchema } from "#domain/auth/schemas";
import { MESSAGES } from "#domain/shared/messages";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { LoadingState } from "#web/components/page-states.tsx";
import { PasswordInput } from "#web/components/password-input.tsx";
import { RumoLogo } from "#web/components/rumo-logo.tsx";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { useSession } from "#web/lib/session.ts";
import { toast } from "#web/lib/toast.ts";
import { useAdminLogin } from "./api/admin-login.ts";

function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.auth.connectError;
  if (error.status === 401) return MESSAGES.auth.invalidCredentials;
  if (error.status === 400 || error.status === 403 || error.status === 429) return error.message;
  return MESSAGES.auth.connectError;
}

/** /admin/login: staff only; an already signed-in staff member goes straight to the dashboard. */
export function AdminLoginPage() {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const login = useAdminLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const errors = form.formState.errors;

  if (isLoading) return <LoadingState className="min-h-dvh" />;
  if (user && isStaffRole(user.role)) return <Navigate to="/admin/dashboard" replace />;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => {
        toast.success(MESSAGES.auth.loginSuccess);
        navigate("/admin/dashboard", { replace: true });
      },
    }),
  );

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <div className="mb-6">
        <RumoLogo />
      </div>
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-2xl">
            <ShieldCheck className="size-6 text-primary" aria-hidden="true" /> Painel Administrativo
          </CardTitle>
          <CardDescription>Acesso restrito à equipe do Rumo.</CardDescription>
        </CardHeader>
        <CardContent>
          {login.isError && (
            <Alert variant="destructive" className="mb-4" role="alert">
              <AlertDescription>{failureText(login.error)}</AlertDescription>
            </Alert>
          )}
          <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
            <FormField id="email" label="E-mail" error={errors.email?.message}>
              <Input
                type="email"
                autoComplete="username"
                {...fieldAria("email", errors.email?.message)}
                {...form.register("email")}
              />
            </FormField>
            <FormField id="password" label="Senha" error={errors.password?.message}>
              <PasswordInput
                autoComplete="current-password"
                {...fieldAria("password", errors.password?.message)}
                {...form.register("password")}
              />
            </FormField>
            <Button type="submit" size="lg" disabled={login.isPending}>
              {login.isPending ? "Entrando..." : "Entrar"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
