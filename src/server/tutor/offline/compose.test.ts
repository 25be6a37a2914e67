import { describe, expect, it } from "vitest";
import { composeOfflineAnswer, type OfflineInput } from "./compose.ts";
import type { NoteHit, PracticeExercise, QuestionHit, TopicHit } from "./search.ts";
import { intentOf, prefixesOf, searchWords } from "./text.ts";

const MATH = "subject-math";
const question = (over: Partial<QuestionHit>): QuestionHit => ({
  questionId: "q1",
  type: "multipla_escolha",
  prompt: "Uma camiseta de R$ 80,00 tem 15% de desconto. Quanto o cliente pagará?",
  explanation: "O desconto é 15% de 80, ou seja, R$ 12,00. O preço final é R$ 68,00.",
  exerciseId: "e1",
  exerciseTitle: "Porcentagem no dia a dia",
  difficulty: "Fácil",
  topicId: "t1",
  topicName: "Porcentagem",
  subjectId: MATH,
  subjectSlug: "matematica",
  subjectName: "Matemática",
  score: 1,
  ...over,
});
const topic: TopicHit = {
  topicId: "t1",
  name: "Porcentagem",
  description: "Cálculo de porcentagens, descontos e aumentos sucessivos.",
  subjectId: MATH,
  subjectSlug: "matematica",
  subjectName: "Matemática",
  score: 1,
};

function input(over: Partial<OfflineInput>): OfflineInput {
  return {
    tutor: { slug: "matematica", subjectName: "Matemática", subjectId: MATH },
    firstName: "Ana",
    message: "Como calcular porcentagem de desconto?",
    intent: "question",
    questions: [],
    topics: [],
    tips: [],
    subjectTopics: ["Funções", "Porcentagem"],
    recentMistakes: [],
    ...over,
  };
}

describe("the offline tutor's answer", () => {
  it("says it is the offline tutor, teaches from the material, links exercises and asks a question back", () => {
    const { text, sources } = composeOfflineAnswer(
      input({
        topics: [topic],
        questions: [
          question({}),
          question({ questionId: "q2", exerciseId: "e2", exerciseTitle: "Juros compostos", score: 0.9 }),
          question({
            questionId: "q3",
            prompt: "Um aumento de 10% seguido de um desconto de 10% volta ao preço?",
            score: 0.8,
          }),
        ],
      }),
    );
    expect(text).toContain("tutor offline do Rumo");
    expect(text).toContain("### Porcentagem");
    expect(text).toContain("O desconto é 15% de 80");
    // Currency never opens a formula.
    expect(text).toContain("R\\$ 12,00");
    expect(text).toContain("[Porcentagem no dia a dia](/exercise/e1)");
    expect(text).toContain("[Juros compostos](/exercise/e2)");
    expect(text).toContain("**Sua vez, Ana:**");
    expect(text).toContain("Um aumento de 10% seguido de um desconto de 10%");
    // The challenge's explanation is not given away.
    expect(text.match(/O desconto é 15% de 80/g)).toHaveLength(2);
    expect(sources).toEqual([
      { kind: "topic", id: "t1", title: "Porcentagem" },
      { kind: "exercise", id: "e1", title: "Porcentagem no dia a dia" },
      { kind: "exercise", id: "e2", title: "Juros compostos" },
    ]);
  });

  it("drops a weak second example from another subject", () => {
    const { text } = composeOfflineAnswer(
      input({
        questions: [
          question({}),
          question({
            questionId: "x",
            exerciseId: "e9",
            exerciseTitle: "Gêneros textuais",
            subjectId: "pt",
            score: 0.9,
          }),
        ],
      }),
    );
    expect(text).not.toContain("Gêneros textuais");
  });

  it("points to the right tutor when the material belongs to another subject", () => {
    const physics = question({
      subjectId: "fis",
      subjectSlug: "fisica",
      subjectName: "Física",
      exerciseTitle: "Cinemática",
    });
    const { text } = composeOfflineAnswer(input({ questions: [physics] }));
    expect(text).toContain("[tutor de Física](/chat/fisica)");
  });

  it("says honestly when nothing was found and lists the subject's topics and a recent mistake", () => {
    const { text, sources } = composeOfflineAnswer(
      input({
        message: "quem ganhou a copa",
        recentMistakes: [{ topic: "Funções", question: "q", answer: "a", correctAnswer: "b" }],
      }),
    );
    expect(text).toContain("não encontrei nada");
    expect(text).toContain("Não vou inventar uma resposta.");
    expect(text).toContain("- Funções");
    expect(text).toContain("errou há pouco uma questão de **Funções**");
    expect(sources).toEqual([]);
  });

  it("escapes material so it cannot become links, HTML or formatting", () => {
    const { text } = composeOfflineAnswer(
      input({
        topics: [{ ...topic, description: "Veja <script>x</script> [link](javascript:x) e *ênfase*" }],
      }),
    );
    expect(text).not.toContain("<script>");
    expect(text).toContain("\\[link\\](javascript:x)");
    expect(text).toContain("\\*ênfase\\*");
  });

  it("answers greetings and thanks without material", () => {
    expect(composeOfflineAnswer(input({ intent: "greeting" })).text).toContain("Oi, Ana!");
    expect(composeOfflineAnswer(input({ intent: "thanks" })).text).toContain("Por nada, Ana!");
  });
});

