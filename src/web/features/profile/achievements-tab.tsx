import { AchievementList } from "#web/components/achievements/achievement-list.tsx";
import { AchievementSummary } from "#web/components/achievements/achievement-summary.tsx";
import { ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { useAchievements } from "#web/lib/api/achievements.ts";
import { errorMessage } from "#web/lib/api-client.ts";

/** Conquistas tab: the same figures and list as /achievements. */
export function AchievementsTab() {
  const query = useAchievements();
  if (query.isPending) return <LoadingState label="Carregando conquistas..." />;
  if (query.isError)
    return (
      <ErrorState
        title="Não foi possível carregar suas conquistas"
        message={errorMessage(query.error)}
        onRetry={() => query.refetch()}
      />
    );
  return (
    <div className="grid grid-cols-1 gap-6">
      <AchievementSummary data={query.data} />
      <AchievementList achievements={query.data.achievements} />
    </div>
  );
}
