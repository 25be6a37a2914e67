import { Settings, Target, Trophy, User } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { ProfileResponse } from "#domain/profile/schemas";
import { PageHeader } from "#web/components/page-header.tsx";
import { ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { AchievementsTab } from "./achievements-tab.tsx";
import { useProfile } from "./api/get-profile.ts";
import { ObjectivesTab } from "./objectives-tab.tsx";
import { PersonalTab } from "./personal-tab.tsx";
import { SettingsTab } from "./settings-tab.tsx";

const TABS = [
  { value: "perfil", label: "Perfil", icon: User },
  { value: "objetivos", label: "Objetivos", icon: Target },
  { value: "configuracoes", label: "Configurações", icon: Settings },
  { value: "conquistas", label: "Conquistas", icon: Trophy },
] as const;
type TabValue = (typeof TABS)[number]["value"];

function isTab(value: string | null): value is TabValue {
  return TABS.some((t) => t.value === value);
}

/** Loading and error states shared by the tabs that show the profile. */
function WithProfile({ children }: { children: (profile: ProfileResponse) => ReactNode }) {
  const query = useProfile();
  if (query.isPending) return <LoadingState label="Carregando seu perfil..." />;
  if (query.isError)
    return (
      <ErrorState
        title="Não foi possível carregar seu perfil"
        message={errorMessage(query.error)}
        onRetry={() => query.refetch()}
      />
    );
  return <>{children(query.data)}</>;
}

/** /profile — four tabs; the URL (?tab=) holds the open one, so it survives reloads and links. */
export function ProfilePage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: TabValue = isTab(requested) ? requested : "perfil";

  const selectTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "perfil") next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title="Meu Perfil" description="Gerencie suas informações, objetivos e preferências." />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-10 sm:w-auto">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="perfil">
          <WithProfile>{(profile) => <PersonalTab profile={profile} />}</WithProfile>
        </TabsContent>
        <TabsContent value="objetivos">
          <WithProfile>{(profile) => <ObjectivesTab profile={profile} />}</WithProfile>
        </TabsContent>
        <TabsContent value="configuracoes">
          <WithProfile>{(profile) => <SettingsTab settings={profile.settings} />}</WithProfile>
        </TabsContent>
        <TabsContent value="conquistas">
          <AchievementsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
