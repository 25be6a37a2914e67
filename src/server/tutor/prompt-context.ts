import { inArray, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { type Param, preparedQuery } from "#server/db/prepared";
import {
  chatMessages,
  exercises,
  profiles,
  questions,
  subjectWebhooks,
  systemSettings,
  topics,
  userAnswers,
  users,
} from "#server/db/schema/index";

export type PromptContextRows = {
  settings: { key: string; value: string; encrypted: boolean }[];
  subjectWebhookUrl: string | null;
  student: {
    email: string;
    fullName: string | null;
    dreamCourse: string | null;
    university: string | null;
    examYear: number | null;
    preparationYears: number | null;
    studyHoursPerDay: number | null;
  } | null;
  mistakes: { topic: string; question: string; answer: string; correctAnswer: string }[];
  /** Newest first. */
  history: { sender: string; message: string }[];
};

/** What the tutor's prompt reads: the settings' keys and how many mistakes and earlier messages. */
export type PromptContextShape = { settingKeys: string[]; mistakes: number; history: number };

type PromptParams = Record<"userId" | "subject" | "before", Param> & { subjectId: Param | null };

/** The prompt context's parts, as columns of one statement; `subjectId` null is the study friend. */
function promptColumns(shape: PromptContextShape, p: PromptParams) {
  const settings = sql`select ${systemSettings.key} as "key", ${systemSettings.value} as "value",
    ${systemSettings.encrypted} as "encrypted" from ${systemSettings}
    where ${inArray(systemSettings.key, shape.settingKeys)}`;
  const webhook = sql`select ${subjectWebhooks.url} from ${subjectWebhooks}
    where ${subjectWebhooks.subjectId} = ${p.subjectId ?? sql`null`}::uuid and ${subjectWebhooks.active}
    order by ${subjectWebhooks.updatedAt} desc limit 1`;
  const student = sql`select ${users.email} as "email", ${profiles.fullName} as "fullName",
    ${profiles.dreamCourse} as "dreamCourse", ${profiles.university} as "university",
    ${profiles.examYear} as "examYear", ${profiles.preparationYears} as "preparationYears",
    ${profiles.studyHoursPerDay} as "studyHoursPerDay"
    from ${users} left join ${profiles} on ${profiles.userId} = ${users.id} where ${users.id} = ${p.userId}`;
  // Open answers are not graded: they are no mistake to talk about.
  const mistakes = sql`select ${topics.name} as "topic", ${questions.prompt} as "question",
    ${userAnswers.answer} as "answer", ${questions.correctAnswer} as "correctAnswer"
    from ${userAnswers}
    join ${questions} on ${questions.id} = ${userAnswers.questionId}
    join ${exercises} on ${exercises.id} = ${userAnswers.exerciseId}
    join ${topics} on ${topics.id} = ${exercises.topicId}
    where ${userAnswers.userId} = ${p.userId} and not ${userAnswers.correct} and ${questions.type} <> 'dissertativa'
      ${p.subjectId ? sql`and ${topics.subjectId} = ${p.subjectId}::uuid` : sql``}
    order by ${userAnswers.createdAt} desc limit ${sql.raw(String(shape.mistakes))}`;
  const history = sql`select ${chatMessages.sender} as "sender", ${chatMessages.message} as "message"
    from ${chatMessages}
    where ${chatMessages.userId} = ${p.userId} and ${chatMessages.subject} = ${p.subject}
      and ${chatMessages.createdAt} < ${p.before}::timestamptz
    order by ${chatMessages.createdAt} desc, ${chatMessages.id} desc limit ${sql.raw(String(shape.history))}`;
  // json_agg of a subquery keeps its order; each part is independent of the others.
  return {
    settings: sql<
      PromptContextRows["settings"]
    >`(select coalesce(json_agg(s), '[]'::json) from (${settings}) s)`,
    subjectWebhookUrl: sql<string | null>`(${webhook})`,
    student: sql<PromptContextRows["student"]>`(select row_to_json(p) from (${student}) p)`,
    mistakes: sql<
      PromptContextRows["mistakes"]
    >`(select coalesce(json_agg(m), '[]'::json) from (${mistakes}) m)`,
    history: sql<
      PromptContextRows["history"]
    >`(select coalesce(json_agg(h), '[]'::json) from (${history}) h)`,
  };
}

/**
 * Everything a tutor's prompt is made of, in one prepared statement (each part is a subquery): the
 * tutor settings, the subject's active webhook, the student's profile, latest mistakes in the
 * subject and the conversation before `before`. Same rules as subjectWebhookUrl, studentRow,
 * recentMistakes and pageOfMessages; one statement instead of five matters on PGlite, where
 * statements run one at a time. One statement for the subjects' tutors, one for the study friend.
 */
export function promptContextQuery(shape: PromptContextShape) {
  const one = sql`(select 1) as one`;
  const ofSubject = preparedQuery(
    "rumo_tutor_prompt",
    (db, p: Record<"userId" | "subject" | "subjectId" | "before", Param>) =>
      db.select(promptColumns(shape, p)).from(one),
  );
  const ofFriend = preparedQuery(
    "rumo_friend_prompt",
    (db, p: Record<"userId" | "subject" | "before", Param>) =>
      db.select(promptColumns(shape, { ...p, subjectId: null })).from(one),
  );
  return async (
    db: Queryable,
    q: { userId: string; subject: string; subjectId: string | null; before: Date },
  ): Promise<PromptContextRows> => {
    const values = { userId: q.userId, subject: q.subject, before: q.before.toISOString() };
    const [row] = q.subjectId
      ? await ofSubject(db, { ...values, subjectId: q.subjectId })
      : await ofFriend(db, values);
    if (!row) throw new Error("prompt context query answered no row");
    return { ...row, subjectWebhookUrl: row.subjectWebhookUrl?.trim() || null };
  };
}
