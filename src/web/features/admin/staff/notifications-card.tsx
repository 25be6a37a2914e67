import { Bell } from "lucide-react";
import { STAFF_MESSAGES, type StaffPreferences } from "#domain/admin/staff";
import { ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useSaveStaffPreferences, useStaffPreferences } from "./api/notifications.ts";

type Toggle = { key: keyof StaffPreferences; label: string; description: string; unavailable?: boolean };

const TOGGLES: Toggle[] = [
  {
    key: "systemAlerts",
    label: "Alertas do sistema",
    description: "Mostra no Dashboard as tarefas em segundo plano que falharam nos últimos 7 dias.",
  },
  {
    key: "emailAlerts",
    label: "E-mail",
    description: "Envia um e-mail para você quando uma tarefa em segundo plano falha de vez.",
  },
  { key: "smsAlerts", label: "SMS", description: STAFF_MESSAGES.smsUnavailable, unavailable: true },
];

/** Configurações › Notificações: my own switches, each saved as soon as it changes. */
export function NotificationsCard() {
  const prefs = useStaffPreferences();
  const save = useSaveStaffPreferences();

  const toggle = (key: keyof StaffPreferences, value: boolean) => {
    if (!prefs.data) return;
    save.mutate(
      { ...prefs.data, [key]: value },
      {
        onSuccess: () => toast.success(STAFF_MESSAGES.preferencesSaved),
        onError: (error) => toast.error("Erro ao salvar configuração", { description: errorMessage(error) }),
      },
    );
  };

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell className="size-5" aria-hidden="true" /> Notificações
        </CardTitle>
        <CardDescription>Como o Rumo avisa você. Cada pessoa da equipe escolhe as suas.</CardDescription>
      </CardHeader>
      <CardContent>
        {prefs.isPending ? (
          <LoadingState className="py-6" />
        ) : prefs.isError ? (
          <ErrorState message={errorMessage(prefs.error)} onRetry={() => prefs.refetch()} />
        ) : (
          <ul className="divide-y">
            {TOGGLES.map((t) => (
              <li key={t.key} className="flex items-center justify-between gap-4 py-3">
                <div className="min-w-0">
                  <label htmlFor={`pref-${t.key}`} className="font-medium">
                    {t.label}
                  </label>
                  <p id={`pref-${t.key}-hint`} className="text-sm text-muted-foreground">
                    {t.description}
                  </p>
                </div>
                <Switch
                  id={`pref-${t.key}`}
                  aria-describedby={`pref-${t.key}-hint`}
                  checked={prefs.data[t.key]}
                  disabled={t.unavailable || save.isPending}
                  onCheckedChange={(value) => toggle(t.key, value)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
