import type { ChatSource } from "../../db/schema/index.ts";
import type { RecentMistake } from "../student-context.ts";
import type { TipHit } from "./essay-tips.ts";
import type { QuestionHit, TopicHit } from "./search.ts";
import { clipSentences, type Intent, escapeMarkdown as md } from "./text.ts";

export type OfflineInput = {
  tutor: { slug: string; subjectName: string; subjectId: string | null };
  firstName: string;
  message: string;
  intent: Intent;
  questions: QuestionHit[];
  topics: TopicHit[];
  tips: TipHit[];
  /** Topic names the tutor can suggest when nothing matched. */
  subjectTopics: string[];
  recentMistakes: RecentMistake[];
};

export type OfflineAnswer = { text: string; sources: ChatSource[] };

export const OFFLINE_INTRO =
  "> 📴 Aqui é o **tutor offline do Rumo**: nenhum modelo de IA está ligado agora, então respondo com o material da própria plataforma (explicações das questões, resumos dos assuntos e dicas de redação).";

const clip = (text: string, max: number) => md(clipSentences(text, max));

function exerciseLink(q: QuestionHit): string {
  return `[${md(q.exerciseTitle)}](/exercise/${q.exerciseId})`;
}

/**
 * Up to two worked examples from different exercises, and one more question left as a challenge.
 * Only material close to the best match is used: a second example from another subject or far
 * below the first would distract more than it teaches.
 */
function pickQuestions(questions: QuestionHit[]) {
  const best = questions[0];
  if (!best) return { examples: [], challenge: null };
  const close = questions.filter((q) => q.subjectId === best.subjectId && q.score >= best.score * 0.6);
  const second =
    close.find((q) => q !== best && q.exerciseId !== best.exerciseId) ?? close.find((q) => q !== best);
  const examples = second ? [best, second] : [best];
  const rest = close.filter((q) => !examples.includes(q));
  const challenge = rest.find((q) => q.topicId === best.topicId) ?? rest[0] ?? null;
  return { examples, challenge };
}

function suggestionList(input: OfflineInput): string[] {
  return input.subjectTopics.slice(0, 8).map((t) => `- ${md(t)}`);
}

function mistakeHint(input: OfflineInput): string[] {
  const m = input.recentMistakes[0];
  if (!m) return [];
  return [
    "",
    `Vi que você errou há pouco uma questão de **${md(m.topic)}**. Quer começar por ela? Pergunte, por exemplo: "me explica ${md(m.topic.toLowerCase())}".`,
  ];
}

function greetingAnswer(input: OfflineInput): OfflineAnswer {
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

function nothingFound(input: OfflineInput): OfflineAnswer {
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

/**
 * The offline tutor's answer (ARCHITECTURE decision 6): says plainly that it is the offline tutor,
 * teaches from the most relevant topic summary, worked examples and essay tips it found, links the
 * exercises it drew on, and ends with a question for the student to think about (Socratic).
 * Everything quoted from the material is escaped, so it cannot turn into links, math or HTML.
 */
export function composeOfflineAnswer(input: OfflineInput): OfflineAnswer {
  if (input.intent !== "question") return greetingAnswer(input);
  const topic = input.topics[0] ?? null;
  const { examples, challenge } = pickQuestions(input.questions);
  const tips = input.tips.slice(0, 2);
  if (!topic && examples.length === 0 && tips.length === 0) return nothingFound(input);

  const sources: ChatSource[] = [];
  const lines: string[] = [OFFLINE_INTRO];
  const main = examples[0] ?? topic;
  if (input.tutor.subjectId && main && main.subjectId !== input.tutor.subjectId)
    lines.push(
      "",
      `Esse assunto é de **${md(main.subjectName)}**; o [tutor de ${md(main.subjectName)}](/chat/${main.subjectSlug}) vai poder ir mais fundo. Mesmo assim, aqui vai o que o Rumo tem sobre isso:`,
    );

  if (topic) {
    lines.push("", `### ${md(topic.name)}`, clip(topic.description, 480));
    sources.push({ kind: "topic", id: topic.topicId, title: topic.name });
  }

  if (examples.length > 0) {
    lines.push(
      "",
      examples.length > 1 ? "### Como o Rumo resolve questões assim" : "### Um exemplo resolvido",
    );
    for (const q of examples) {
      lines.push("", `**${md(q.exerciseTitle)}** · ${md(q.topicName)}`, `> ${clip(q.prompt, 280)}`, "");
      lines.push(q.explanation ? clip(q.explanation, 700) : "Esta questão não tem explicação escrita ainda.");
    }
  }

  if (tips.length > 0) {
    lines.push("", "### Dicas de redação");
    for (const tip of tips) {
      lines.push(`- **${md(tip.title)}** (${md(tip.section)}): ${clip(tip.body, 360)}`);
      if (tip.example) lines.push(`  _Exemplo:_ ${clip(tip.example, 280)}`);
      sources.push({ kind: "essay_tip", id: tip.id, title: tip.title });
    }
  }

  const practice = [...examples, ...(challenge ? [challenge] : [])].filter(
    (q, i, all) => all.findIndex((o) => o.exerciseId === q.exerciseId) === i,
  );
  if (practice.length > 0) {
    lines.push("", "### Para praticar");
    for (const q of practice.slice(0, 3)) {
      lines.push(`- ${exerciseLink(q)} · ${md(q.topicName)} · ${md(q.difficulty)}`);
      sources.push({ kind: "exercise", id: q.exerciseId, title: q.exerciseTitle });
    }
  }

  lines.push("", socraticQuestion(input.firstName, challenge, examples[0] ?? null, topic, tips.length > 0));
  return { text: lines.join("\n"), sources };
}

function socraticQuestion(
  firstName: string,
  challenge: QuestionHit | null,
  example: QuestionHit | null,
  topic: TopicHit | null,
  hasTips: boolean,
): string {
  if (challenge)
    return [
      `**Sua vez, ${firstName}:** tente esta antes de ver qualquer resolução.`,
      `> ${clip(challenge.prompt, 320)}`,
      "",
      challenge.type === "verdadeiro_falso"
        ? `Verdadeiro ou falso? Antes de responder, escreva aqui por quê: é o seu raciocínio que conta. Depois confira em ${exerciseLink(challenge)}.`
        : `Qual seria o seu primeiro passo? Escreva aqui o seu raciocínio, ou resolva em ${exerciseLink(challenge)} e compare com a explicação no final.`,
    ].join("\n");
  if (example)
    return `**Sua vez, ${firstName}:** sem olhar a resolução acima, refaça o raciocínio de **${md(example.exerciseTitle)}** com as suas palavras. Em que passo você travaria? Me conte e eu procuro o que ajuda nesse ponto.`;
  if (topic)
    return `**Sua vez, ${firstName}:** como você explicaria **${md(topic.name)}** para um colega em duas frases? Se travar em algum ponto, me pergunte exatamente sobre ele.`;
  if (hasTips)
    return `**Sua vez, ${firstName}:** escreva uma tese em uma frase para um tema que você estudou e leve para a [sala de redação](/redacao). Qual seria o seu primeiro argumento?`;
  return `**Sua vez, ${firstName}:** o que você já sabe sobre isso?`;
}
