import { PageHeader } from "#web/components/page-header.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { useTabParam } from "#web/lib/use-tab-param.ts";
import { AnalyticsTab } from "./analytics/analytics-tab.tsx";
import { ExportsTab } from "./exports/exports-tab.tsx";

const TABS = [
  { value: "exportacoes", label: "Exportações" },
  { value: "analytics", label: "Analytics" },
] as const;
const DEFAULT_TAB = "exportacoes";

/** /admin/reports: exports and analytics, the open tab kept in the address (?tab=…). */
export function AdminReportsPage() {
  const [tab, choose] = useTabParam(TABS, DEFAULT_TAB);

  return (
    <div>
      <PageHeader
        title="Relatórios e Exportações"
        description="Arquivos gerados a partir dos dados da plataforma e indicadores por período."
      />
      <Tabs value={tab} onValueChange={choose}>
        <TabsList aria-label="Seções dos relatórios" className="w-full justify-start sm:w-auto">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="exportacoes">
          <ExportsTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
