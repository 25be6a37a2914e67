import { MailX, Users } from "lucide-react";
import type { StaffInvitation } from "#domain/admin/staff";
import { ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { formatDateTime } from "#web/features/admin/format.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useSession } from "#web/lib/session.ts";
import { toast } from "#web/lib/toast.ts";
import { useCancelInvitation, useStaffList } from "./api/staff.ts";
import { InviteForm } from "./invite-form.tsx";
import { MemberRow } from "./member-row.tsx";

/** Configurações › Notificações: who is on the staff with which role, and the invitations out. */
export function StaffCard() {
  const staff = useStaffList();
  const { user } = useSession();
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-5" aria-hidden="true" /> Subadministradores
        </CardTitle>
        <CardDescription>
          Administrador faz tudo; Editor cuida do conteúdo e dos temas de redação; Suporte consulta usuários e
          assinaturas e altera planos, sem acesso às configurações.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <InviteForm />
        {staff.isPending ? (
          <LoadingState label="Carregando equipe..." className="py-6" />
        ) : staff.isError ? (
          <ErrorState message={errorMessage(staff.error)} onRetry={() => staff.refetch()} />
        ) : (
          <>
            <section aria-labelledby="staff-members-title">
              <h4 id="staff-members-title" className="text-sm font-semibold">
                Equipe ({staff.data.members.length})
              </h4>
              <ul className="divide-y">
                {staff.data.members.map((m) => (
                  <MemberRow key={m.id} member={m} isMe={m.id === user?.id} />
                ))}
              </ul>
            </section>
            <section aria-labelledby="staff-invitations-title">
              <h4 id="staff-invitations-title" className="text-sm font-semibold">
                Convites pendentes
              </h4>
              {staff.data.invitations.length === 0 ? (
                <p className="py-3 text-sm text-muted-foreground">Nenhum convite pendente.</p>
              ) : (
                <ul className="divide-y">
                  {staff.data.invitations.map((i) => (
                    <InvitationRow key={i.id} invitation={i} />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function InvitationRow({ invitation }: { invitation: StaffInvitation }) {
  const cancel = useCancelInvitation();
  const onCancel = () =>
    cancel.mutate(invitation.id, {
      onSuccess: (answer) => toast.success(answer.message, { description: invitation.email }),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 break-all font-medium">{invitation.email}</span>
          <Badge variant="outline">{invitation.roleLabel}</Badge>
        </p>
        <p className="text-xs text-muted-foreground">
          Enviado em {formatDateTime(invitation.sentAt)} · expira em {formatDateTime(invitation.expiresAt)}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start sm:self-center"
        onClick={onCancel}
        disabled={cancel.isPending}
      >
        <MailX aria-hidden="true" /> {cancel.isPending ? "Cancelando..." : "Cancelar convite"}
      </Button>
    </li>
  );
}
