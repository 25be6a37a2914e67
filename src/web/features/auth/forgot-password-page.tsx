import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import {
  FORGOT_PASSWORD_COOLDOWN_SECONDS,
  type ForgotPasswordInput,
  forgotPasswordSchema,
} from "#domain/auth/schemas";
import { formatMessage, MESSAGES } from "#domain/shared/messages";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useAccountLocks } from "./account-locks.ts";
import { useForgotPassword } from "./api.ts";
import { AuthLayout } from "./auth-layout.tsx";

const m = MESSAGES.auth;

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  // The pause between two e-mails is the account's; the server's per-address budget is only told.
  const typed = form.watch("email");
  const cooldown = useAccountLocks(sentTo ?? typed);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    if (cooldown.secondsLeft > 0) {
      toast.error(m.forgotLocalLimit);
      return;
    }
    forgot.mutate(values, {
      onSuccess: () => {
        toast.success(m.forgotSuccess);
        cooldown.lock(values.email, FORGOT_PASSWORD_COOLDOWN_SECONDS);
        setSentTo(values.email);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return toast.error(m.forgotError);
        if (error.code === "EMAIL_RATE_LIMITED") return toast.error(m.forgotRateLimited);
        if (error.code === "EMAIL_COOLDOWN") {
          cooldown.lock(values.email, error.retryAfterSeconds ?? FORGOT_PASSWORD_COOLDOWN_SECONDS);
          return toast.error(m.forgotLocalLimit);
        }
        if (error.code === "EMAIL_TIMEOUT") return toast.error(m.forgotTimeout);
        if (error.status === 400) return toast.error(error.message);
        return toast.error(m.forgotError);
      },
    });
  });

  const backToLogin = (
    <Link to="/login" className="font-medium text-primary hover:underline">
      Voltar para o login
    </Link>
  );

  if (sentTo) {
    return (
      <AuthLayout title="Verifique seu e-mail" footer={backToLogin}>
        <div className="grid grid-cols-1 gap-4 text-center">
          <MailCheck className="mx-auto size-12 text-primary" aria-hidden="true" />
          <p>
            {m.forgotSuccess} Se <strong className="break-all">{sentTo}</strong> tiver uma conta no Rumo, o
            link para criar uma nova senha chega em instantes. Ele vale por 1 hora.
          </p>
          <p className="text-sm text-muted-foreground">Não chegou? Confira a caixa de spam.</p>
          <Button
            variant="outline"
            onClick={() => {
              form.reset({ email: "" });
              setSentTo(null);
            }}
          >
            Tentar novamente
          </Button>
          {cooldown.secondsLeft > 0 && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {formatMessage(m.forgotCooldown, { seconds: cooldown.secondsLeft })}
            </p>
          )}
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Esqueceu a senha?"
      description="Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha."
      footer={backToLogin}
    >
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
        <Button type="submit" size="lg" disabled={forgot.isPending || cooldown.secondsLeft > 0}>
          {forgot.isPending ? "Enviando..." : "Enviar link de recuperação"}
        </Button>
        {cooldown.secondsLeft > 0 && (
          <p className="text-center text-sm text-muted-foreground" aria-live="polite">
            {formatMessage(m.forgotCooldown, { seconds: cooldown.secondsLeft })}
          </p>
        )}
      </form>
    </AuthLayout>
  );
}
