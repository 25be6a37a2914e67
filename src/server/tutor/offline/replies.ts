import type { RecentMistake } from "#server/tutor/student-context";
import { clipSentences, type Intent, escapeMarkdown as md } from "./text.ts";

/** Answers that do not teach from material: greetings, thanks, and the honest "nothing found". */

export const OFFLINE_INTRO =
  "> 📴 Aqui é o **tutor offline do Rumo**: nenhum modelo de IA está ligado agora, então respondo com o material da própria plataforma (fichas de estudo, explicações das questões e dicas de redação) e faço as contas com os números que você mandar.";

export type ReplyContext = {
  tutor: { slug: string; subjectName: string; subjectId: string | null };
  firstName: string;
  message: string;
  intent: Intent;
  /** Topic names the tutor can suggest when nothing matched. */
  subjectTopics: string[];
  recentMistakes: RecentMistake[];
};

export type OfflineAnswerText = { text: string; sources: [] };

export const clip = (text: string, max: number) => md(clipSentences(text, max));

function suggestionList(input: ReplyContext): string[] {
  return input.subjectTopics.slice(0, 8).map((t) => `- ${md(t)}`);
}

function mistakeHint(input: ReplyContext): string[] {
  const m = input.recentMistakes[0];
  if (!m) return [];
  return [
    "",
    `Vi que você errou há pouco uma questão de **${md(m.topic)}**. Quer começar por ela? Pergunte, por exemplo: "me explica ${md(m.topic.toLowerCase())}".`,
  ];
}

export function greetingAnswer(input: ReplyContext): OfflineAnswerText {
  const opener =
    input.intent === "thanks"
      ? `Por nada, ${input.firstName}! 😊 Quando quiser, é só mandar a próxima dúvida.`
      : `Oi, ${input.firstName}! 👋 Que bom te ver por aqui.`;
  const lines = [
    opener,
    "",
    OFFLINE_INTRO,
    "",
    "Respondo melhor a perguntas com palavras do conteúdo, como o nome de um assunto ou de um conceito. Alguns assuntos que eu conheço:",
    ...suggestionList(input),
    ...mistakeHint(input),
    "",
    "**Por onde você quer começar?**",
  ];
  return { text: lines.join("\n"), sources: [] };
}

export function nothingFound(input: ReplyContext): OfflineAnswerText {
  const where = input.tutor.subjectId ? `de ${input.tutor.subjectName}` : "do Rumo";
  const lines = [
    OFFLINE_INTRO,
    "",
    `Procurei no material ${where} e não encontrei nada sobre "${clip(input.message, 90)}". Não vou inventar uma resposta.`,
    "",
    'Eu acho melhor o que você quer quando a pergunta traz palavras do conteúdo: o nome de um assunto ou de um conceito (por exemplo, "juros compostos", "função afim", "ciclo do carbono").',
  ];
  if (input.subjectTopics.length > 0)
    lines.push(
      "",
      input.tutor.subjectId
        ? `**Assuntos de ${input.tutor.subjectName} que eu conheço:**`
        : "**Alguns assuntos que eu conheço:**",
      ...suggestionList(input),
    );
  if (!input.tutor.subjectId) lines.push("", "Cada matéria também tem um tutor próprio no menu **Tutores**.");
  lines.push(...mistakeHint(input), "", "**Sua vez:** sobre qual desses assuntos você quer começar?");
  return { text: lines.join("\n"), sources: [] };
}
