import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendChat } from "#server/test-support/chat-client";
import { createStudent } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

/**
 * With no webhook and no model configured, core ENEM questions that the question bank does not
 * cover get a real answer from the study notes (content/study-notes), and a question about
 * nothing in the material still gets the honest "nothing found".
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** One fresh student per question: the plan limits messages and subjects per day. */
async function ask(subject: string, message: string) {
  const student = await createStudent(t, { name: "Bia Souza" });
  const res = await sendChat(t, student.cookie, subject, message);
  expect(res.status).toBe(200);
  const answer = res.done!.message;
  expect(answer.provider).toBe("offline");
  return answer;
}

const EXERCISE_LINK = /\[[^\]]+\]\(\/exercise\/[0-9a-f-]{36}\)/;

const cases: { subject: string; message: string; expected: (string | RegExp)[] }[] = [
  {
    subject: "matematica",
    message: "Como calcular a área de um triângulo?",
    expected: ["base", "altura", /\/2|\\frac/, "Área do triângulo"],
  },
  {
    subject: "matematica",
    message: "Qual é a fórmula de Bhaskara?",
    expected: ["b^2 - 4ac", "\\sqrt{\\Delta}"],
  },
  {
    subject: "biologia",
    message: "O que é mitose?",
    expected: ["células-filhas idênticas", "2n \\rightarrow 2n"],
  },
  {
    subject: "fisica",
    message: "Quais são as leis de Newton?",
    expected: ["Leis de Newton", /inércia|m \\cdot \\vec\{a\}/],
  },
  { subject: "quimica", message: "O que é estequiometria?", expected: [/Estequiometria/, /mols/] },
  { subject: "historia", message: "O que foi a Era Vargas?", expected: ["Revolução de 1930", "Estado Novo"] },
  {
    subject: "portugues",
    message: "O que é figura de linguagem metáfora?",
    expected: ["**Metáfora:**", "comparação"],
  },
  { subject: "ingles", message: "Quando usar o present perfect?", expected: ["*have/has*", "*since*"] },
  {
    subject: "filosofia",
    message: "contratualismo Hobbes Locke Rousseau",
    expected: ["estado de natureza", "Leviatã", "vontade geral"],
  },
  { subject: "geografia", message: "O que é El Niño?", expected: ["Pacífico", "aquecimento anormal"] },
  { subject: "quimica", message: "O que é pH?", expected: ["Escala de pH", "-\\log[\\text{H}^+]"] },
  {
    subject: "biologia",
    message: "Qual a diferença entre mitose e meiose?",
    expected: ["**📘 Meiose**", "**📘 Mitose**"],
  },
];

describe("the offline tutor answers core ENEM questions from the study notes", () => {
  for (const { subject, message, expected } of cases)
    it(`${subject}: ${message}`, async () => {
      const answer = await ask(subject, message);
      const text = answer.message;
      expect(text).toContain("tutor offline do Rumo");
      expect(text).not.toContain("não encontrei nada");
      for (const piece of expected)
        if (typeof piece === "string") expect(text).toContain(piece);
        else expect(text).toMatch(piece);
      expect(text).toContain("### Para praticar");
      expect(text).toMatch(EXERCISE_LINK);
      expect(text).toContain("**Sua vez, Bia:**");
      expect(answer.sources.some((s) => s.kind === "topic")).toBe(true);
      expect(answer.sources.some((s) => s.kind === "exercise")).toBe(true);
      // A readable answer, not a wall of text.
      expect(text.split(/\s+/).length).toBeLessThan(600);
    });

  it.each([
    // Typos are read as the material's nearest word; chat words are not searched.
    ["biologia", "mano oq é fotosintese? resumido pfv", "Fotossíntese"],
    ["matematica", "como faz bascara? eu sempre erro", "Bhaskara"],
    // Formulas typed in plain text find the cards that write them in LaTeX.
    ["fisica", "qual a formula F = m.a", "2ª lei"],
    ["quimica", "oq o CO2 faz no efeito estufa", "Efeito estufa"],
  ])("%s: finds the card for %j, written the way students type", async (subject, message, card) => {
    const text = (await ask(subject, message)).message;
    expect(text).not.toContain("não encontrei nada");
    expect(text.match(/\*\*📘 (.+?)\*\*/)?.[1]).toContain(card);
  });

  it("works a problem out with the student's numbers and says which step their result got wrong", async () => {
    const text = (await ask("quimica", "massa molar do Ca(OH)2, achei 58 g/mol ta certo?")).message;
    expect(text).toContain("❌ **Não é 58, Bia.**");
    expect(text).toMatch(/O erro está no \*\*passo \d\*\*/);
    expect(text).toContain("**Resposta:**");
    expect(text).toMatch(/74 g\/mol/);
  });

  it("the study friend answers from the notes of any subject", async () => {
    const answer = await ask("amiga-de-estudo", "como calcular a área de um triângulo?");
    expect(answer.message).toContain("Área do triângulo");
    expect(answer.message).toMatch(EXERCISE_LINK);
  });

  it("answers in part when some words match nothing, and names them", async () => {
    const answer = await ask("biologia", "Como acontece a mitose nas células do ornitorrinco australiano?");
    expect(answer.message).toContain(
      "Não encontrei nada sobre **ornitorrinco** e **australiano** no material do Rumo",
    );
    expect(answer.message).toContain("células-filhas idênticas");
  });

  it("still says honestly that it found nothing about something outside the material", async () => {
    const asked = [
      ["amiga-de-estudo", "qual a capital da Mongólia em 1200?"],
      ["historia", "qual a capital da Mongólia em 1200?"],
      ["geografia", "qual a capital da Mongólia em 1200?"],
      // "medicina" is only mentioned in passing in a note about 1808.
      ["amiga-de-estudo", "quero passar em medicina, como estudar?"],
    ];
    for (const [subject, message] of asked) {
      const answer = await ask(subject!, message!);
      expect(answer.message).toContain("não encontrei nada");
      expect(answer.message).toContain("Não vou inventar uma resposta.");
      expect(answer.sources).toEqual([]);
    }
  });
});
