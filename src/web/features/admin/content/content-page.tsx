import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "#web/components/page-header.tsx";
import { ExerciseStep } from "./exercise-step.tsx";
import { SubjectStep } from "./subject-step.tsx";
import { TopicStep } from "./topic-step.tsx";

/**
 * /admin/content: subject → topic → exercises (spec 02 §2 Content). The place lives in the address
 * (?materia=…&assunto=…&q=…&questoes=…), so a reload or a shared link opens the same step.
 */
export function AdminContentPage() {
  const [params, setParams] = useSearchParams();
  const subjectId = params.get("materia");
  const topicId = params.get("assunto");
  const q = params.get("q") ?? "";
  const questionsOf = params.get("questoes");

  const setParam = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: key === "q" },
      ),
    [setParams],
  );
  const onSearch = useCallback((value: string) => setParam("q", value), [setParam]);
  const onQuestions = useCallback((id: string | null) => setParam("questoes", id), [setParam]);

  return (
    <div className="min-w-0">
      <PageHeader
        title="Conteúdo"
        description="Matérias, assuntos, exercícios e questões que os estudantes veem. Nada do histórico deles se perde ao editar."
      />
      {!subjectId ? (
        <SubjectStep />
      ) : !topicId ? (
        <TopicStep key={subjectId} subjectId={subjectId} />
      ) : (
        <ExerciseStep
          key={topicId}
          subjectId={subjectId}
          topicId={topicId}
          q={q}
          questionsOf={questionsOf}
          onSearch={onSearch}
          onQuestions={onQuestions}
        />
      )}
    </div>
  );
}
