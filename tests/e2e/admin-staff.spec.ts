import { adminSignIn } from "./admin-support.ts";
import { emailLink, expect, PASSWORD, snap, test, uniqueEmail } from "./support.ts";

test("the admin invites an editor by e-mail; the editor joins and sees only what the role allows", async ({
  page,
  browser,
}, testInfo) => {
  await adminSignIn(page, testInfo);
  await page.goto("/admin/settings?tab=notificacoes");

  // Notificações: my own switches, saved at once; SMS honestly unavailable.
  const alerts = page.getByRole("switch", { name: "Alertas do sistema" });
  await expect(alerts).toBeChecked();
  await expect(page.getByRole("switch", { name: "E-mail" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "SMS" })).toBeDisabled();
  await expect(
    page.getByText("Envio por SMS indisponível: nenhum serviço de SMS configurado."),
  ).toBeVisible();
  await alerts.click();
  await expect(page.getByText("Configuração salva").first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Alertas do sistema" })).not.toBeChecked();
  // The dashboard's alerts follow the switch.
  await page.goto("/admin/dashboard");
  await expect(page.getByTestId("figure-total-students")).toBeVisible();
  await expect(page.getByTestId("system-alerts-none")).toHaveCount(0);
  await page.goto("/admin/settings?tab=notificacoes");
  await page.getByRole("switch", { name: "Alertas do sistema" }).click();
  await expect(page.getByRole("switch", { name: "Alertas do sistema" })).toBeChecked();

  // Subadministradores: invite an editor.
  const email = uniqueEmail("editora");
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByLabel("Perfil", { exact: true }).selectOption("editor");
  await page.getByRole("button", { name: "Enviar convite" }).click();
  await expect(page.getByText("Convite enviado por e-mail.")).toBeVisible();
  const pending = page.getByRole("region", { name: "Convites pendentes" });
  await expect(pending.getByText(email)).toBeVisible();
  await snap(page, testInfo, "admin-staff-01-settings");

  // The invitee opens the e-mailed link in their own browser.
  const link = await emailLink(page.request, email, "/admin/convite/");
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(new URL(link).pathname);
  await expect(invitee.getByRole("heading", { name: "Convite para a equipe" })).toBeVisible();
  await expect(invitee.getByText(email)).toBeVisible();
  await expect(invitee.getByText("Editor", { exact: true })).toBeVisible();
  await invitee.getByRole("button", { name: "Criar conta e aceitar" }).click();
  await expect(invitee.getByText("Informe seu nome completo")).toBeVisible();
  await snap(invitee, testInfo, "admin-staff-02-invitation");

  await invitee.getByLabel("Nome completo").fill("Eva Editora");
  await invitee.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await invitee.getByLabel("Confirmar senha").fill(PASSWORD);
  await invitee.getByRole("button", { name: "Criar conta e aceitar" }).click();
  await expect(invitee).toHaveURL(/\/admin\/login$/);
  await expect(invitee.getByText("Convite aceito! Entre com seu e-mail e senha.")).toBeVisible();

  await invitee.getByLabel("E-mail").fill(email);
  await invitee.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await invitee.getByRole("button", { name: "Entrar" }).click();
  await expect(invitee).toHaveURL(/\/admin\/dashboard$/);
  const menu = invitee.getByRole("navigation", { name: "Menu administrativo" });
  await expect(menu.getByRole("link")).toHaveText([
    "Dashboard",
    "Conteúdo",
    "Erros reportados",
    "Temas de Redação",
  ]);
  await expect(invitee.getByTestId("figure-total-students")).toBeVisible();
  await snap(invitee, testInfo, "admin-staff-03-editor-dashboard");
  await invitee.goto("/admin/users");
  await expect(
    invitee.getByText("Acesso negado — seu perfil da equipe não tem permissão para esta área."),
  ).toBeVisible();
  await snap(invitee, testInfo, "admin-staff-04-editor-refused");

  // The link was used once.
  await invitee.goto(new URL(link).pathname);
  await expect(invitee.getByText("Convite inválido ou expirado.")).toBeVisible();
  await snap(invitee, testInfo, "admin-staff-05-invitation-used");

  // The admin sees the editor on the staff, and can change the role.
  await page.reload();
  const row = page.getByRole("listitem").filter({ hasText: email });
  await expect(row.getByRole("combobox", { name: "Perfil de Eva Editora" })).toHaveValue("editor");
  await expect(pending.getByText(email)).toHaveCount(0);
  await row.getByRole("combobox", { name: "Perfil de Eva Editora" }).selectOption("suporte");
  await expect(page.getByText("Perfil alterado.")).toBeVisible();
  await invitee.goto("/admin/dashboard");
  await expect(invitee.getByRole("navigation", { name: "Menu administrativo" }).getByRole("link")).toHaveText(
    ["Dashboard", "Usuários", "Assinaturas"],
  );

  // Removed: the session ends at once.
  await row.getByRole("button", { name: "Remover Eva Editora da equipe" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remover da equipe" }).click();
  await expect(page.getByText("Pessoa removida da equipe: as sessões dela foram encerradas.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: email })).toHaveCount(0);
  await invitee.goto("/admin/users");
  await expect(invitee).toHaveURL(/\/admin\/login$/);
});
