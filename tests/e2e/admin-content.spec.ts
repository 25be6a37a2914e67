import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { adminSignIn, signedInEditor } from "./admin-support.ts";
import { expect, signedInStudent, snap, test } from "./support.ts";

/** The latest toast with this text (earlier ones may still be on screen). */
const toastOf = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).last();

/** Fills the question form's statement, options (A, B…) and marks the right one. */
async function fillMultipleChoice(
  dialog: ReturnType<Page["getByRole"]>,
  prompt: string,
  options: string[],
  right: number,
) {
  await dialog.getByLabel("Pergunta").fill(prompt);
  for (const [i, text] of options.entries())
    await dialog.getByLabel(`Alternativa ${String.fromCharCode(65 + i)}`, { exact: true }).fill(text);
  await dialog.getByLabel(`Alternativa ${String.fromCharCode(65 + right)} é a correta`).check();
}

test("an editor builds an exercise with a table and an image; a student takes it; archiving keeps the result", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const id = Date.now().toString(36);
  const subjectName = `Artes ${id}`;
  const topicName = `Leitura de gráficos ${id}`;
  const title = `Gráficos e tabelas ${id}`;

  await adminSignIn(page, testInfo);
  const editor = await (await browser.newContext()).newPage();
  await signedInEditor(page, editor, "Eva Editora");

  // Step 1: subjects, as cards with colour and icon.
  await editor.getByRole("link", { name: "Conteúdo" }).click();
  await expect(editor.getByRole("heading", { name: "Conteúdo", level: 1 })).toBeVisible();
  await expect(editor.getByTestId("content-subject").filter({ hasText: "Matemática" })).toBeVisible();
  await snap(editor, testInfo, "admin-content-01-subjects");
  await editor.getByRole("button", { name: "Nova matéria" }).click();
  const subjectDialog = editor.getByRole("dialog", { name: "Nova matéria" });
  await subjectDialog.getByRole("button", { name: "Criar" }).click();
  await expect(subjectDialog.getByText("Informe o nome da matéria (ao menos 2 caracteres).")).toBeVisible();
  await subjectDialog.getByLabel("Nome").fill(subjectName);
  await subjectDialog.getByLabel("Ou um hexadecimal").fill("verde");
  await subjectDialog.getByRole("button", { name: "Criar" }).click();
  await expect(
    subjectDialog.getByText("Escolha uma cor da paleta ou informe um hexadecimal como #2563eb."),
  ).toBeVisible();
  await subjectDialog.getByRole("button", { name: "Cor #db2777" }).click();
  await subjectDialog.getByRole("button", { name: "Paleta" }).click();
  await snap(editor, testInfo, "admin-content-02-subject-dialog");
  await subjectDialog.getByRole("button", { name: "Criar" }).click();
  await expect(toastOf(editor, "Matéria criada")).toBeVisible();

  // Step 2: its topics.
  await editor.getByTestId("content-subject").filter({ hasText: subjectName }).getByRole("link").click();
  await expect(editor).toHaveURL(/materia=/);
  await expect(editor.getByText("Nenhum assunto nesta matéria")).toBeVisible();
  await editor.getByRole("button", { name: "Novo assunto" }).click();
  const topicDialog = editor.getByRole("dialog", { name: "Novo assunto" });
  await topicDialog.getByLabel("Nome").fill(topicName);
  await topicDialog.getByLabel("Descrição").fill("Interpretar tabelas, mapas e gráficos como no ENEM.");
  await snap(editor, testInfo, "admin-content-03-topic-dialog");
  await topicDialog.getByRole("button", { name: "Criar" }).click();
  await expect(toastOf(editor, "Assunto criado")).toBeVisible();
  await snap(editor, testInfo, "admin-content-04-topics");

  // Step 3: the topic's exercises, with the spec's defaults.
  await editor.getByRole("link", { name: new RegExp(topicName) }).click();
  await expect(editor).toHaveURL(/assunto=/);
  await expect(editor.getByText("Nenhum exercício neste assunto")).toBeVisible();
  await editor.getByRole("button", { name: "Novo exercício" }).click();
  const exerciseDialog = editor.getByRole("dialog", { name: "Novo exercício" });
  await expect(exerciseDialog.getByLabel("Dificuldade")).toHaveValue("Fácil");
  await expect(exerciseDialog.getByLabel("Pontos")).toHaveValue("10");
  await expect(exerciseDialog.getByLabel("Tempo estimado (min)")).toHaveValue("30");
  await exerciseDialog.getByLabel("Pontos").fill("0");
  await exerciseDialog.getByRole("button", { name: "Criar" }).click();
  await expect(exerciseDialog.getByText("Informe o título do exercício.")).toBeVisible();
  await expect(
    exerciseDialog.getByText("Os pontos devem ser um número inteiro de no mínimo 1."),
  ).toBeVisible();
  await exerciseDialog.getByLabel("Título").fill(title);
  await exerciseDialog.getByLabel("Pontos").fill("15");
  await snap(editor, testInfo, "admin-content-05-exercise-dialog");
  await exerciseDialog.getByRole("button", { name: "Criar" }).click();
  await expect(toastOf(editor, "Exercício criado")).toBeVisible();
  const row = editor.getByTestId("content-exercise").filter({ hasText: title });
  await expect(row).toContainText("15 pontos");

  // Questions: a table with an explanation in LaTeX, an uploaded image, a true/false.
  await row.getByRole("button", { name: `Questões de ${title}` }).click();
  const questions = editor.getByRole("dialog", { name: `Questões — ${title}` });
  await expect(questions.getByText("Nenhuma questão neste exercício")).toBeVisible();
  await questions.getByRole("button", { name: "Adicionar questão" }).click();
  await questions.getByRole("button", { name: "Adicionar questão" }).click();
  await expect(questions.getByText("Informe a pergunta.")).toBeVisible();
  await fillMultipleChoice(
    questions,
    "A tabela mostra a produção de uma fábrica.\n\n| Mês | Peças |\n| --- | --- |\n| Janeiro | 120 |\n| Fevereiro | 180 |\n\nQual foi o aumento de janeiro para fevereiro?",
    ["40", "60", "80", "60"],
    1,
  );
  await questions.getByLabel("Explicação (opcional)").fill("O aumento é $180 - 120 = 60$ peças.");
  await questions.getByRole("button", { name: "Adicionar questão" }).click();
  await expect(
    questions.getByText("Há alternativas repetidas: cada alternativa deve ser diferente das outras."),
  ).toBeVisible();
  await questions.getByLabel("Alternativa D", { exact: true }).fill("");
  await expect(questions.getByTestId("markdown-preview").locator("table")).toBeVisible();
  await expect(questions.getByTestId("markdown-preview").locator(".katex").first()).toBeVisible();
  await snap(editor, testInfo, "admin-content-06-question-form");
  await questions.getByRole("button", { name: "Adicionar questão" }).click();
  await expect(toastOf(editor, "Questão criada")).toBeVisible();

  await questions.getByRole("button", { name: "Adicionar questão" }).click();
  const upload = questions.getByTestId("image-upload");
  await upload.getByLabel("Arquivo").setInputFiles({
    name: "grafico.png",
    mimeType: "image/png",
    buffer: readFileSync("docs/images/shell.png"),
  });
  await upload.getByRole("button", { name: "Enviar imagem" }).click();
  await expect(
    upload.getByText("Descreva a imagem no texto alternativo (para quem usa leitor de tela)."),
  ).toBeVisible();
  await upload.getByLabel("Texto alternativo").fill("Tela do Rumo com o menu lateral");
  await upload.getByRole("button", { name: "Enviar imagem" }).click();
  await expect(toastOf(editor, "Imagem enviada")).toBeVisible();
  await expect(questions.getByLabel("Pergunta")).toHaveValue(
    /!\[Tela do Rumo com o menu lateral\]\(\/api\/content-images\//,
  );
  const prompt = await questions.getByLabel("Pergunta").inputValue();
  await questions.getByLabel("Pergunta").fill(`${prompt}Onde fica o menu na imagem?`);
  await questions.getByLabel("Alternativa A", { exact: true }).fill("À esquerda");
  await questions.getByLabel("Alternativa B", { exact: true }).fill("À direita");
  await questions.getByLabel("Alternativa A é a correta").check();
  await questions.getByLabel("Dificuldade da questão").selectOption("Médio");
  await expect(
    questions.getByTestId("markdown-preview").getByRole("img", { name: "Tela do Rumo com o menu lateral" }),
  ).toBeVisible();
  await snap(editor, testInfo, "admin-content-07-image-question");
  await questions.getByRole("button", { name: "Adicionar questão" }).click();
  await expect(toastOf(editor, "Questão criada")).toBeVisible();

  await questions.getByRole("button", { name: "Adicionar questão" }).click();
  await questions.getByLabel("Tipo").selectOption("verdadeiro_falso");
  await questions.getByLabel("Pergunta").fill("Um gráfico de barras compara quantidades entre categorias.");
  await questions.getByLabel("Verdadeiro").check();
  await questions.getByRole("button", { name: "Adicionar questão" }).click();
  await expect(toastOf(editor, "Questão criada")).toBeVisible();

  // Reorder by keyboard-reachable buttons: the true/false goes up and back down.
  const items = questions.getByTestId("content-question");
  await expect(items).toHaveCount(3);
  await questions.getByRole("button", { name: "Mover questão 3 para cima" }).click();
  await expect(items.nth(1)).toContainText("Um gráfico de barras");
  await questions.getByRole("button", { name: "Mover questão 2 para baixo" }).focus();
  await editor.keyboard.press("Enter");
  await expect(items.nth(2)).toContainText("Um gráfico de barras");
  await snap(editor, testInfo, "admin-content-08-questions");
  await editor.keyboard.press("Escape");
  // Typing while the dialog still closes would go to its focus trap, not to the search.
  await expect(questions).toBeHidden();
  await expect(row).toContainText("3 questões");

  // Search over titles, kept in the address.
  await editor.getByLabel("Buscar pelo título").fill("GRAFICOS E");
  await expect(editor).toHaveURL(/q=GRAFICOS/);
  await expect(row).toBeVisible();
  await snap(editor, testInfo, "admin-content-09-exercises");
  await editor.getByLabel("Buscar pelo título").fill("nada-disso");
  await expect(editor.getByText("Nenhum exercício encontrado")).toBeVisible();
  await editor.getByRole("button", { name: "Limpar busca" }).click();
  await expect(row).toBeVisible();

  // A student finds it, answers it and reads the explanations rendered.
  const student = await (await browser.newContext()).newPage();
  await signedInStudent(student, "Bruna Souza");
  await student.goto(`/exercises?q=${encodeURIComponent(title)}`);
  const card = student.getByRole("region", { name: "Lista de exercícios" }).getByRole("listitem");
  await expect(card).toHaveCount(1);
  await card.getByRole("button", { name: "Começar" }).click();
  await expect(student.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(student.locator("table")).toBeVisible();
  await snap(student, testInfo, "admin-content-10-student-table-question");
  await student.getByRole("radio", { name: /60/ }).click();
  await student.getByRole("button", { name: "Próxima" }).click();
  await expect(student.getByRole("img", { name: "Tela do Rumo com o menu lateral" })).toBeVisible();
  await snap(student, testInfo, "admin-content-11-student-image-question");
  await student.getByRole("radio", { name: /À esquerda/ }).click();
  await student.getByRole("button", { name: "Próxima" }).click();
  await student.getByRole("radio", { name: "Verdadeiro" }).click();
  await student.getByRole("button", { name: "Finalizar" }).click();
  await expect(student.getByTestId("result-score")).toHaveText("100%");
  await expect(student.getByTestId("explanation").locator(".katex").first()).toBeVisible();
  await expect(student.getByTestId("result-item").first().locator("table")).toBeVisible();
  await expect(student.getByRole("img", { name: "Tela do Rumo com o menu lateral" })).toBeVisible();
  await snap(student, testInfo, "admin-content-12-student-results");

  // The editor deletes it: students answered, so it is archived.
  await editor.reload();
  await row.getByRole("button", { name: `Excluir ${title}` }).click();
  const confirm = editor.getByRole("dialog", { name: "Excluir exercício" });
  await expect(confirm).toContainText("Excluir este exercício também remove as questões dele.");
  await expect(confirm).toContainText("será arquivado");
  await snap(editor, testInfo, "admin-content-13-delete-confirm");
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expect(toastOf(editor, "Exercício arquivado")).toBeVisible();
  await expect(row).toHaveCount(0);

  // The student's result stays in their history.
  await student.goto("/exercises");
  await expect(student.getByRole("region", { name: "Lista de exercícios" }).getByText(title)).toHaveCount(0);
  const archived = student.getByTestId("archived-attempt").filter({ hasText: title });
  await expect(archived).toContainText("100%");
  await snap(student, testInfo, "admin-content-14-student-archived");
  await archived.getByRole("link", { name: "Ver resultado" }).click();
  await expect(student.getByText("Exercício arquivado")).toBeVisible();
  await expect(student.getByTestId("result-score")).toHaveText("100%");
  await expect(student.getByRole("button", { name: "Refazer" })).toHaveCount(0);
  await snap(student, testInfo, "admin-content-15-student-archived-result");
});
