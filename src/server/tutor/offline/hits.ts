/** What the offline tutor's search finds, as the answer composer uses it. */

export type SubjectRef = { subjectId: string; subjectSlug: string; subjectName: string };

export type QuestionHit = SubjectRef & {
  questionId: string;
  /** "multipla_escolha" | "verdadeiro_falso" | "dissertativa" */
  type: string;
  prompt: string;
  explanation: string;
  exerciseId: string;
  exerciseTitle: string;
  difficulty: string;
  topicId: string;
  topicName: string;
  /** Share of the question's weight matched (0–1) times the full-text rank, boosted for the tutor's subject. */
  score: number;
};

export type TopicHit = SubjectRef & { topicId: string; name: string; description: string; score: number };

/** A study note (ficha de estudo): Markdown written for students, shown as it is. */
export type NoteHit = SubjectRef & {
  noteId: string;
  title: string;
  content: string;
  checkQuestion: string | null;
  /** Mistakes students make on the card (Markdown), shown under it. */
  mistakes: string[];
  topicId: string;
  topicName: string;
  score: number;
};

/** An exercise of the topic the answer is about, for "Para praticar". */
export type PracticeExercise = {
  exerciseId: string;
  title: string;
  difficulty: string;
  topicId: string;
  topicName: string;
};
