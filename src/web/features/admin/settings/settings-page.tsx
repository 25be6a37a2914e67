import { PageHeader } from "#web/components/page-header.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { PlanLimitsTab } from "#web/features/admin/plans/plan-limits-tab.tsx";
import { NotificationsCard } from "#web/features/admin/staff/notifications-card.tsx";
import { StaffCard } from "#web/features/admin/staff/staff-card.tsx";
import { useTabParam } from "#web/lib/use-tab-param.ts";
import { ApiKeysTab } from "./api-keys-tab.tsx";
import { StripeTab } from "./stripe-tab.tsx";
import { WebhookTab } from "./webhook-tab.tsx";

const TABS = [
  { value: "planos", label: "Planos" },
  { value: "webhook", label: "Webhook" },
  { value: "api-keys", label: "API Keys" },
  { value: "stripe", label: "Stripe" },
  { value: "notificacoes", label: "Notificações" },
] as const;
const DEFAULT_TAB = "planos";

/** /admin/settings: five tabs, the open one kept in the address (?tab=…) so a reload keeps it. */
export function AdminSettingsPage() {
  const [tab, choose] = useTabParam(TABS, DEFAULT_TAB);

  return (
    <div>
      <PageHeader
        title="Configurações do Sistema"
        description="Limites dos planos, webhooks do tutor, provedor de IA, Stripe, notificações e equipe."
      />
      <Tabs value={tab} onValueChange={choose}>
        <TabsList aria-label="Seções das configurações" className="w-full justify-start sm:w-auto">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="planos">
          <PlanLimitsTab />
        </TabsContent>
        <TabsContent value="webhook">
          <WebhookTab />
        </TabsContent>
        <TabsContent value="api-keys">
          <ApiKeysTab />
        </TabsContent>
        <TabsContent value="stripe">
          <StripeTab />
        </TabsContent>
        <TabsContent value="notificacoes" className="grid gap-6">
          <NotificationsCard />
          <StaffCard />
        </TabsContent>
      </Tabs>
    </div>
  );
}