const GEOMETRY = { subjectId: MATH, subjectSlug: "matematica", subjectName: "Matemática" };
const note = (over: Partial<NoteHit>): NoteHit => ({
  noteId: "n1",
  title: "Área do triângulo",
  content: "A área é metade da base vezes a altura:\n\n$$A = \\frac{b \\cdot h}{2}$$",
  checkQuestion: "Qual é a área de um triângulo de base 6 e altura 4?",
  mistakes: [],
  topicId: "geo",
  topicName: "Geometria Plana e Espacial",
  ...GEOMETRY,
  score: 2,
  ...over,
});
const practice: PracticeExercise[] = [
  {
    exerciseId: "e7",
    title: "Áreas e volumes",
    difficulty: "Médio",
    topicId: "geo",
    topicName: "Geometria Plana e Espacial",
  },
];

describe("the offline tutor's answer with study notes", () => {
  it("leads with the note as written, links the topic's exercises and asks the note's question", () => {
    const { text, sources } = composeOfflineAnswer(
      input({
        message: "como calcular a área de um triângulo?",
        terms: ["are", "triangul"],
        notes: [note({})],
        practice,
      }),
    );
    expect(text).toContain("tutor offline do Rumo");
    expect(text).toContain("### Geometria Plana e Espacial");
    expect(text).toContain("**📘 Área do triângulo**");
    // Reviewed notes keep their math; only material from elsewhere is escaped.
    expect(text).toContain("$$A = \\frac{b \\cdot h}{2}$$");
    expect(text).toContain("### Para praticar");
    expect(text).toContain("[Áreas e volumes](/exercise/e7)");
    expect(text).toContain("**Sua vez, Ana:** Qual é a área de um triângulo de base 6 e altura 4?");
    expect(text).not.toContain("não encontrei");
    expect(sources).toEqual([
      { kind: "topic", id: "geo", title: "Geometria Plana e Espacial" },
      { kind: "exercise", id: "e7", title: "Áreas e volumes" },
    ]);
  });

  it("adds a second note only when it covers a term the first does not, and names the others", () => {
    const mitosis = note({
      noteId: "m",
      title: "Mitose",
      content: "Divisão que mantém o número de cromossomos.",
    });
    const meiosis = note({
      noteId: "s",
      title: "Meiose",
      content: "Divisão que reduz o número à metade.",
      score: 1.5,
    });
    const cycle = note({
      noteId: "c",
      title: "Ciclo celular",
      content: "Interfase e divisão; mitose.",
      score: 1.4,
    });
    const both = composeOfflineAnswer(
      input({ terms: ["mitos", "meios"], notes: [mitosis, meiosis, cycle] }),
    ).text;
    expect(both).toContain("**📘 Mitose**");
    expect(both).toContain("**📘 Meiose**");
    expect(both).toContain("**Outras fichas sobre isso:** _Ciclo celular_");
    const one = composeOfflineAnswer(input({ terms: ["mitos"], notes: [mitosis, cycle, meiosis] })).text;
    expect(one).toContain("**📘 Mitose**");
    expect(one).not.toContain("**📘 Ciclo celular**");
    expect(one).toContain("_Ciclo celular_ · _Meiose_");
  });

  it("follows a note with one worked question of its topic, and not a question of another subject", () => {
    const worked = question({ topicId: "geo", topicName: "Geometria Plana e Espacial", exerciseId: "e7" });
    const elsewhere = question({ questionId: "x", subjectId: "fis", exerciseTitle: "Cinemática", score: 5 });
    const { text } = composeOfflineAnswer(
      input({ terms: ["are"], notes: [note({})], questions: [elsewhere, worked] }),
    );
    expect(text).toContain("### Uma questão resolvida");
    expect(text).toContain("O desconto é 15% de 80");
    expect(text).not.toContain("Cinemática");
  });

  it("says which words it found nothing about, in a partial answer and in a full one", () => {
    const partial = composeOfflineAnswer(
      input({ notes: [note({})], partial: true, unmatched: ["tetraedro", "Mongólia"] }),
    ).text;
    expect(partial).toContain("Não encontrei nada sobre **tetraedro** e **Mongólia** no material do Rumo");
    expect(partial).toContain("não vou inventar essa parte");
    expect(partial).toContain("**📘 Área do triângulo**");
    const full = composeOfflineAnswer(input({ notes: [note({})], unmatched: ["isósceles"] })).text;
    expect(full).toContain("Não encontrei nada específico sobre **isósceles**");
  });

  it("still refuses when nothing at all was found", () => {
    const { text } = composeOfflineAnswer(
      input({ message: "qual a capital da Mongólia em 1200?", unmatched: [] }),
    );
    expect(text).toContain("não encontrei nada");
    expect(text).toContain("Não vou inventar uma resposta.");
  });
});

