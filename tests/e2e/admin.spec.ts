import { adminSignIn, demoAdmin } from "./admin-support.ts";
import { hasDatabaseAccess, withDatabase } from "./database.ts";
import { expect, signedInStudent, snap, test } from "./support.ts";

test("a student opening the back office is refused", async ({ signedInPage: page }, testInfo) => {
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Acesso negado" })).toBeVisible();
  await expect(
    page.getByText("Você precisa estar logado como administrador para acessar esta página."),
  ).toBeVisible();
  await snap(page, testInfo, "admin-00-access-denied");
});

test("staff sign in, find a student, give a plan, deactivate the account", async ({
  page,
  browser,
}, testInfo) => {
  const name = `Estela Painel ${Date.now().toString(36)}`;
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  const student = await signedInStudent(studentPage, name);
  await studentPage.goto("/exercises");
  await expect(studentPage.getByTestId("daily-usage")).toContainText("Exercícios hoje: 0 de 3");

  await adminSignIn(page, testInfo, true);
  const aside = page.getByRole("complementary", { name: "Barra lateral" });
  await expect(page.getByTestId("figure-total-students")).toHaveText(/^[1-9][\d.]*$/);
  await expect(page.getByText("Contas de estudantes (a equipe não entra na conta).")).toBeVisible();
  await snap(page, testInfo, "admin-02-dashboard");

  await aside.getByRole("link", { name: "Usuários" }).click();
  await page.getByLabel("Buscar").fill(name);
  await page.getByRole("button", { name: "Filtrar" }).click();
  const rows = page.getByTestId("admin-user-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(student.email);
  await expect(rows.first()).toContainText("Gratuito");
  await snap(page, testInfo, "admin-03-users");

  await rows.first().getByRole("button", { name: "Detalhes" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Exercícios hoje")).toBeVisible();
  await dialog.getByLabel("Alterar plano").selectOption("estudante");
  await dialog.getByRole("button", { name: "Salvar plano" }).click();
  await expect(page.getByText("Plano alterado.")).toBeVisible();
  await expect(dialog.getByText("0 de 20")).toBeVisible();
  await snap(page, testInfo, "admin-04-user-details");
  await page.keyboard.press("Escape");
  await expect(rows.first()).toContainText("Estudante");

  // The student has the new plan's limits at once.
  await studentPage.reload();
  await expect(studentPage.getByTestId("daily-usage")).toContainText("Exercícios hoje: 0 de 20");

  await rows
    .first()
    .getByRole("switch", { name: `Conta ativa: ${name}` })
    .click();
  await expect(page.getByText("Usuário desativado: as sessões dele foram encerradas.")).toBeVisible();
  await expect(rows.first()).toContainText("Inativo");

  // The student's session has ended: the next page sends them to sign in, which is refused.
  await studentPage
    .getByRole("complementary", { name: "Barra lateral" })
    .getByRole("link", { name: "Conquistas" })
    .click();
  await expect(studentPage).toHaveURL(/\/login/);
  await studentPage.getByLabel("E-mail").fill(student.email);
  await studentPage.getByLabel("Senha", { exact: true }).fill(student.password);
  await studentPage.getByRole("button", { name: "Entrar" }).click();
  await expect(studentPage.getByText("Sua conta está desativada. Fale com o suporte do Rumo.")).toBeVisible();
  await studentContext.close();

  await aside.getByRole("link", { name: "Assinaturas" }).click();
  await expect(page.getByText("Receita mensal")).toBeVisible();
  await page.getByLabel("Buscar").fill(name);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Concedido pela equipe");
  await snap(page, testInfo, "admin-05-subscriptions");

  await aside.getByRole("link", { name: "Auditoria" }).click();
  await expect(page.getByRole("cell", { name: "Usuário desativado" }).first()).toBeVisible();
  await expect(page.getByRole("cell", { name: "Plano do usuário alterado" }).first()).toBeVisible();
  await snap(page, testInfo, "admin-06-audit");
});

test("Ctrl+B collapses the back office's sidebar and the choice survives a reload", async ({
  page,
  context,
}, testInfo) => {
  await adminSignIn(page, testInfo);
  const aside = page.getByRole("complementary", { name: "Barra lateral" });
  await expect.poll(async () => (await aside.boundingBox())?.width).toBeGreaterThan(200);
  await page.keyboard.press("Control+b");
  await expect.poll(async () => (await aside.boundingBox())?.width).toBeLessThan(60);
  const cookie = (await context.cookies()).find((c) => c.name === "rumo_admin_sidebar");
  expect(cookie?.value).toBe("collapsed");
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

  await page.reload();
  await expect(page.getByTestId("figure-total-students")).toBeVisible();
  expect((await aside.boundingBox())?.width).toBeLessThan(60);
  await aside.getByRole("link", { name: "Usuários" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.keyboard.press("Control+b");
  await expect.poll(async () => (await aside.boundingBox())?.width).toBeGreaterThan(200);
});

test("an admin session past its 8 hours sends the page back to /admin/login", async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(!hasDatabaseAccess(baseURL), "needs direct database access (PostgreSQL project)");
  await adminSignIn(page, testInfo);
  await expect(page.getByTestId("figure-total-students")).toBeVisible();
  // The session began 9 hours ago (its row even says it lasts longer): the server ends it anyway.
  await withDatabase(async (db) => {
    await db.query(
      `update sessions set created_at = now() - interval '9 hours', expires_at = now() + interval '1 day'
       where user_id = (select id from users where email = $1)`,
      [demoAdmin(testInfo).email],
    );
  });
  await page
    .getByRole("complementary", { name: "Barra lateral" })
    .getByRole("link", { name: "Usuários" })
    .click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible();
});
