import type { WorkedProblem } from "#domain/solver/solve";
import type { ChatSource } from "#server/db/schema/index";
import type { TipHit } from "./essay-tips.ts";
import { clip, greetingAnswer, nothingFound, OFFLINE_INTRO, type ReplyContext } from "./replies.ts";
import type { NoteHit, PracticeExercise, QuestionHit, TopicHit } from "./search.ts";
import { socraticQuestion } from "./socratic.ts";
import { matchedPrefixes, escapeMarkdown as md } from "./text.ts";
import { workedProblemClosing, workedProblemLines } from "./worked-problem.ts";

export { OFFLINE_INTRO } from "./replies.ts";

export type OfflineInput = ReplyContext & {
  /** The search prefixes of the message, to tell which note adds something the first does not. */
  terms?: string[];
  notes?: NoteHit[];
  questions: QuestionHit[];
  topics: TopicHit[];
  tips: TipHit[];
  /** Exercises of the topic the answer is about. */
  practice?: PracticeExercise[];
  /** Nothing covered the whole question; the material covers it without `unmatched`. */
  partial?: boolean;
  /** The student's words found nowhere in the material. */
  unmatched?: string[];
  /** The student's words the material holds, but never with the rest of the question. */
  apart?: string[];
  /** The student's problem worked out with their numbers, when the message is one. */
  worked?: WorkedProblem | null;
};

export type OfflineAnswer = { text: string; sources: ChatSource[] };

/** Notes far below the best one would distract more than they teach. */
const CLOSE_NOTE = 0.5;

/** " · Topic" after an exercise title, unless the exercise is named after its topic. */
const alongside = (topicName: string, title: string) =>
  topicName.toLowerCase() === title.toLowerCase() ? "" : ` · ${md(topicName)}`;

const exerciseLink = (e: { exerciseId: string; title: string }) =>
  `[${md(e.title)}](/exercise/${e.exerciseId})`;

/**
 * The best note, plus a second one only when its title names a term of the question the first
 * title does not ("mitose e meiose"); the other close notes are only named, so the answer stays
 * short.
 */
function pickNotes(notes: NoteHit[], terms: string[]) {
  const best = notes[0];
  if (!best) return { shown: [], related: [] };
  const close = notes.filter(
    (n) => n !== best && n.subjectId === best.subjectId && n.score >= best.score * CLOSE_NOTE,
  );
  const covered = new Set(matchedPrefixes(best.title, terms));
  const second = close.find((n) => matchedPrefixes(n.title, terms).some((p) => !covered.has(p)));
  const shown = second ? [best, second] : [best];
  return { shown, related: close.filter((n) => n !== second).slice(0, 3) };
}

/**
 * Worked examples from the bank. After a note, one question of the same subject (its topic first)
 * is enough; without notes, up to two from different exercises. A further question of the same
 * topic is left as a challenge.
 */
function pickQuestions(questions: QuestionHit[], lead: NoteHit | undefined) {
  const pool = lead ? questions.filter((q) => q.subjectId === lead.subjectId) : questions;
  const best = (lead && pool.find((q) => q.topicId === lead.topicId)) || pool[0];
  if (!best) return { examples: [], challenge: null };
  const close = pool.filter((q) => q.subjectId === best.subjectId && q.score >= best.score * 0.6);
  const second = lead
    ? undefined
    : (close.find((q) => q !== best && q.exerciseId !== best.exerciseId) ?? close.find((q) => q !== best));
  const examples = second ? [best, second] : [best];
  const rest = close.filter((q) => !examples.includes(q));
  const challenge = rest.find((q) => q.topicId === best.topicId) ?? (lead ? null : (rest[0] ?? null));
  return { examples, challenge };
}

const listOf = (words: string[]) => {
  const bold = words.map((w) => `**${md(w)}**`);
  return bold.length > 1 ? `${bold.slice(0, -1).join(", ")} e ${bold.at(-1)}` : bold[0];
};

function caveat(input: OfflineInput): string[] {
  const apart = input.apart ?? [];
  const words = input.unmatched ?? [];
  if (apart.length > 0 && words.length === 0)
    return [
      "",
      `Não encontrei no material do Rumo nada que fale de ${listOf(apart)} junto com o resto da pergunta, então não vou inventar essa parte. O mais próximo que encontrei foi isto:`,
    ];
  if (words.length === 0) return [];
  const list = listOf(words);
  return input.partial
    ? [
        "",
        `Não encontrei nada sobre ${list} no material do Rumo, então não vou inventar essa parte. O mais próximo que encontrei foi isto:`,
      ]
    : [
        "",
        `_Não encontrei nada específico sobre ${list}; abaixo vai o que o Rumo tem sobre o resto da pergunta._`,
      ];
}

function noteLines(shown: NoteHit[], related: NoteHit[]): string[] {
  const lines: string[] = [];
  shown.forEach((note, i) => {
    // Notes are reviewed Markdown written for this (content/study-notes), so they are not escaped.
    if (i === 0 || note.topicId !== shown[i - 1]?.topicId) lines.push("", `### ${md(note.topicName)}`);
    lines.push("", `**📘 ${md(note.title)}**`, "", note.content);
    // The card's own mistakes, reviewed Markdown like its content.
    if (note.mistakes.length > 0) lines.push("", "**⚠️ Erros comuns**", ...note.mistakes.map((m) => `- ${m}`));
  });
  if (related.length > 0)
    lines.push(
      "",
      `**Outras fichas sobre isso:** ${related.map((n) => `_${md(n.title)}_`).join(" · ")}. É só me perguntar pelo nome.`,
    );
  return lines;
}

