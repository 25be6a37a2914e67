import { MailCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ROLE_DESCRIPTIONS, STAFF_MESSAGES } from "#domain/admin/staff";
import { ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { RumoLogo } from "#web/components/rumo-logo.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useAcceptInvitation, useInvitation } from "./api/invitation.ts";
import { ExistingAccountForm, NewAccountForm } from "./invitation-forms.tsx";

const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 410);

/** /admin/convite/:token — the e-mailed link: who is invited with which role, then the acceptance form. */
export function AdminInvitationPage() {
  const { token = "" } = useParams();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();

  const submit = (body: { name?: string; password: string }) =>
    accept.mutate(body, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        navigate("/admin/login", { replace: true });
      },
    });

  let content: ReactNode;
  if (invitation.isPending) content = <LoadingState label="Carregando convite..." />;
  else if (isInvalidLink(invitation.error) || isInvalidLink(accept.error)) content = <InvalidInvitation />;
  else if (invitation.isError)
    content = <ErrorState message={errorMessage(invitation.error)} onRetry={() => invitation.refetch()} />;
  else {
    const info = invitation.data;
    content = (
      <Card className="w-full">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-2xl">
            <MailCheck className="size-6 text-primary" aria-hidden="true" /> Convite para a equipe
          </CardTitle>
          <CardDescription>
            Para <strong className="break-all text-foreground">{info.email}</strong> com o perfil{" "}
            <Badge variant="secondary">{info.roleLabel}</Badge>
          </CardDescription>
          <p className="text-sm text-muted-foreground">{ROLE_DESCRIPTIONS[info.role]}</p>
        </CardHeader>
        <CardContent>
          {info.hasAccount ? (
            <ExistingAccountForm
              email={info.email}
              pending={accept.isPending}
              error={accept.isError ? errorMessage(accept.error) : null}
              onSubmit={submit}
            />
          ) : (
            <NewAccountForm
              email={info.email}
              pending={accept.isPending}
              error={accept.isError ? errorMessage(accept.error) : null}
              onSubmit={submit}
            />
          )}
        </CardContent>
      </Card>
    );
  }

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <div className="mb-6">
        <RumoLogo />
      </div>
      <div className="w-full max-w-md">{content}</div>
    </main>
  );
}

function InvalidInvitation() {
  return (
    <Card className="w-full" data-testid="invitation-invalid">
      <CardHeader>
        <CardTitle className="text-xl">{STAFF_MESSAGES.invitationInvalid}</CardTitle>
        <CardDescription>
          O link já foi usado, foi cancelado ou passou dos 7 dias. Peça um novo convite a um administrador do
          Rumo.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/admin/login">Ir para o login do painel</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
