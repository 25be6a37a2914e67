import type { Page } from "@playwright/test";
import { adminSignIn } from "./admin-support.ts";
import { expect, signedInStudent, snap, test } from "./support.ts";

/** The latest toast with this text (earlier ones may still be on screen). */
const toastOf = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).last();

/** Creates a plan through 'Novo Plano' with a name, a monthly price and one feature line. */
async function createPlan(page: Page, name: string, monthly: string) {
  await page.getByRole("button", { name: "Novo Plano" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo Plano" });
  await dialog.getByLabel("Nome").fill(name);
  await dialog.getByLabel("Preço mensal (R$)").fill(monthly);
  await dialog.getByLabel("Recurso 1", { exact: true }).fill("Tutor todos os dias");
  await dialog.getByRole("button", { name: "Criar" }).click();
  await expect(toastOf(page, "Plano criado")).toBeVisible();
  await expect(dialog).toBeHidden();
}

const rowOf = (page: Page, name: string) => page.getByTestId("admin-plan-row").filter({ hasText: name });

test("admin creates, edits, toggles and deletes plans; a plan with subscribers is archived; limits tab", async ({
  page,
  browser,
}, testInfo) => {
  const id = Date.now().toString(36);
  const main = `Plano Jornada ${id}`;
  const spare = `Plano Avulso ${id}`;
  const held = `Plano Turma ${id}`;

  await adminSignIn(page, testInfo);
  await page.goto("/admin/plans");
  await expect(page.getByRole("heading", { name: "Planos", exact: true })).toBeVisible();
  await expect(rowOf(page, "Gratuito")).toContainText("R$ 0,00");
  await expect(page.getByRole("button", { name: "Excluir Gratuito" })).toBeDisabled();
  await expect(page.getByRole("switch", { name: "Plano ativo: Gratuito" })).toBeDisabled();
  const total = Number(await page.getByTestId("plans-total").textContent());
  await snap(page, testInfo, "admin-plans-01-list");

  // The form's rules: a name, and at least one feature line (empty ones are dropped).
  await page.getByRole("button", { name: "Novo Plano" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo Plano" });
  await expect(dialog.getByRole("button", { name: "Remover recurso 1" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Criar" }).click();
  await expect(dialog.getByText("Informe o nome do plano.")).toBeVisible();
  await expect(dialog.getByText("Informe ao menos um recurso do plano.")).toBeVisible();
  await dialog.getByLabel("Nome").fill(main);
  await dialog.getByLabel("Preço mensal (R$)").fill("24.9");
  await dialog.getByLabel("Preço anual (R$)").fill("249");
  await dialog.getByLabel("Exercícios por dia").fill("12");
  await dialog.getByLabel("Recurso 1", { exact: true }).fill("12 exercícios por dia");
  await dialog.getByRole("button", { name: "Adicionar recurso" }).click();
  await expect(dialog.getByRole("button", { name: "Remover recurso 1" })).toBeEnabled();
  await snap(page, testInfo, "admin-plans-02-form");
  await dialog.getByRole("button", { name: "Criar" }).click();
  await expect(toastOf(page, "Plano criado")).toBeVisible();
  await expect(rowOf(page, main)).toContainText("R$ 24,90");
  await expect(rowOf(page, main)).toContainText("Exercícios/dia: 12");
  await expect(rowOf(page, main)).toContainText("Chat/dia: ∞");
  await expect(page.getByTestId("plans-total")).toHaveText(String(total + 1));

  // Edit: the price and the essay module.
  await page.getByRole("button", { name: `Editar ${main}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar Plano" });
  await expect(edit.getByLabel("Nome")).toHaveValue(main);
  await edit.getByLabel("Preço mensal (R$)").fill("27.5");
  await edit.getByRole("switch", { name: "Redação" }).click();
  await edit.getByRole("button", { name: "Atualizar" }).click();
  await expect(toastOf(page, "Plano atualizado")).toBeVisible();
  await expect(rowOf(page, main)).toContainText("R$ 27,50");
  await expect(rowOf(page, main)).not.toContainText("Redação");

  // Toggle it off sale.
  await page.getByRole("switch", { name: `Plano ativo: ${main}` }).click();
  await expect(toastOf(page, "Plano desativado")).toBeVisible();
  await expect(page.getByRole("switch", { name: `Plano ativo: ${main}` })).not.toBeChecked();

  // A plan nobody subscribes to is deleted.
  await createPlan(page, spare, "5");
  await page.getByRole("button", { name: `Excluir ${spare}` }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm.getByText("Tem certeza que deseja excluir este plano?")).toBeVisible();
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expect(toastOf(page, "Plano excluído")).toBeVisible();
  await expect(rowOf(page, spare)).toHaveCount(0);

  // A plan with a subscriber (granted in Usuários, which lists the new plan) is archived.
  await createPlan(page, held, "15");
  const studentContext = await browser.newContext();
  const student = await signedInStudent(await studentContext.newPage(), `Rita Turma ${id}`);
  await studentContext.close();
  await page.goto("/admin/users");
  await page.getByLabel("Buscar").fill(student.email);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await page.getByTestId("admin-user-row").first().getByRole("button", { name: "Detalhes" }).click();
  const details = page.getByRole("dialog");
  await details.getByLabel("Alterar plano").selectOption({ label: held });
  await details.getByRole("button", { name: "Salvar plano" }).click();
  await expect(toastOf(page, "Plano alterado.")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.locator("#users-plan").selectOption({ label: held });
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByTestId("admin-user-row")).toHaveCount(1);

  await page.goto("/admin/plans");
  await page.getByRole("button", { name: `Excluir ${held}` }).click();
  await expect(page.getByTestId("plan-archive-note")).toContainText("1 assinatura aponta para este plano");
  await snap(page, testInfo, "admin-plans-03-delete-archive");
  await page.getByRole("dialog").getByRole("button", { name: "Excluir" }).click();
  await expect(toastOf(page, "Plano arquivado")).toBeVisible();
  await expect(rowOf(page, held)).toHaveCount(0);

  // Configurações › Planos edits the same limit the table shows.
  await page.goto("/admin/settings");
  const field = page.locator(`#limit-maxChatMessages-${await slugOf(page, main)}`);
  await expect(page.getByText("Mensagens de chat por dia", { exact: true })).toBeVisible();
  await field.fill("42");
  await field.press("Tab");
  await expect(toastOf(page, "Configuração salva")).toBeVisible();
  await snap(page, testInfo, "admin-plans-04-limits-tab");
  await page.goto("/admin/plans");
  await expect(rowOf(page, main)).toContainText("Chat/dia: 42");
  await snap(page, testInfo, "admin-plans-05-after");
});

/** The slug the server made from a plan's name, read from the admin API with the page's session. */
async function slugOf(page: Page, name: string): Promise<string> {
  const answer = await page.request.get("/api/admin/plans");
  const plan = ((await answer.json()) as { items: { name: string; slug: string }[] }).items.find(
    (p) => p.name === name,
  );
  if (!plan) throw new Error(`plan ${name} not listed`);
  return plan.slug;
}
