import type { Page } from "@playwright/test";
import { adminSignIn, signedInEditor } from "./admin-support.ts";
import { expect, signedInStudent, snap, test } from "./support.ts";

/** The latest toast with this text (earlier ones may still be on screen). */
const toastOf = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).last();

/** The student's chooser: ENEM and a year; answers the "Carregar Tema" button. */
async function chooseEnemYear(student: Page, year: string) {
  await student.goto("/redacao");
  await student.getByLabel("Vestibular").selectOption("enem");
  await student.getByLabel("Ano").selectOption(year);
  return student.getByRole("button", { name: "Carregar Tema" });
}

const ORIGINAL = "Publicidade infantil em questão no Brasil";

test("an editor edits an ENEM topic the student then sees, deactivates it so no student gets it, and deletes a topic", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const id = Date.now().toString(36);
  const edited = `${ORIGINAL} (revisado ${id})`;
  const newText = `A equipe do Rumo reuniu dados sobre publicidade dirigida a crianças (${id}).`;

  await adminSignIn(page, testInfo);
  const editor = await (await browser.newContext()).newPage();
  await signedInEditor(page, editor, "Edu Editor");
  const student = await (await browser.newContext()).newPage();
  await signedInStudent(student, `Lia Redação ${id}`);

  // The list: ENEM topics, searched by title without accents.
  await editor.getByRole("link", { name: "Temas de Redação" }).click();
  await expect(editor.getByRole("heading", { name: "Temas de Redação", level: 1 })).toBeVisible();
  await expect(editor.getByTestId("essay-topic-row").first()).toBeVisible();
  await snap(editor, testInfo, "admin-essay-topics-01-list");
  await editor.getByLabel("Fonte", { exact: true }).selectOption("enem_historico");
  await editor.getByLabel("Buscar").fill("publicidade infantil em questao");
  await editor.getByRole("button", { name: "Filtrar" }).click();
  await expect(editor).toHaveURL(/q=publicidade/);
  const row = editor.getByTestId("essay-topic-row").filter({ hasText: "2014" });
  await expect(row).toHaveCount(1);
  const before = ((await row.textContent()) ?? "").includes(ORIGINAL);
  expect(before).toBe(true);

  // Edit: the form refuses an empty title and keeps what was typed; then the new title and texts.
  await row.getByRole("button", { name: /^Editar / }).click();
  const dialog = editor.getByRole("dialog", { name: "Editar Tema" });
  await expect(dialog.getByLabel("Ano", { exact: true })).toHaveValue("2014");
  await expect(dialog.getByTestId("supporting-text")).toHaveCount(3);
  await dialog.getByLabel("Título", { exact: true }).fill("   ");
  await dialog.getByRole("button", { name: "Atualizar" }).click();
  await expect(dialog.getByText("Informe o título do tema.")).toBeVisible();
  await dialog.getByLabel("Título", { exact: true }).fill(edited);
  await dialog.getByRole("button", { name: "Remover texto de apoio 3" }).click();
  await dialog.getByRole("button", { name: "Remover texto de apoio 2" }).click();
  await dialog.getByLabel("Texto de apoio 1", { exact: true }).fill(newText);
  await dialog.getByLabel("Fonte do texto 1 (opcional)").fill("Equipe Rumo");
  await dialog.getByLabel("Palavras-chave", { exact: true }).fill("consumo infantil");
  await dialog.getByLabel("Palavras-chave", { exact: true }).press("Enter");
  await expect(dialog.getByRole("button", { name: "Remover palavra-chave consumo infantil" })).toBeVisible();
  await snap(editor, testInfo, "admin-essay-topics-02-edit");
  await dialog.getByRole("button", { name: "Atualizar" }).click();
  await expect(toastOf(editor, "Tema atualizado")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(edited);
  await expect(row).toContainText("Editado pela equipe");

  // The student's chooser shows the new title, and the room the new supporting text.
  const load = await chooseEnemYear(student, "2014");
  await expect(student.getByText(`Tema: ${edited}`)).toBeVisible();
  await load.click();
  await expect(student.getByRole("heading", { name: edited })).toBeVisible();
  await expect(student.getByText("Textos de apoio (1)")).toBeVisible();
  await expect(student.getByText(newText)).toBeVisible();
  await expect(student.getByText("consumo infantil")).toBeVisible();

  // Deactivated: the student no longer gets it.
  await row.getByRole("switch", { name: `Tema ativo: ${edited}` }).click();
  await expect(toastOf(editor, "Tema desativado")).toBeVisible();
  await expect(row.getByRole("switch")).not.toBeChecked();
  // The year list holds the years with an active official topic: 2014 is no longer offered.
  await student.goto("/redacao");
  await student.getByLabel("Vestibular").selectOption("enem");
  await expect(student.getByLabel("Ano").locator("option", { hasText: "2015" })).toHaveCount(1);
  await expect(student.getByLabel("Ano").locator("option", { hasText: "2014" })).toHaveCount(0);

  // A new original topic, then deleted after the confirmation (no essay uses it).
  const spare = `Tema provisório ${id}`;
  await editor.getByRole("button", { name: "Novo Tema" }).click();
  const create = editor.getByRole("dialog", { name: "Novo Tema" });
  await expect(create.getByLabel("Dificuldade")).toHaveValue("medio");
  await expect(create.getByLabel("Tipo de vestibular")).toHaveValue("enem");
  await create.getByLabel("Título", { exact: true }).fill(spare);
  await create.getByLabel("Categoria temática").selectOption("educacao");
  await create.getByLabel("Ano (opcional)").fill("1990");
  await create.getByRole("button", { name: "Criar" }).click();
  await expect(create.getByText("O ano deve ser um número inteiro entre 1998 e 2100.")).toBeVisible();
  await create.getByLabel("Ano (opcional)").fill("");
  await create.getByRole("button", { name: "Adicionar texto de apoio" }).click();
  await create
    .getByLabel("Texto de apoio 1", { exact: true })
    .fill("Um texto de apoio curto para o tema provisório.");
  await create.getByRole("button", { name: "Criar" }).click();
  await expect(toastOf(editor, "Tema criado")).toBeVisible();
  await editor.getByLabel("Fonte", { exact: true }).selectOption("autoral");
  await editor.getByLabel("Buscar").fill(spare);
  await editor.getByRole("button", { name: "Filtrar" }).click();
  const spareRow = editor.getByTestId("essay-topic-row").filter({ hasText: spare });
  await expect(spareRow).toContainText("Educação");
  await spareRow.getByRole("button", { name: `Excluir ${spare}` }).click();
  const confirm = editor.getByRole("dialog", { name: "Excluir tema" });
  await expect(confirm.getByText("Tem certeza que deseja excluir este tema?")).toBeVisible();
  await snap(editor, testInfo, "admin-essay-topics-03-delete");
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expect(toastOf(editor, "Tema excluído")).toBeVisible();
  await expect(editor.getByText("Nenhum tema encontrado")).toBeVisible();
  await snap(editor, testInfo, "admin-essay-topics-04-empty");

  // Put the official topic back as it was, for the other journeys on this database.
  await editor.getByLabel("Fonte", { exact: true }).selectOption("enem_historico");
  await editor.getByLabel("Buscar").fill("publicidade infantil");
  await editor.getByRole("button", { name: "Filtrar" }).click();
  await row.getByRole("switch", { name: `Tema ativo: ${edited}` }).click();
  await expect(toastOf(editor, "Tema ativado")).toBeVisible();
  await row.getByRole("button", { name: /^Editar / }).click();
  await dialog.getByLabel("Título", { exact: true }).fill(ORIGINAL);
  await dialog.getByRole("button", { name: "Atualizar" }).click();
  await expect(toastOf(editor, "Tema atualizado")).toBeVisible();
});
