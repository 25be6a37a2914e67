import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { adminSignIn } from "./admin-support.ts";
import { expect, snap, test } from "./support.ts";

/** The latest toast with this text (earlier ones may still be on screen). */
const toastOf = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).last();

const HEADER =
  "assunto;exercicio;descricao;dificuldade;pontos;tempo_estimado;ordem;tipo;pergunta;opcao_a;opcao_b;opcao_c;opcao_d;opcao_e;resposta_correta;explicacao;dificuldade_questao";

test("an admin exports Matemática as CSV, then imports a file with one good and one bad row and reads why", async ({
  page,
}, testInfo) => {
  const id = Date.now().toString(36);
  const topic = `Importados ${id}`;

  await adminSignIn(page, testInfo);
  await page.goto("/admin/content");
  await page.getByTestId("content-subject").filter({ hasText: "Matemática" }).getByRole("link").click();
  const menu = page.getByRole("group", { name: "Importar e exportar exercícios de Matemática" });
  await expect(menu).toBeVisible();
  await snap(page, testInfo, "admin-content-transfer-00-menu");

  // Export: a CSV that Excel opens (BOM, ';'), one row per question.
  const downloading = page.waitForEvent("download");
  await menu.getByRole("button", { name: "Exportar CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^exercicios-matematica-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.startsWith(`\uFEFF${HEADER}`)).toBe(true);
  expect(csv.split("\r\n").length).toBeGreaterThan(10);
  await expect(toastOf(page, "Exportação concluída")).toBeVisible();

  // Import: one good exercise, one whose answer is not among its options.
  const file = [
    HEADER,
    `${topic};Regra de três;Proporções;Fácil;10;10;1;multipla_escolha;Se 2 cadernos custam R$ 10, quanto custam 5?;R$ 20;R$ 25;R$ 30;;;R$ 25;5 × 5 = 25.;`,
    `${topic};Chave trocada;;Médio;10;10;1;multipla_escolha;Quanto é 3 × 4?;10;12;14;;;13;3 × 4 = 12.;`,
  ].join("\r\n");
  await menu.getByRole("button", { name: "Importar…" }).click();
  const dialog = page.getByRole("dialog", { name: "Importar exercícios" });
  await expect(dialog.getByRole("button", { name: "Validar" })).toBeDisabled();
  await dialog.getByLabel("Arquivo (.json ou .csv)").setInputFiles({
    name: "escola.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`\uFEFF${file}\r\n`, "utf8"),
  });
  await expect(dialog.getByText(/escola\.csv · CSV/)).toBeVisible();

  // 'Validar' reports without saving.
  await dialog.getByRole("button", { name: "Validar" }).click();
  const rows = dialog.getByTestId("import-report-row");
  await expect(dialog.getByText("Validação concluída: nada foi gravado.")).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Regra de três" })).toContainText("Válido");
  const bad = rows.filter({ hasText: "Chave trocada" });
  await expect(bad).toContainText("Linha 3");
  await expect(bad).toContainText("Recusado");
  await expect(bad).toContainText("Escolha a resposta correta entre as alternativas preenchidas.");
  await snap(page, testInfo, "admin-content-transfer-01-validated");

  // 'Importar' saves the good one only.
  await dialog.getByRole("button", { name: "Importar" }).click();
  await expect(dialog.getByText("Importação concluída")).toBeVisible();
  await expect(rows.filter({ hasText: "Regra de três" })).toContainText("Importado");
  await expect(rows.filter({ hasText: "Chave trocada" })).toContainText("Recusado");
  await expect(dialog.getByRole("status")).toContainText(
    "1 assunto, 1 exercício e 1 questão criados; 1 exercício recusado.",
  );
  await snap(page, testInfo, "admin-content-transfer-02-imported");

  // Importing the same file again refuses the exercise that is already there.
  await dialog.getByRole("button", { name: "Importar" }).click();
  await expect(rows.filter({ hasText: "Regra de três" })).toContainText(
    "Já existe um exercício com este título",
  );
  await dialog.getByRole("button", { name: "Fechar" }).first().click();
  await expect(dialog).toBeHidden();

  // The new topic is in the list, with its one exercise.
  await page.getByRole("link", { name: new RegExp(topic) }).click();
  await expect(page.getByText("Regra de três")).toBeVisible();
  await expect(page.getByText("Chave trocada")).toHaveCount(0);

  // Removed again, so the students' journeys on this database see the seeded bank only.
  await page.getByRole("button", { name: "Excluir Regra de três" }).click();
  await page
    .getByRole("dialog", { name: "Excluir exercício" })
    .getByRole("button", { name: "Excluir" })
    .click();
  await expect(page.getByText("Regra de três")).toHaveCount(0);
});