describe("offline text helpers", () => {
  it("reads intents and keeps the content words of a question", () => {
    expect(intentOf("Oi, tudo bem?")).toBe("greeting");
    expect(intentOf("valeu!!")).toBe("thanks");
    expect(intentOf("Oi, como calcular juros?")).toBe("question");
    expect(searchWords("Oi! Me explica como calcular a porcentagem de desconto no ENEM?")).toEqual([
      "como",
      "porcentagem",
      "desconto",
    ]);
  });

  it("turns stems into prefixes that join -ção and -ções but keep short stems whole", () => {
    expect(prefixesOf(["funca", "funco", "porcentag", "meios", "jur", "x"])).toEqual([
      "func",
      "porcentag",
      "meios",
      "jur",
    ]);
  });
});

describe("the offline tutor's answer to a problem with the student's numbers", () => {
  const compound = {
    title: "Juros compostos",
    understood: "Capital de R$ 1.000, 10% ao mês, 3 meses, juros compostos.",
    steps: ["$M = C(1 + i)^t$", "$M = 1000 \\cdot 1{,}1^3 = 1331$"],
    answers: [{ label: "montante", value: 1331, unit: "R$" }],
    mistakes: [{ value: 1300, step: 0, why: "usou juros simples: 1000 × 0,1 × 3 = 300 de juros." }],
  };

  it("works it out step by step and ends asking about the classic mistake", () => {
    const { text } = composeOfflineAnswer(
      input({
        worked: { solution: compound, claim: null, check: null },
        notes: [note({ mistakes: ["Somar 10% três vezes."] })],
      }),
    );
    expect(text).toContain("### 🧮 Juros compostos, com os seus números");
    expect(text).toContain("1. $M = C(1 + i)^t$");
    expect(text).toContain("**Resposta:** montante = R\\$ 1.331");
    // One card for the concept, with its common mistakes.
    expect(text).toContain("**⚠️ Erros comuns**\n- Somar 10% três vezes.");
    expect(text).toContain("um erro comum aqui dá 1.300");
  });

  it("says a wrong result is wrong, at which step, and asks to redo that step", () => {
    const { text } = composeOfflineAnswer(
      input({
        worked: {
          solution: compound,
          claim: { values: [1300], text: "achei 1300" },
          check: { verdict: "wrong", mistake: compound.mistakes[0]!, hint: null },
        },
      }),
    );
    expect(text).toContain("❌ **Não é 1.300, Ana.**");
    expect(text).toContain(
      "O erro está no **passo 1**: usou juros simples: 1000 × 0,1 × 3 = 300 de juros. Refaça o passo 1",
    );
    expect(text).toContain("**Sua vez, Ana:** refaça o passo 1");
  });

  it("confirms a right result", () => {
    const { text } = composeOfflineAnswer(
      input({
        worked: {
          solution: compound,
          claim: { values: [1331], text: "deu 1331" },
          check: { verdict: "right" },
        },
      }),
    );
    expect(text).toContain("✅ **Isso mesmo, Ana!** 1.331 está certo.");
    expect(text).not.toContain("❌");
  });
});
