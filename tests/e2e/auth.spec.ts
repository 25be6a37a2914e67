import { expect, test } from "@playwright/test";
import { emailLink, PASSWORD, snap, uniqueEmail } from "./support.ts";

test("a student registers, confirms the e-mail, signs in and out, and recovers the password", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail();

  await page.goto("/");
  await expect(page.getByRole("heading", { name: /inteligência que se adapta/i })).toBeVisible();
  await snap(page, testInfo, "01-landing");
  await page.getByRole("link", { name: "Começar Agora" }).click();

  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("Informe seu nome completo")).toBeVisible();
  await expect(page.getByText("Você deve aceitar os termos de uso para continuar")).toBeVisible();
  await page.getByLabel("Nome completo").fill("Júlia Martins Rocha");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Celular (WhatsApp)").fill("11987654321");
  await expect(page.getByLabel("Celular (WhatsApp)")).toHaveValue("(11) 98765-4321");
  await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirmar senha").fill("outra-coisa");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("As senhas não coincidem")).toBeVisible();
  await page.getByLabel("Confirmar senha").fill(PASSWORD);
  await snap(page, testInfo, "02-register");
  await page.getByRole("button", { name: "Criar conta" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/Conta criada com sucesso/)).toBeVisible();

  // Signing in before confirming is refused with a clear message.
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText(/Confirme seu e-mail antes de entrar/)).toBeVisible();

  // The development outbox lists the confirmation e-mail with its link clickable.
  await page.goto("/dev/emails");
  // Newest first: signing in unconfirmed sent the link again.
  const message = page.getByRole("article").filter({ hasText: email }).first();
  await expect(message.getByRole("heading")).toContainText("Confirme");
  await message.getByRole("link", { name: /verify-email/ }).click();
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await expect(page.getByText("E-mail confirmado! Agora é só entrar.")).toBeVisible();
  await snap(page, testInfo, "03-login");

  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill("senha-errada");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("E-mail ou senha incorretos")).toBeVisible();
  await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("sidebar-user-name")).toHaveText("Júlia Martins Rocha");
  // A new student is asked for goals first (the dialog hides the page from the accessibility tree);
  // the tutor group opens from the sidebar.
  await page.getByRole("dialog").getByRole("button", { name: "Pular" }).click();
  await expect(page.getByRole("banner").getByText("Júlia", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Tutores" }).click();
  await expect(page.getByRole("link", { name: "Matemática" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Amiga de Estudo" })).toBeVisible();
  await snap(page, testInfo, "04-shell");

  // Signed in, the auth screens send the student back to the dashboard.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole("link", { name: "Esqueci minha senha" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Enviar link de recuperação" }).click();
  await expect(page.getByRole("heading", { name: "Verifique seu e-mail" })).toBeVisible();
  await snap(page, testInfo, "05-forgot-password-sent");
  await page.getByRole("button", { name: "Tentar novamente" }).click();
  // The pause between two e-mails is this account's, not the browser's.
  await page.getByLabel("E-mail").fill(email);
  await expect(page.getByText(/Aguarde \d+s para tentar novamente/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Enviar link de recuperação" })).toBeDisabled();
  await snap(page, testInfo, "05-forgot-password");
  await page.getByLabel("E-mail").fill("outra.pessoa@exemplo.com.br");
  await expect(page.getByRole("button", { name: "Enviar link de recuperação" })).toBeEnabled();

  await page.goto(await emailLink(page.request, email, "/reset-password"));
  const newPassword = "nova-senha-do-enem-1";
  await page.getByLabel("Nova senha", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirmar nova senha").fill(newPassword);
  await snap(page, testInfo, "06-reset-password");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByText("Senha alterada com sucesso!").first()).toBeVisible();
  await snap(page, testInfo, "06-reset-password-done");
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a protected page visited signed out goes to login and comes back after it", async ({ page }) => {
  const email = uniqueEmail();
  await page.request.post("/api/auth/register", {
    data: {
      fullName: "Rafael Costa",
      email,
      phone: "(31) 99999-1234",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    },
  });
  await page.request.get(await emailLink(page.request, email, "/api/auth/verify-email"), { maxRedirects: 0 });

  await page.goto("/achievements");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fachievements$/);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/achievements$/);
});

test("a reset link without its token says it is invalid and goes to login", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Link inválido")).toBeVisible();
});

test("an unknown path shows the 404 screen", async ({ page }, testInfo) => {
  await page.goto("/pagina-que-nao-existe");
  await expect(page.getByText("404")).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await snap(page, testInfo, "07-not-found");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
