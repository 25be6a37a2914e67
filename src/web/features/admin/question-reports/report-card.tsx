import { CheckCircle2, ExternalLink, XCircle } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { AdminReport } from "#domain/question-reports/api";
import {
  REPORT_MESSAGES as M,
  REPORT_REPLY_MAX,
  REPORT_STATUS_LABELS,
  reportKindLabel,
} from "#domain/question-reports/rules";
import { APP_ROUTES } from "#domain/shared/routes";
import { Markdown } from "#web/components/markdown.tsx";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#web/components/ui/card.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { toast } from "#web/lib/toast.ts";
import { formatDateTime } from "../format.ts";
import { useResolveQuestionReport } from "./api/resolve-question-report.ts";

const letter = (i: number) => String.fromCharCode(65 + i);

/** The content editor opened on the question's exercise (its questions dialog). */
function editorPath(report: AdminReport): string {
  const params = new URLSearchParams({
    materia: report.subject.id,
    assunto: report.topic.id,
    questoes: report.exercise.id,
  });
  return `${APP_ROUTES.adminContent}?${params}`;
}

function QuestionBody({ question }: { question: AdminReport["question"] }) {
  const choice = question.type !== "dissertativa";
  return (
    <div className="grid gap-3 rounded-md border bg-muted/30 p-3 text-sm">
      <Markdown text={question.prompt} />
      {choice ? (
        <ol className="grid gap-1.5" aria-label="Alternativas">
          {question.options.map((option, i) => {
            const key = option === question.correctAnswer;
            return (
              <li
                key={option}
                className={cn(
                  "flex gap-2 rounded-md border px-3 py-2",
                  key ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "bg-card",
                )}
              >
                <span className="font-semibold">
                  {question.type === "multipla_escolha" ? `${letter(i)})` : "•"}
                </span>
                <span className="min-w-0 flex-1">{option}</span>
                {key && (
                  <Badge variant="success" className="self-start">
                    <CheckCircle2 className="size-3" aria-hidden="true" /> Gabarito
                  </Badge>
                )}
              </li>
            );
          })}
        </ol>
      ) : (
        <div className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2">
          <p className="font-semibold text-emerald-900">Resposta modelo</p>
          <Markdown text={question.correctAnswer} />
        </div>
      )}
      {question.explanation && (
        <details>
          <summary className="cursor-pointer font-medium">Explicação</summary>
          <Markdown text={question.explanation} className="mt-2" />
        </details>
      )}
    </div>
  );
}

/** The reply box and the two ways to resolve; what was typed stays when the server refuses. */
function ResolveForm({ report }: { report: AdminReport }) {
  const id = useId();
  const [reply, setReply] = useState("");
  const resolve = useResolveQuestionReport();
  const pending = resolve.isPending ? resolve.variables?.status : undefined;
  const act = (status: "corrigido" | "descartado") =>
    resolve.mutate(
      { id: report.id, status, reply },
      {
        onSuccess: ({ message }) =>
          message === M.mailFailed ? toast.warning(message) : toast.success(message),
        onError: (e) => toast.error(M.resolveFailed, { description: errorMessage(e) }),
      },
    );
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-reply`}>{M.replyLabel}</Label>
        <Textarea
          id={`${id}-reply`}
          rows={3}
          maxLength={REPORT_REPLY_MAX}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
          disabled={resolve.isPending}
          placeholder="Ex.: Trocamos o gabarito para a alternativa B. Obrigado!"
        />
      </div>
      {resolve.isError && (
        <Alert variant="destructive">
          <AlertDescription className="mt-0">{errorMessage(resolve.error)}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => act("descartado")} disabled={resolve.isPending}>
          {pending === "descartado" ? <Spinner label="Descartando..." /> : <XCircle aria-hidden="true" />}
          {M.dismiss}
        </Button>
        <Button onClick={() => act("corrigido")} disabled={resolve.isPending}>
          {pending === "corrigido" ? <Spinner label="Salvando..." /> : <CheckCircle2 aria-hidden="true" />}
          {M.markFixed}
        </Button>
      </div>
    </div>
  );
}

/** One report: where the question is, the question with its key, what the student said, the actions. */
export function ReportCard({ report }: { report: AdminReport }) {
  const open = report.status === "aberto";
  return (
    <li>
      <Card data-testid="question-report">
        <CardHeader className="gap-2 pb-3">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant="outline">{report.subject.name}</Badge>
            <span className="text-muted-foreground">{report.topic.name}</span>
          </div>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="font-semibold">
              {report.exercise.title} · Questão {report.question.position}
            </h2>
            <Button asChild variant="outline" size="sm">
              <Link to={editorPath(report)}>
                <ExternalLink aria-hidden="true" /> Editar questão
              </Link>
            </Button>
          </div>
          {report.question.archived && (
            <p className="text-xs text-muted-foreground">
              Esta versão da questão já foi substituída ou removida; o editor mostra a atual.
            </p>
          )}
        </CardHeader>
        <CardContent className="grid gap-4">
          <QuestionBody question={report.question} />
          <div className="grid gap-1 rounded-md border-l-4 border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            <p className="flex flex-wrap items-center gap-x-2 font-semibold">
              {reportKindLabel(report.kind)}
              <span className="text-xs font-normal">reportado em {formatDateTime(report.createdAt)}</span>
            </p>
            {report.note ? (
              <p className="whitespace-pre-line">{report.note}</p>
            ) : (
              <p className="italic">O estudante não escreveu detalhes.</p>
            )}
          </div>
          {open ? (
            <ResolveForm report={report} />
          ) : (
            <div className="grid gap-1 text-sm">
              <p>
                <Badge variant={report.status === "corrigido" ? "success" : "secondary"}>
                  {REPORT_STATUS_LABELS[report.status]}
                </Badge>{" "}
                <span className="text-muted-foreground">
                  em {formatDateTime(report.resolvedAt)}
                  {report.resolvedBy ? ` por ${report.resolvedBy}` : ""}
                </span>
              </p>
              {report.reply && (
                <p className="whitespace-pre-line">
                  <span className="font-semibold">Resposta ao estudante: </span>
                  {report.reply}
                </p>
              )}
            </div>
          )}
        </CardContent>
      </Card>
    </li>
  );
}
