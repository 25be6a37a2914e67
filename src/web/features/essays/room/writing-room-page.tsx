import { useQueryClient } from "@tanstack/react-query";
import { PenLine } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { EssayDetail, EssayTopic } from "#domain/essays/api";
import { ESSAY_MESSAGES } from "#domain/essays/messages";
import { LimitReachedPanel } from "#web/components/limit-reached-panel.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { essayQuery, useCurrentEssay, useEssay } from "#web/features/essays/api/essays.ts";
import { topicQuery, useTopic } from "#web/features/essays/api/topics.ts";
import { TipsDialog } from "#web/features/essays/tips/tips-dialog.tsx";
import { useEntitlements } from "#web/lib/api/entitlements.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useSession } from "#web/lib/session.ts";
import { essayLimitFor } from "./essay-limit.ts";
import { EssayRoom, type RoomHandle } from "./essay-room.tsx";
import { NewTopicDialog } from "./new-topic-dialog.tsx";
import { TopicChooser } from "./topic-chooser.tsx";

/**
 * The room for one essay or one chosen topic. It stays mounted when the first save turns
 * ?tema= into ?id=, so the text and the running stopwatch carry on.
 */
function ActiveEssay(props: {
  essayId: string | null;
  topicId: string | null;
  owner: string;
  handle: React.Ref<RoomHandle>;
  onCreated: (essay: EssayDetail) => void;
  onNewEssay: () => void;
}) {
  const essay = useEssay(props.essayId);
  const chosenTopic = useTopic(props.essayId ? null : props.topicId);
  const topic = props.essayId ? essay.data?.topic : chosenTopic.data;
  const query = props.essayId ? essay : chosenTopic;
  if (query.isPending) return <LoadingState label={ESSAY_MESSAGES.loadingTopic} />;
  if (query.isError)
    return (
      <ErrorState
        title={props.essayId ? ESSAY_MESSAGES.loadEssayError : ESSAY_MESSAGES.topicErrorBody}
        message={errorMessage(query.error)}
        onRetry={() => query.refetch()}
      />
    );
  if (!topic)
    return <ErrorState title={ESSAY_MESSAGES.loadEssayError} message={ESSAY_MESSAGES.topicNotFound} />;
  return (
    <EssayRoom
      key={topic.id}
      topic={topic}
      essay={props.essayId ? (essay.data ?? null) : null}
      owner={props.owner}
      handle={props.handle}
      onCreated={props.onCreated}
      onNewEssay={props.onNewEssay}
    />
  );
}

/** /redacao (docs/product.md#writing-room). The URL holds the open essay (?id=) or topic (?tema=). */
export function WritingRoomPage() {
  const { user } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const essayId = params.get("id");
  const topicId = params.get("tema");
  const fresh = params.has("novo");
  const current = useCurrentEssay(!essayId && !topicId && !fresh);
  const entitlements = useEntitlements();
  const room = useRef<RoomHandle>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  // Reload or another device: reopen the draft (or the essay being corrected).
  useEffect(() => {
    const open = current.data?.essay;
    if (open && !essayId && !topicId && !fresh) {
      client.setQueryData(essayQuery(open.id).queryKey, open);
      setParams({ id: open.id }, { replace: true });
    }
  }, [current.data, essayId, topicId, fresh, client, setParams]);

  const choose = (topic: EssayTopic) => {
    client.setQueryData(topicQuery(topic.id).queryKey, topic);
    setParams({ tema: topic.id });
  };
  const created = (essay: EssayDetail) => {
    client.setQueryData(essayQuery(essay.id).queryKey, essay);
    setParams({ id: essay.id }, { replace: true });
  };
  const startOver = () => navigate("/redacao?novo=1");
  const newTopic = () => (room.current?.hasText() ? setConfirmOpen(true) : startOver());

  const active = essayId !== null || topicId !== null;
  const e = entitlements.data;
  const limit = essayLimitFor(e, false);

  return (
    <>
      <PageHeader
        title={ESSAY_MESSAGES.pageTitle}
        description="Escolha um tema, escreva com o cronômetro e receba a correção nas cinco competências do ENEM."
        actions={
          <div className="flex shrink-0 gap-2">
            {active && (
              <Button variant="outline" onClick={newTopic}>
                <PenLine aria-hidden="true" /> Novo Tema
              </Button>
            )}
            <TipsDialog />
          </div>
        }
      />
      {active && user ? (
        <ActiveEssay
          essayId={essayId}
          topicId={topicId}
          owner={user.id}
          handle={room}
          onCreated={created}
          onNewEssay={startOver}
        />
      ) : !active && current.isPending && !fresh ? (
        <LoadingState />
      ) : (
        <div className="grid gap-6">
          {limit && <LimitReachedPanel message={limit} />}
          <TopicChooser onChosen={choose} autoralLocked={e ? !e.features.redacao_autoral : false} />
        </div>
      )}
      <NewTopicDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        onConfirm={async () => {
          await room.current?.flush();
          setConfirmOpen(false);
          startOver();
        }}
      />
    </>
  );
}
