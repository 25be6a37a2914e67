import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { adminSignIn } from "./admin-support.ts";
import { hasDatabaseAccess, withDatabase } from "./database.ts";
import { expect, signedInStudent, snap, test } from "./support.ts";

/** A local n8n stand-in for the Filosofia tutor (no other journey talks to that tutor). */
async function startTutorWebhook(
  resposta: string,
): Promise<{ url: string; server: Server; bodies: unknown[] }> {
  const bodies: unknown[] = [];
  const server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => {
      bodies.push(JSON.parse(text || "null"));
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ resposta }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/filosofia`, server, bodies };
}

test("admin saves an AI key and sees only its last four characters; the database holds ciphertext", async ({
  page,
}, testInfo) => {
  await adminSignIn(page, testInfo);
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "Configurações do Sistema" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Planos" })).toHaveAttribute("aria-selected", "true");
  await snap(page, testInfo, "admin-settings-01-planos");

  await page.getByRole("tab", { name: "API Keys" }).click();
  await expect(page).toHaveURL(/\?tab=api-keys$/);
  // Only the key: with no URL and model no model is switched on for the other journeys.
  const key = `sk-e2e-${Date.now().toString(36)}-7c9d`;
  await page.getByLabel("API Key", { exact: true }).fill(key);
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByText("API Key salva")).toBeVisible();
  await expect(page.getByTestId("ai-api-key-saved")).toHaveText("Salva: •••• 7c9d");
  await expect(page.getByLabel("API Key", { exact: true })).toHaveValue("");

  // A reload keeps the tab, and the page never holds the key.
  await page.reload();
  await expect(page.getByRole("tab", { name: "API Keys" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("ai-api-key-saved")).toHaveText("Salva: •••• 7c9d");
  expect(await page.content()).not.toContain(key);
  await snap(page, testInfo, "admin-settings-03-api-keys");

  if (hasDatabaseAccess(testInfo.project.use.baseURL)) {
    const row = await withDatabase(
      async (client) =>
        (
          await client.query<{ value: string; encrypted: boolean }>(
            "select value, encrypted from system_settings where key = 'ai_api_key'",
          )
        ).rows[0],
    );
    expect(row?.encrypted).toBe(true);
    expect(row?.value).toMatch(/^v1\./);
    expect(row?.value).not.toContain(key);
  }

  await page.getByRole("button", { name: "Remover chave" }).click();
  await expect(page.getByTestId("ai-api-key-saved")).toHaveText("Nenhuma chave salva");

  await page.getByRole("tab", { name: "Stripe" }).click();
  await expect(page.getByRole("switch", { name: "Modo sandbox (teste)" })).toBeVisible();
  await expect(page.getByTestId("stripe-webhook-endpoint")).toHaveText(/\/api\/billing\/webhook$/);
  // A live key in the sandbox field is refused before anything is sent, and nothing typed is lost.
  await page.getByLabel("Chave secreta de teste").fill("sk_live_errada");
  await page.getByRole("button", { name: "Salvar Configurações Stripe" }).click();
  await expect(page.getByText("Chave secreta de teste deve começar com sk_test_")).toBeVisible();
  await expect(page.getByLabel("Chave secreta de teste")).toHaveValue("sk_live_errada");
  await snap(page, testInfo, "admin-settings-04-stripe");

  await page.getByRole("tab", { name: "Notificações" }).click();
  await expect(page).toHaveURL(/\?tab=notificacoes$/);
  await snap(page, testInfo, "admin-settings-05-notificacoes");
});

test("admin points the Filosofia tutor at a webhook; a student asks and gets the webhook's answer", async ({
  page,
  browser,
}, testInfo) => {
  const answer = `Resposta do n8n de Filosofia ${Date.now().toString(36)}`;
  const webhook = await startTutorWebhook(answer);
  try {
    await adminSignIn(page, testInfo);
    await page.goto("/admin/settings?tab=webhook");
    await expect(page.getByRole("heading", { name: "Webhooks por Matéria" })).toBeVisible();

    // Both fields are needed.
    await page.getByRole("button", { name: "Adicionar" }).click();
    await expect(page.getByText("Selecione uma matéria e informe a URL do webhook")).toBeVisible();

    await page.getByLabel("Matéria").selectOption({ label: "Filosofia" });
    await page.getByLabel("URL do webhook", { exact: true }).fill(webhook.url);
    await page.getByRole("button", { name: "Adicionar" }).click();
    await expect(page.getByText("Webhook adicionado")).toBeVisible();
    const row = page.getByTestId("subject-webhook-row").filter({ hasText: "Filosofia" });
    await expect(row.getByLabel("URL do webhook de Filosofia")).toHaveValue(webhook.url);
    await expect(page.getByLabel("Matéria").locator("option", { hasText: "Filosofia" })).toHaveCount(0);
    await snap(page, testInfo, "admin-settings-02-webhook");

    const studentContext = await browser.newContext();
    try {
      const studentPage = await studentContext.newPage();
      await signedInStudent(studentPage, "Sofia Pensadora");
      await studentPage.goto("/chat/filosofia");
      const input = studentPage.getByLabel("Sua mensagem");
      await input.fill("O que é a alegoria da caverna?");
      await input.press("Enter");
      await expect(studentPage.getByTestId("chat-messages").getByText(answer)).toBeVisible();
      expect(webhook.bodies.at(-1)).toMatchObject({
        materia: "Filosofia",
        message: "O que é a alegoria da caverna?",
      });
    } finally {
      await studentContext.close();
    }

    // Removing it gives Filosofia back to the built-in tutor and to the add form.
    await row.getByRole("button", { name: "Remover webhook de Filosofia" }).click();
    await expect(page.getByText("Webhook removido")).toBeVisible();
    await expect(page.getByTestId("subject-webhook-row").filter({ hasText: "Filosofia" })).toHaveCount(0);
    await expect(page.getByLabel("Matéria").locator("option", { hasText: "Filosofia" })).toHaveCount(1);
  } finally {
    await new Promise((resolve) => webhook.server.close(resolve));
  }
});
