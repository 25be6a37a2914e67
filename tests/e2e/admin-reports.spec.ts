import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { adminSignIn } from "./admin-support.ts";
import { expect, PASSWORD, snap, test, uniqueEmail } from "./support.ts";

/** The latest toast with this text (earlier ones may still be on screen). */
const toastOf = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).last();

test("admin exports the users as Excel, the file downloads and holds a student who signed up on the site", async ({
  page,
  browser,
}, testInfo) => {
  // A student signs up through the form, in a browser of their own.
  const name = `Lívia Figueiredo ${Date.now().toString(36)}`;
  const email = uniqueEmail("livia");
  const visitor = await browser.newPage();
  await visitor.goto("/register");
  await visitor.getByLabel("Nome completo").fill(name);
  await visitor.getByLabel("E-mail").fill(email);
  await visitor.getByLabel("Celular (WhatsApp)").fill("21987654321");
  await visitor.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await visitor.getByLabel("Confirmar senha").fill(PASSWORD);
  await visitor.getByRole("checkbox").check();
  await visitor.getByRole("button", { name: "Criar conta" }).click();
  await expect(visitor).toHaveURL(/\/login$/);
  await visitor.close();

  await adminSignIn(page, testInfo);
  await page.goto("/admin/reports");
  await expect(page.getByRole("heading", { name: "Relatórios e Exportações" })).toBeVisible();
  const files = page.getByRole("region", { name: "Arquivos gerados" });
  await expect(
    files.getByText(/Nenhum arquivo gerado|Usuários|Exercícios|Progresso|Dados|Análise|Relatório/).first(),
  ).toBeVisible();
  await snap(page, testInfo, "admin-reports-01-exports");

  await page.getByRole("region", { name: "Usuários" }).getByRole("button", { name: "Excel" }).click();
  await expect(toastOf(page, "Exportação concluída")).toBeVisible({ timeout: 30_000 });
  const item = files.getByTestId("export-item").first();
  await expect(item).toContainText("Usuários · Excel");
  await expect(item).toContainText("Pronto");
  await snap(page, testInfo, "admin-reports-02-ready");

  // The link survives a reload: the list lives on the server.
  await page.reload();
  const link = files
    .getByTestId("export-item")
    .first()
    .getByRole("link", { name: /^Baixar usuarios-/ });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(await download.failure()).toBeNull();
  expect(download.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet("Usuários")!;
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    "Nome",
    "E-mail",
    "Celular",
    "Faculdade",
    "Plano",
    "Status",
    "Cadastro",
    "Último acesso",
  ]);
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(2).value === email) found = row;
  });
  expect(found, `${email} in the workbook`).toBeDefined();
  expect(found!.getCell(1).value).toBe(name);
  expect(found!.getCell(3).value).toBe("(21) 98765-4321");
  expect(found!.getCell(5).value).toBe("Gratuito");
  expect(found!.getCell(7).value).toBeInstanceOf(Date);

  // A progress export of one plan and a quick export, each followed to the end.
  await page.getByRole("region", { name: "Progresso por plano" }).getByLabel("Plano").selectOption("nerd");
  await page
    .getByRole("region", { name: "Progresso por plano" })
    .getByRole("button", { name: "CSV" })
    .click();
  await expect(files.getByTestId("export-item").first()).toContainText("Progresso por plano · CSV");
  await expect(files.getByTestId("export-item").first()).toContainText("Pronto", { timeout: 30_000 });
  await expect(files.getByTestId("export-item").first()).toContainText("Plano Nerd");
  const quick = page.getByRole("region", { name: "Exportações rápidas" });
  await quick.getByLabel("Período").selectOption("3");
  await quick.getByRole("button", { name: "Análise de engajamento (CSV)" }).click();
  await expect(files.getByTestId("export-item").first()).toContainText("Análise de engajamento · CSV");
  await expect(files.getByTestId("export-item").first()).toContainText("Últimos 3 meses");
  await expect(files.getByTestId("export-item").first()).toContainText("Pronto", { timeout: 30_000 });
  await snap(page, testInfo, "admin-reports-03-files");
});
