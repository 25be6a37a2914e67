import { ListOrdered } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { STUDY_FRIEND } from "#domain/catalog/study-friend";
import { APP_ROUTES as R } from "#domain/shared/routes";
import { STEP_BY_STEP_MESSAGES as M } from "#domain/step-by-step/rules";
import type { TutorDto } from "#domain/tutor/api";
import { ErrorState } from "#web/components/page-states.tsx";
import { StepByStepButton } from "#web/components/step-by-step-dialog.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#web/components/ui/dialog.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useRecentQuestions } from "./api/recent-questions.ts";

/**
 * "Passo a passo" from the tutor: the latest questions the student answered in this subject (every
 * subject with the Amiga de Estudo), each opening its worked solution, counted like anywhere else.
 */
export function StepByStepPicker({ tutor }: { tutor: TutorDto }) {
  const [open, setOpen] = useState(false);
  const recent = useRecentQuestions(tutor.slug, open);
  const subjectName = tutor.slug === STUDY_FRIEND.slug ? null : tutor.subjectName;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={M.fromTutorTitle}>
          <ListOrdered aria-hidden="true" />
          <span className="hidden sm:inline">{M.button}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{M.fromTutorTitle}</DialogTitle>
          <DialogDescription>{M.fromTutorDescription}</DialogDescription>
        </DialogHeader>
        {recent.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner /> Carregando suas questões…
          </p>
        ) : recent.isError ? (
          <ErrorState
            title="Não foi possível carregar suas questões"
            message={errorMessage(recent.error)}
            onRetry={() => void recent.refetch()}
          />
        ) : recent.data.questions.length === 0 ? (
          <div className="grid gap-3 text-sm">
            <p>{M.fromTutorEmpty(subjectName)}</p>
            <Button asChild variant="outline" className="justify-self-start">
              <Link to={R.exercises}>Ir para os exercícios</Link>
            </Button>
          </div>
        ) : (
          <ul className="grid gap-2" data-testid="tutor-step-by-step-list">
            {recent.data.questions.map((q) => (
              <li key={q.questionId} className="grid gap-2 rounded-lg border p-3">
                <p className="text-sm">{q.excerpt}</p>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                    <Badge variant={q.right ? "success" : "destructive"}>
                      {q.right ? "Acertou" : "Errou"}
                    </Badge>
                    {q.topic}
                    {q.unlocked && <span>· já liberado</span>}
                  </p>
                  <StepByStepButton
                    questionId={q.questionId}
                    name={q.excerpt}
                    onUnlocked={() => void recent.refetch()}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
