import { Bell, CalendarClock, FileBarChart, Mail, MessageSquare } from "lucide-react";
import type { ComponentType } from "react";
import { type NotificationSettings, PROFILE_MESSAGES } from "#domain/profile/schemas";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useUpdateSettings } from "./api/update-settings.ts";

const SWITCHES: {
  key: keyof NotificationSettings;
  label: string;
  description: string;
  icon: ComponentType<{ className?: string }>;
}[] = [
  {
    key: "emailNotifications",
    label: "Notificações por e-mail",
    description: "Novidades da sua conta e avisos importantes no seu e-mail.",
    icon: Mail,
  },
  {
    key: "smsNotifications",
    label: "Notificações por SMS",
    description: "Avisos curtos no seu celular.",
    icon: MessageSquare,
  },
  {
    key: "studyReminders",
    label: "Lembretes de estudo",
    description: "Um lembrete para manter sua sequência de estudos.",
    icon: CalendarClock,
  },
  {
    key: "weeklyReports",
    label: "Relatórios semanais",
    description: "Um resumo do seu progresso toda semana.",
    icon: FileBarChart,
  },
];

/** Configurações tab: each switch is saved as soon as it changes. */
export function SettingsTab({ settings }: { settings: NotificationSettings }) {
  const save = useUpdateSettings();

  const toggle = (key: keyof NotificationSettings, checked: boolean) =>
    save.mutate(
      { ...settings, [key]: checked },
      {
        onSuccess: () => toast.success(PROFILE_MESSAGES.settingsSaved),
        onError: (error) =>
          toast.error(PROFILE_MESSAGES.settingsFailed, { description: errorMessage(error) }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell className="size-5 text-primary" aria-hidden="true" />
          Notificações
        </CardTitle>
        <CardDescription>Escolha como o Rumo fala com você. As mudanças são salvas na hora.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {SWITCHES.map(({ key, label, description, icon: Icon }) => (
            <li key={key} className="flex items-center gap-4 py-4 first:pt-0 last:pb-0">
              <Icon className="hidden size-5 shrink-0 text-muted-foreground sm:block" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <label htmlFor={`setting-${key}`} className="cursor-pointer font-medium">
                  {label}
                </label>
                <p id={`setting-${key}-description`} className="text-sm text-muted-foreground">
                  {description}
                </p>
              </div>
              <Switch
                id={`setting-${key}`}
                checked={settings[key]}
                onCheckedChange={(checked) => toggle(key, checked)}
                aria-describedby={`setting-${key}-description`}
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
