import { clip } from "./replies.ts";
import type { NoteHit, QuestionHit, TopicHit } from "./search.ts";
import { escapeMarkdown as md } from "./text.ts";

export type SocraticContext = {
  firstName: string;
  note: NoteHit | null;
  challenge: QuestionHit | null;
  example: QuestionHit | null;
  topic: TopicHit | null;
  hasTips: boolean;
};

const link = (e: { exerciseId: string; title: string }) => `[${md(e.title)}](/exercise/${e.exerciseId})`;

/**
 * The question that ends every answer: the student applies what was just taught before seeing any
 * solution. A note's own question is the most precise; else a question of the bank left unsolved;
 * else a prompt to explain it back.
 */
export function socraticQuestion(c: SocraticContext): string {
  const you = `**Sua vez, ${c.firstName}:**`;
  if (c.note?.checkQuestion)
    return [
      `${you} ${c.note.checkQuestion}`,
      "",
      "Escreva aqui o seu raciocínio antes de olhar qualquer resolução; se travar, me diga em que passo.",
    ].join("\n");
  if (c.challenge)
    return [
      `${you} tente esta antes de ver qualquer resolução.`,
      `> ${clip(c.challenge.prompt, 320)}`,
      "",
      c.challenge.type === "verdadeiro_falso"
        ? `Verdadeiro ou falso? Antes de responder, escreva aqui por quê: é o seu raciocínio que conta. Depois confira em ${link({ exerciseId: c.challenge.exerciseId, title: c.challenge.exerciseTitle })}.`
        : `Qual seria o seu primeiro passo? Escreva aqui o seu raciocínio, ou resolva em ${link({ exerciseId: c.challenge.exerciseId, title: c.challenge.exerciseTitle })} e compare com a explicação no final.`,
    ].join("\n");
  if (c.note)
    return `${you} sem olhar a ficha, explique **${md(c.note.title)}** com as suas palavras e invente um exemplo diferente do daqui. Em que ponto você travaria?`;
  if (c.example)
    return `${you} sem olhar a resolução acima, refaça o raciocínio de **${md(c.example.exerciseTitle)}** com as suas palavras. Em que passo você travaria? Me conte e eu procuro o que ajuda nesse ponto.`;
  if (c.topic)
    return `${you} como você explicaria **${md(c.topic.name)}** para um colega em duas frases? Se travar em algum ponto, me pergunte exatamente sobre ele.`;
  if (c.hasTips)
    return `${you} escreva uma tese em uma frase para um tema que você estudou e leve para a [sala de redação](/redacao). Qual seria o seu primeiro argumento?`;
  return `${you} o que você já sabe sobre isso?`;
}
