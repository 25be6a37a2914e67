import { UserMinus } from "lucide-react";
import { useState } from "react";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "#domain/admin/roles";
import type { StaffMember } from "#domain/admin/staff";
import { ConfirmDialog } from "#web/components/confirm-dialog.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useRemoveStaff, useSetStaffRole } from "./api/staff.ts";

const sinceFormat = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short" });

/** One member: role chosen from a list (saved at once), and removal after a confirmation. */
export function MemberRow({ member, isMe }: { member: StaffMember; isMe: boolean }) {
  const setRole = useSetStaffRole();
  const remove = useRemoveStaff();
  const [confirming, setConfirming] = useState(false);
  const selectId = `role-${member.id}`;

  const changeRole = (role: StaffRole) =>
    setRole.mutate(
      { userId: member.id, role },
      {
        onSuccess: (answer) =>
          toast.success(answer.message, { description: `${member.name}: ${ROLE_LABELS[role]}` }),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  const confirmRemoval = () =>
    remove.mutate(member.id, {
      onSuccess: (answer) => {
        setConfirming(false);
        toast.success(answer.message);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{member.name}</span>
          {isMe && <Badge variant="secondary">Você</Badge>}
        </p>
        <p className="break-all text-sm text-muted-foreground">{member.email}</p>
        <p className="text-xs text-muted-foreground">
          Na equipe desde {sinceFormat.format(new Date(member.since))}
        </p>
      </div>
      {isMe ? (
        <Badge variant="outline" className="self-start sm:self-center">
          {member.roleLabel}
        </Badge>
      ) : (
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="sr-only">
            Perfil de {member.name}
          </label>
          <NativeSelect
            id={selectId}
            className="w-40"
            value={member.role}
            disabled={setRole.isPending}
            onChange={(e) => changeRole(e.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
          <Button
            variant="outline"
            size="icon"
            onClick={() => setConfirming(true)}
            aria-label={`Remover ${member.name} da equipe`}
          >
            <UserMinus aria-hidden="true" />
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Remover ${member.name} da equipe?`}
        description="A conta volta a ser comum: a pessoa perde o acesso ao painel e as sessões dela terminam agora. Ela pode ser convidada de novo depois."
        confirmLabel="Remover da equipe"
        pendingLabel="Removendo..."
        pending={remove.isPending}
        onConfirm={confirmRemoval}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
