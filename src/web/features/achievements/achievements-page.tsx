import { AchievementList } from "#web/components/achievements/achievement-list.tsx";
import { AchievementSummary } from "#web/components/achievements/achievement-summary.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { useAchievements } from "#web/lib/api/achievements.ts";
import { errorMessage } from "#web/lib/api-client.ts";

export function AchievementsPage() {
  const query = useAchievements();
  return (
    <>
      <PageHeader
        title="Minhas Conquistas"
        description="Cada exercício e cada pergunta contam pontos e destravam conquistas."
      />
      {query.isPending ? (
        <LoadingState label="Carregando conquistas..." />
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />
      ) : (
        <div className="grid grid-cols-1 gap-8">
          <AchievementSummary data={query.data} />
          <AchievementList achievements={query.data.achievements} />
        </div>
      )}
    </>
  );
}
