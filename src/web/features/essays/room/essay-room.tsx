import { useQueryClient } from "@tanstack/react-query";
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import type { EssayDetail, EssayTopic } from "#domain/essays/api";
import { ESSAY_MESSAGES } from "#domain/essays/messages";
import { countWords, estimateLines, paragraphsOf } from "#domain/essays/rules";
import { LimitReachedPanel } from "#web/components/limit-reached-panel.tsx";
import { essayQuery, essaysRootKey } from "#web/features/essays/api/essays.ts";
import { useRetryCorrection } from "#web/features/essays/api/mutations.ts";
import { FeedbackCard } from "#web/features/essays/feedback/feedback-card.tsx";
import { useEntitlements } from "#web/lib/api/entitlements.ts";
import { invalidateStats } from "#web/lib/api/stats-invalidation.ts";
import { toast } from "#web/lib/toast.ts";
import { CorrectionOverlay } from "./correction-overlay.tsx";
import { EssayEditor } from "./essay-editor.tsx";
import { essayLimitFor } from "./essay-limit.ts";
import { draftKey, pickStartingText, readLocalDraft } from "./local-draft.ts";
import { GoalsCard, StopwatchCard, StructureCard } from "./side-cards.tsx";
import { TopicCard } from "./topic-card.tsx";
import { useAutosave } from "./use-autosave.ts";
import { useStopwatch } from "./use-stopwatch.ts";
import { useSubmit } from "./use-submit.ts";

export type RoomHandle = { hasText(): boolean; flush(): Promise<void> };

/** The writing room with a topic: editor, sidebar cards, correction overlay and feedback. */
export function EssayRoom({
  topic,
  essay,
  owner,
  onCreated,
  onNewEssay,
  handle,
}: {
  topic: EssayTopic;
  essay: EssayDetail | null;
  owner: string;
  onCreated: (essay: EssayDetail) => void;
  onNewEssay: () => void;
  handle: Ref<RoomHandle>;
}) {
  const client = useQueryClient();
  const [start] = useState(() =>
    pickStartingText(
      essay?.status === "em_andamento" ? essay : null,
      essay && essay.status !== "em_andamento"
        ? null
        : readLocalDraft(draftKey(owner, essay?.id ?? null, topic.id)),
    ),
  );
  const [content, setContent] = useState(
    essay && essay.status !== "em_andamento" ? essay.content : start.content,
  );
  const [title, setTitle] = useState(
    essay && essay.status !== "em_andamento" ? (essay.title ?? "") : start.title,
  );
  const stopwatch = useStopwatch(
    essay && essay.status !== "em_andamento" ? essay.secondsSpent : start.seconds,
  );
  const typedOnce = useRef(false);
  const status = essay?.status ?? "em_andamento";
  const editable = status === "em_andamento";

  const autosave = useAutosave({
    owner,
    topicId: topic.id,
    essayId: essay?.id ?? null,
    draft: { content, title, seconds: stopwatch.seconds },
    enabled: editable,
    onCreated,
    onLocked: () => {
      if (essay) void client.invalidateQueries({ queryKey: essayQuery(essay.id).queryKey });
    },
  });
  const { submit, submitting, limitMessage } = useSubmit({
    ensureSaved: async () => autosave.essayId() ?? (await autosave.saveNow())?.id ?? null,
    onSubmitted: (submitted) => {
      autosave.forget();
      client.setQueryData(essayQuery(submitted.id).queryKey, submitted);
      if (!essay) onCreated(submitted);
    },
  });
  // Said as soon as the topic is chosen: the month's allowance would refuse 'Finalizar', but the
  // student may still write, and the text stays a draft.
  const entitlements = useEntitlements(editable);
  const limitAhead = editable ? essayLimitFor(entitlements.data, topic.source === "autoral") : null;
  const limit = limitAhead ?? limitMessage;
  const retry = useRetryCorrection();
  const [saving, setSaving] = useState(false);

  useImperativeHandle(handle, () => ({
    hasText: () => editable && content.trim().length > 0,
    flush: () =>
      autosave.saveNow().then(
        () => undefined,
        () => undefined,
      ),
  }));

  // Text restored from this browser has not reached the server yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the restored text
  useEffect(() => {
    if (start.fromLocal && editable) {
      autosave.markUnsynced();
      autosave.flush();
    }
  }, []);

  // The correction landed while the overlay was showing.
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === "finalizada" && status === "corrigida") {
      toast.success(ESSAY_MESSAGES.corrected);
      void invalidateStats(client);
      void client.invalidateQueries({ queryKey: essaysRootKey });
    }
    previous.current = status;
  }, [status, client]);

  const onContent = (value: string) => {
    setContent(value);
    if (!typedOnce.current && !stopwatch.running && value.trim()) stopwatch.start();
    typedOnce.current = true;
  };
  const save = async () => {
    setSaving(true);
    try {
      await autosave.saveNow();
      toast.success(ESSAY_MESSAGES.draftSaved);
    } catch {
      toast.error(ESSAY_MESSAGES.draftErrorTitle, { description: ESSAY_MESSAGES.draftErrorBody });
    } finally {
      setSaving(false);
    }
  };
  const finish = async () => {
    const wasRunning = stopwatch.running;
    stopwatch.pause();
    const ok = await submit({ content, title: title || null, secondsSpent: stopwatch.seconds });
    if (!ok && wasRunning) stopwatch.start();
  };

  const words = countWords(content);
  const lines = estimateLines(content);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="grid min-w-0 content-start gap-6">
        {/* First thing in the room, so it is read before any writing starts. */}
        {limit && editable && <LimitReachedPanel message={limit} />}
        {/* Once there is text, the long instructions and texts start folded to keep the editor near. */}
        <TopicCard topic={topic} folded={start.content.trim().length > 0 || !editable} />
        {status === "corrigida" && essay ? (
          <FeedbackCard essay={essay} onNewEssay={onNewEssay} />
        ) : (
          <EssayEditor
            content={content}
            title={title}
            words={words}
            lines={lines}
            timerRunning={stopwatch.running}
            readOnly={!editable}
            saveStatus={autosave.status}
            saving={saving}
            submitting={submitting}
            onContent={onContent}
            onTitle={setTitle}
            onBlur={autosave.flush}
            onSave={save}
            onSubmit={finish}
            submitBlockedReason={limitAhead ? ESSAY_MESSAGES.limitKeepsDraft : null}
          />
        )}
      </div>
      <aside
        className="grid content-start gap-4 lg:sticky lg:top-20 lg:self-start"
        aria-label="Cronômetro e metas"
      >
        <StopwatchCard
          seconds={stopwatch.seconds}
          running={stopwatch.running}
          disabled={!editable}
          onStart={() => {
            typedOnce.current = true;
            stopwatch.start();
          }}
          onPause={stopwatch.pause}
        />
        <GoalsCard words={words} lines={lines} seconds={stopwatch.seconds} />
        <StructureCard paragraphs={paragraphsOf(content)} />
      </aside>
      {status === "finalizada" && essay && (
        <CorrectionOverlay
          correction={essay.correction}
          retrying={retry.isPending}
          onRetry={() => retry.mutate(essay.id)}
        />
      )}
    </div>
  );
}
