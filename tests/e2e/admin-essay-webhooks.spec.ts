import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { adminSignIn } from "./admin-support.ts";
import { expect, snap, test } from "./support.ts";

const API = "/api/admin/essay-webhooks";

/** A stand-in for n8n on this machine: answers 200 and keeps what it was sent. */
async function startN8n(): Promise<{ url: string; bodies: unknown[]; server: Server }> {
  const bodies: unknown[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => {
      bodies.push(JSON.parse(text || "null"));
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"recebido":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/webhook/rumo-e2e`, bodies, server };
}

/** Removes what an earlier, interrupted run of this journey left (only its local addresses). */
async function removeLocalWebhooks(page: Page) {
  const res = await page.request.get(API);
  const { items } = (await res.json()) as { items: { id: string; url: string }[] };
  for (const w of items.filter((i) => i.url.includes("/webhook/rumo-e2e")))
    await page.request.delete(`${API}/${w.id}`);
}

test("admin creates an essay webhook, tests it, edits, switches and deletes it", async ({
  page,
}, testInfo) => {
  const n8n = await startN8n();
  try {
    await adminSignIn(page, testInfo);
    await removeLocalWebhooks(page);
    await page
      .getByRole("complementary", { name: "Barra lateral" })
      .getByRole("link", { name: "Webhooks Redação" })
      .click();
    await expect(page).toHaveURL(/\/admin\/redacao-webhooks$/);
    await expect(page.getByRole("heading", { name: "Webhooks de Redação" })).toBeVisible();
    const cards = page.getByTestId("essay-webhook-card");
    const empty = page.getByText(
      "Nenhum webhook configurado. Crie um webhook para começar a usar a integração com n8n.",
    );
    await expect(empty.or(cards.first())).toBeVisible();
    if (await empty.isVisible()) await snap(page, testInfo, "admin-essay-webhooks-01-empty");

    // New webhook: the URL is required and must be a web address.
    await page.getByRole("button", { name: "Novo Webhook" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Novo Webhook" });
    await expect(dialog.getByLabel("Tipo")).toHaveValue("gerar_tema");
    await expect(dialog.getByRole("switch", { name: "Ativo" })).toBeChecked();
    await dialog.getByRole("button", { name: "Criar" }).click();
    await expect(dialog.getByText("URL do webhook é obrigatória.")).toBeVisible();
    await dialog.getByLabel("URL do webhook").fill("ftp://n8n.exemplo.com/x");
    await dialog.getByRole("button", { name: "Criar" }).click();
    await expect(dialog.getByText("Informe um endereço que comece com http:// ou https://.")).toBeVisible();
    await dialog.getByLabel("Tipo").selectOption("corrigir_redacao");
    await dialog.getByLabel("URL do webhook").fill(`  ${n8n.url}  `);
    await snap(page, testInfo, "admin-essay-webhooks-02-dialog");
    await dialog.getByRole("button", { name: "Criar" }).click();
    await expect(page.getByText("Webhook criado com sucesso!")).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = cards.filter({ hasText: n8n.url });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Corrigir Redação");
    await expect(card).toContainText("Ativo");
    await expect(card).toContainText("Em uso");
    // The app shows dates on its calendar (São Paulo), not the test runner's.
    const today = new Date().toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });
    await expect(card).toContainText(`Criado em ${today}`);

    // Testar: the server calls the local n8n and the page shows the status and time.
    await card.getByRole("button", { name: "Testar" }).click();
    await expect(page.getByText("Teste bem-sucedido").first()).toBeVisible();
    await expect(page.getByText(/O webhook respondeu corretamente!/)).toBeVisible();
    await expect(card.getByRole("status")).toContainText(/Teste bem-sucedido: HTTP 200 em [\d.]+ ms/);
    expect(n8n.bodies.at(-1)).toMatchObject({
      teste: true,
      tema: expect.any(String),
      conteudo: expect.any(String),
    });
    await snap(page, testInfo, "admin-essay-webhooks-03-list");

    // Editar: the dialog opens with the webhook's values; Atualizar saves the new type.
    await card.getByRole("button", { name: "Editar" }).click();
    const edit = page.getByRole("dialog", { name: "Editar Webhook" });
    await expect(edit.getByLabel("URL do webhook")).toHaveValue(n8n.url);
    await edit.getByLabel("Tipo").selectOption("gerar_tema_autoral");
    await edit.getByRole("button", { name: "Atualizar" }).click();
    await expect(page.getByText("Webhook atualizado com sucesso!")).toBeVisible();
    await expect(card).toContainText("Gerar Tema Autoral");

    // The switch turns it off and on.
    const toggle = card.getByRole("switch");
    await toggle.click();
    await expect(page.getByText("Webhook desativado com sucesso!")).toBeVisible();
    await expect(card).toContainText("Inativo");
    await expect(card).not.toContainText("Em uso");
    await toggle.click();
    await expect(page.getByText("Webhook ativado com sucesso!")).toBeVisible();
    await expect(card).toContainText("Em uso");

    // Excluir asks first; Cancelar keeps it, Excluir removes it.
    await card.getByRole("button", { name: "Excluir" }).click();
    const confirm = page.getByRole("dialog", { name: "Excluir webhook" });
    await expect(confirm.getByText("Tem certeza que deseja excluir este webhook?")).toBeVisible();
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(card).toHaveCount(1);
    await card.getByRole("button", { name: "Excluir" }).click();
    await confirm.getByRole("button", { name: "Excluir" }).click();
    await expect(page.getByText("Webhook excluído com sucesso!")).toBeVisible();
    await expect(card).toHaveCount(0);
  } finally {
    await removeLocalWebhooks(page).catch(() => undefined);
    await new Promise((resolve) => n8n.server.close(resolve));
  }
});
