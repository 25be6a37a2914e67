import { Landmark, Lock, Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { EssayTopic } from "#domain/essays/api";
import { RANDOM_CATEGORY } from "#domain/essays/api";
import { ESSAY_MESSAGES } from "#domain/essays/messages";
import { APPLICATION_LABELS, DIFFICULTY_LABELS, ESSAY_CATEGORY_LABELS } from "#domain/essays/rules";
import { ESSAY_CATEGORIES, TOPIC_DIFFICULTIES } from "#domain/essays/topic-content";
import { LIMIT_MESSAGES } from "#domain/plans/limit-messages";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "#web/components/ui/card.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useEnemYears, useGenerateTopic, useLoadEnemTopic } from "#web/features/essays/api/topics.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useUpgradePath } from "#web/lib/upgrade-path.ts";

function topicError(error: unknown) {
  const description =
    error instanceof ApiError && error.status === 403 ? error.message : ESSAY_MESSAGES.topicErrorBody;
  toast.error(ESSAY_MESSAGES.topicErrorTitle, { description });
}

function EnemCard({ onChosen }: { onChosen: (topic: EssayTopic) => void }) {
  const id = useId();
  const [exam, setExam] = useState("");
  const [year, setYear] = useState("");
  const [application, setApplication] = useState("regular");
  const years = useEnemYears();
  const load = useLoadEnemTopic();
  // The years with an active official topic, as the team keeps them in Temas de Redação.
  const yearOptions = (years.data?.years.map((y) => y.year) ?? []).sort((a, b) => b - a);
  const span = yearOptions.length > 0 ? `de ${yearOptions.at(-1)} a ${yearOptions[0]}` : "do ENEM";
  const applications = years.data?.years.find((y) => String(y.year) === year)?.applications ?? [];
  const preview = applications.find((a) => a.application === application) ?? applications[0];
  const ready = exam !== "" && year !== "";

  const choose = () =>
    load.mutate(
      { year: Number(year), application: applications.length > 1 ? application : undefined },
      { onSuccess: onChosen, onError: topicError },
    );

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Landmark className="size-5" aria-hidden="true" />
          </span>
          <Badge variant="success">Autêntico</Badge>
        </div>
        <CardTitle className="text-lg">ENEM Histórico</CardTitle>
        <CardDescription>Os temas oficiais das provas {span}, com textos de apoio.</CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-exam`}>Vestibular</Label>
          <NativeSelect id={`${id}-exam`} value={exam} onChange={(e) => setExam(e.target.value)}>
            <option value="">Selecione o vestibular</option>
            <option value="enem">ENEM</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-year`}>Ano</Label>
          <NativeSelect
            id={`${id}-year`}
            value={year}
            onChange={(e) => {
              setYear(e.target.value);
              setApplication("regular");
            }}
          >
            <option value="">{years.isPending ? "Carregando anos..." : "Selecione o ano"}</option>
            {yearOptions.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </NativeSelect>
        </div>
        {applications.length > 1 && (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-app`}>Aplicação</Label>
            <NativeSelect
              id={`${id}-app`}
              value={application}
              onChange={(e) => setApplication(e.target.value)}
            >
              {applications.map((a) => (
                <option key={a.application} value={a.application}>
                  {APPLICATION_LABELS[a.application] ?? a.application}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        {ready && preview && (
          <p className="rounded-md bg-muted p-3 text-sm" aria-live="polite">
            <span className="font-medium">Tema: </span>
            {preview.title}
          </p>
        )}
      </CardContent>
      <CardFooter>
        <Button className="w-full" disabled={!ready || load.isPending} onClick={choose}>
          {load.isPending ? (
            <>
              <Spinner label={ESSAY_MESSAGES.loadingTopic} /> {ESSAY_MESSAGES.loadingTopic}
            </>
          ) : (
            "Carregar Tema"
          )}
        </Button>
      </CardFooter>
    </Card>
  );
}

function AutoralCard({ onChosen, locked }: { onChosen: (topic: EssayTopic) => void; locked: boolean }) {
  const id = useId();
  const [category, setCategory] = useState<string>(RANDOM_CATEGORY);
  const [difficulty, setDifficulty] = useState<(typeof TOPIC_DIFFICULTIES)[number]>("medio");
  const generate = useGenerateTopic();
  const upgradeTo = useUpgradePath();
  const run = () =>
    generate.mutate(
      { categoria: category as typeof RANDOM_CATEGORY, dificuldade: difficulty },
      { onSuccess: (data) => onChosen(data.topic), onError: topicError },
    );

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <span className="flex size-10 items-center justify-center rounded-lg bg-violet-100 text-violet-700">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <Badge variant="warning">Desafio</Badge>
        </div>
        <CardTitle className="text-lg">Tema Autoral</CardTitle>
        <CardDescription>
          Um tema inédito no estilo ENEM, gerado para você treinar o inesperado.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-cat`}>Categoria</Label>
          <NativeSelect
            id={`${id}-cat`}
            value={category}
            disabled={locked}
            onChange={(e) => setCategory(e.target.value)}
          >
            <option value={RANDOM_CATEGORY}>Aleatória</option>
            {ESSAY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {ESSAY_CATEGORY_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-dif`}>Dificuldade</Label>
          <NativeSelect
            id={`${id}-dif`}
            value={difficulty}
            disabled={locked}
            onChange={(e) => setDifficulty(e.target.value as typeof difficulty)}
          >
            {TOPIC_DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {DIFFICULTY_LABELS[d]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {locked && (
          <div
            className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            role="note"
          >
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div className="grid gap-2">
              <p>{ESSAY_MESSAGES.autoralSubscribersOnly}</p>
              <Button asChild size="sm" className="w-fit">
                <Link to={upgradeTo}>{LIMIT_MESSAGES.upgrade}</Link>
              </Button>
            </div>
          </div>
        )}
      </CardContent>
      <CardFooter>
        <Button className="w-full" disabled={locked || generate.isPending} onClick={run}>
          {locked && <Lock aria-hidden="true" />}
          {generate.isPending ? (
            <>
              <Spinner label={ESSAY_MESSAGES.generatingTopic} /> {ESSAY_MESSAGES.generatingTopic}
            </>
          ) : (
            ESSAY_MESSAGES.generateTopic
          )}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** /redacao with no topic: the two ways to get one (docs/product.md#essay-topics). */
export function TopicChooser({
  onChosen,
  autoralLocked,
}: {
  onChosen: (topic: EssayTopic) => void;
  autoralLocked: boolean;
}) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <EnemCard onChosen={onChosen} />
      <AutoralCard onChosen={onChosen} locked={autoralLocked} />
    </div>
  );
}