function exampleLines(examples: QuestionHit[], afterNote: boolean): string[] {
  if (examples.length === 0) return [];
  const heading = afterNote
    ? "### Uma questão resolvida"
    : examples.length > 1
      ? "### Como o Rumo resolve questões assim"
      : "### Um exemplo resolvido";
  const lines = ["", heading];
  for (const q of examples) {
    lines.push(
      "",
      `**${md(q.exerciseTitle)}**${alongside(q.topicName, q.exerciseTitle)}`,
      `> ${clip(q.prompt, afterNote ? 240 : 280)}`,
      "",
    );
    lines.push(
      q.explanation
        ? clip(q.explanation, afterNote ? 420 : 700)
        : "Esta questão não tem explicação escrita ainda.",
    );
  }
  return lines;
}

function tipLines(tips: TipHit[]): string[] {
  if (tips.length === 0) return [];
  const lines = ["", "### Dicas de redação"];
  for (const tip of tips) {
    lines.push(`- **${md(tip.title)}** (${md(tip.section)}): ${clip(tip.body, 360)}`);
    if (tip.example) lines.push(`  _Exemplo:_ ${clip(tip.example, 280)}`);
  }
  return lines;
}

/** Exercises the answer drew on first, then the topic's own, at most three. */
function practiceList(
  examples: QuestionHit[],
  challenge: QuestionHit | null,
  topicExercises: PracticeExercise[],
) {
  const fromQuestions = [...examples, ...(challenge ? [challenge] : [])].map((q) => ({
    exerciseId: q.exerciseId,
    title: q.exerciseTitle,
    difficulty: q.difficulty,
    topicId: q.topicId,
    topicName: q.topicName,
  }));
  return [...fromQuestions, ...topicExercises]
    .filter((e, i, all) => all.findIndex((o) => o.exerciseId === e.exerciseId) === i)
    .slice(0, 3);
}

/**
 * The offline tutor's answer (docs/decisions/015-tutor-provider-chain.md): says plainly that it is
 * the offline tutor, leads with the most relevant study note (concept, formula, example), then a
 * worked question from the bank, the exercises to practise and a question back to the student
 * (Socratic). When only part of the question matched, it says which words it found nothing about.
 * Material other than the reviewed notes is escaped, so it cannot turn into links, math or HTML.
 */
export function composeOfflineAnswer(input: OfflineInput): OfflineAnswer {
  if (input.intent !== "question") return greetingAnswer(input);
  const worked = input.worked ?? null;
  const picked = pickNotes(input.notes ?? [], input.terms ?? []);
  // After a worked problem, one card for the concept is enough reading.
  const { shown, related } = worked ? { shown: picked.shown.slice(0, 1), related: [] } : picked;
  const lead = shown[0];
  const topic = lead ? null : (input.topics[0] ?? null);
  // Two notes, or a worked problem, are enough reading for one answer: bank questions are only linked.
  const { examples, challenge } = pickQuestions(shown.length > 1 || worked ? [] : input.questions, lead);
  const tips = input.tips.slice(0, lead ? 1 : 2);
  if (!worked && !lead && !topic && examples.length === 0 && tips.length === 0) return nothingFound(input);

  const sources: ChatSource[] = [];
  const addSource = (s: ChatSource) => {
    if (!sources.some((o) => o.kind === s.kind && o.id === s.id)) sources.push(s);
  };
  const lines: string[] = [
    OFFLINE_INTRO,
    ...(worked ? workedProblemLines(worked, input.firstName) : caveat(input)),
  ];
  const main = lead ?? examples[0] ?? topic;
  if (input.tutor.subjectId && main && main.subjectId !== input.tutor.subjectId)
    lines.push(
      "",
      `Esse assunto é de **${md(main.subjectName)}**; o [tutor de ${md(main.subjectName)}](/chat/${main.subjectSlug}) vai poder ir mais fundo. Mesmo assim, aqui vai o que o Rumo tem sobre isso:`,
    );

  if (lead) {
    lines.push(...noteLines(shown, related));
    for (const n of shown) addSource({ kind: "topic", id: n.topicId, title: n.topicName });
  } else if (topic) {
    lines.push("", `### ${md(topic.name)}`, clip(topic.description, 480));
    addSource({ kind: "topic", id: topic.topicId, title: topic.name });
  }
  lines.push(...exampleLines(examples, Boolean(lead)));
  lines.push(...tipLines(tips));
  for (const tip of tips) addSource({ kind: "essay_tip", id: tip.id, title: tip.title });

  const practice = practiceList(examples, challenge, input.practice ?? []);
  if (practice.length > 0) {
    lines.push("", "### Para praticar");
    for (const e of practice) {
      lines.push(`- ${exerciseLink(e)}${alongside(e.topicName, e.title)} · ${md(e.difficulty)}`);
      addSource({ kind: "exercise", id: e.exerciseId, title: e.title });
    }
  }

  lines.push(
    "",
    worked
      ? workedProblemClosing(worked, input.firstName)
      : socraticQuestion({
          firstName: input.firstName,
          note: lead ?? null,
          challenge,
          example: examples[0] ?? null,
          topic,
          hasTips: tips.length > 0,
        }),
  );
  return { text: lines.join("\n"), sources };
}
