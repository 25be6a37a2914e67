import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, snap, test } from "./support.ts";

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

test.describe(() => {
  test.use({ studentName: "Rafael Lima Souza" });

  test("a student edits the profile, sets objectives and notification settings", async ({
    page,
    student,
  }, testInfo) => {
    const { email } = student;
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Meu Perfil" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Perfil" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("E-mail")).toHaveValue(email);
    await expect(page.getByText("O e-mail não pode ser alterado")).toBeVisible();

    await page.getByLabel("Nome completo").fill("Rafael Lima Souza Filho");
    await page.getByLabel("Celular (WhatsApp)").fill("21987654321");
    await expect(page.getByLabel("Celular (WhatsApp)")).toHaveValue("(21) 98765-4321");
    await page.getByLabel("Data de nascimento").fill("2008-05-20");
    await page.getByLabel("Sobre você").fill("Estudo à noite depois da escola.");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("Perfil atualizado")).toBeVisible();
    await expect(page.getByText("Suas informações foram salvas com sucesso.")).toBeVisible();
    await snap(page, testInfo, "profile-01-personal");

    await page.reload();
    await expect(page.getByLabel("Nome completo")).toHaveValue("Rafael Lima Souza Filho");
    await expect(page.getByLabel("Celular (WhatsApp)")).toHaveValue("(21) 98765-4321");
    await expect(page.getByLabel("Data de nascimento")).toHaveValue("2008-05-20");
    await expect(page.getByLabel("Sobre você")).toHaveValue("Estudo à noite depois da escola.");
    await expect(page.getByTestId("sidebar-user-name")).toHaveText("Rafael Lima Souza Filho");

    // Objetivos: the tab lives in the URL.
    await page.getByRole("tab", { name: "Objetivos" }).click();
    await expect(page).toHaveURL(/\/profile\?tab=objetivos$/);
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(
      page.getByText("Preencha o curso dos sonhos e a faculdade para salvar.").first(),
    ).toBeVisible();
    const examYear = String(new Date().getFullYear() + 1);
    await page.getByLabel("Curso dos sonhos").fill("Engenharia de Computação");
    await page.getByLabel("Faculdade").fill("Unicamp");
    await page.getByLabel("Tempo de preparação").selectOption("2");
    await page.getByLabel("Horas de estudo por dia").selectOption("8");
    await page.getByLabel("Ano da prova").selectOption(examYear);
    await page.getByLabel("Meta semanal").selectOption("25");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("Perfil atualizado")).toBeVisible();
    await snap(page, testInfo, "profile-02-objectives");

    await page.reload();
    await expect(page.getByRole("tab", { name: "Objetivos" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Curso dos sonhos")).toHaveValue("Engenharia de Computação");
    await expect(page.getByLabel("Faculdade")).toHaveValue("Unicamp");
    await expect(page.getByLabel("Tempo de preparação")).toHaveValue("2");
    await expect(page.getByLabel("Horas de estudo por dia")).toHaveValue("8");
    await expect(page.getByLabel("Ano da prova")).toHaveValue(examYear);
    await expect(page.getByLabel("Meta semanal")).toHaveValue("25");

    // Configurações: each switch is saved on change.
    await page.getByRole("tab", { name: "Configurações" }).click();
    await expect(page).toHaveURL(/\/profile\?tab=configuracoes$/);
    const sms = page.getByRole("switch", { name: "Notificações por SMS" });
    await expect(sms).toHaveAttribute("aria-checked", "false");
    await sms.click();
    await expect(page.getByText("Configurações salvas")).toBeVisible();
    await expect(sms).toHaveAttribute("aria-checked", "true");
    const reports = page.getByRole("switch", { name: "Relatórios semanais" });
    await reports.focus();
    await page.keyboard.press("Space");
    await expect(reports).toHaveAttribute("aria-checked", "false");
    await snap(page, testInfo, "profile-03-settings");

    await page.reload();
    await expect(page.getByRole("switch", { name: "Notificações por SMS" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(page.getByRole("switch", { name: "Relatórios semanais" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await expect(page.getByRole("switch", { name: "Notificações por e-mail" })).toHaveAttribute(
      "aria-checked",
      "true",
    );

    // Conquistas: the real list, or an honest error state while the endpoint is missing.
    await page.getByRole("tab", { name: "Conquistas" }).click();
    await expect(
      page
        .getByText("Conquistas desbloqueadas")
        .or(page.getByText("Não foi possível carregar suas conquistas")),
    ).toBeVisible();
    await snap(page, testInfo, "profile-04-achievements");
  });
});

test.describe(() => {
  test.use({ studentName: "Larissa Campos" });

  test("a student downloads the data export and changes the password", async ({
    page,
    student,
  }, testInfo) => {
    const { email, password } = student;
    await page.goto("/profile");

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Baixar meus dados" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^rumo-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), "utf8"));
    expect(data.account.email).toBe(email);
    expect(data.profile.fullName).toBe("Larissa Campos");
    await expect(page.getByText("Seus dados foram baixados.")).toBeVisible();

    const newPassword = "caminho-da-aprovacao-2";
    await page.getByLabel("Senha atual").fill("senha-que-nao-e-minha");
    await page.getByLabel("Nova senha", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirmar nova senha").fill(`${newPassword}x`);
    await page.getByRole("button", { name: "Alterar senha" }).click();
    await expect(page.getByText("Senhas não coincidem")).toBeVisible();
    await expect(page.getByText("A nova senha e a confirmação devem ser iguais.").first()).toBeVisible();

    await page.getByLabel("Confirmar nova senha").fill(newPassword);
    await page.getByRole("button", { name: "Alterar senha" }).click();
    await expect(page.getByText("Erro ao alterar senha")).toBeVisible();
    await expect(page.getByText("A senha atual está incorreta.")).toBeVisible();
    // What the student typed is still there to correct.
    await expect(page.getByLabel("Nova senha", { exact: true })).toHaveValue(newPassword);

    await page.getByLabel("Senha atual").fill(password);
    await page.getByRole("button", { name: "Alterar senha" }).click();
    await expect(page.getByText("Senha alterada", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Senha atual")).toHaveValue("");
    await snap(page, testInfo, "profile-05-password");

    // This device stays signed in; after signing out only the new password works.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Meu Perfil" })).toBeVisible();
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, email, password);
    await expect(page.getByText("E-mail ou senha incorretos")).toBeVisible();
    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test("a student deletes the account and can no longer sign in", async ({ page, student }, testInfo) => {
  const { email, password } = student;
  await page.goto("/profile");

  await page.getByRole("button", { name: "Excluir conta" }).click();
  const dialog = page.getByRole("dialog", { name: "Excluir sua conta?" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Digite EXCLUIR para confirmar").fill("excluir");
  await dialog.getByLabel("Sua senha").fill("senha-errada-123");
  await dialog.getByRole("button", { name: "Excluir minha conta" }).click();
  await expect(dialog.getByText("Digite EXCLUIR para confirmar", { exact: true }).last()).toBeVisible();

  await dialog.getByLabel("Digite EXCLUIR para confirmar").fill("EXCLUIR");
  await dialog.getByRole("button", { name: "Excluir minha conta" }).click();
  await expect(page.getByText("Erro ao excluir conta")).toBeVisible();
  await expect(page.getByText("Senha incorreta. Confira e tente novamente.")).toBeVisible();
  await snap(page, testInfo, "profile-06-delete-dialog");

  await dialog.getByLabel("Sua senha").fill(password);
  await dialog.getByRole("button", { name: "Excluir minha conta" }).click();
  await expect(page.getByText("Conta excluída")).toBeVisible();
  await expect(page.getByText("Seus dados foram anonizados conforme a LGPD.")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await signIn(page, email, password);
  await expect(page.getByText("E-mail ou senha incorretos")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
