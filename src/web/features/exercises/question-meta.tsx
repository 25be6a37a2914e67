import type { ExerciseDetail, ExerciseResult } from "#domain/practice/api";
import { cn } from "#web/lib/cn.ts";
import { optionLetter } from "./answer-options.tsx";

type Question = ExerciseDetail["questions"][number];

/** "Fonte: …" under a statement that quotes a text. */
export function QuestionSource({ source }: { source: string | null }) {
  if (!source) return null;
  return <p className="text-xs text-muted-foreground">Fonte: {source}</p>;
}

/** The competency and skill of INEP's matrix the question assesses, e.g. "Competência 5 · Habilidade 21". */
export function SkillTag({ question }: { question: Question }) {
  if (!question.competency || !question.skill) return null;
  return (
    <p className="text-xs text-muted-foreground" data-testid="skill-tag">
      Matriz do ENEM: Competência {question.competency.slice(1)} · Habilidade {question.skill.slice(1)}
    </p>
  );
}

/** Each option with its line: why the key is right, and the mistake that leads to each other one. */
export function OptionNotes({ item }: { item: ExerciseResult["questions"][number] }) {
  if (item.optionNotes.length === 0) return null;
  return (
    <div className="rounded-md border px-3 py-2" data-testid="option-notes">
      <p className="font-semibold">Alternativa por alternativa</p>
      <ul className="mt-1 grid gap-1.5">
        {item.optionNotes.map(({ option, note }, i) => {
          const isKey = option === item.correctAnswer;
          const chosen = option === item.answer;
          return (
            <li key={option} className={cn("text-muted-foreground", (isKey || chosen) && "text-foreground")}>
              <span className={cn("font-semibold", isKey ? "text-emerald-800" : chosen && "text-red-800")}>
                {optionLetter(i)}) {option}
                {chosen && !isKey ? " (sua resposta)" : ""}
              </span>
              {" — "}
              {note}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
