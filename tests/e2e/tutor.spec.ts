import { expect, snap, test } from "./support.ts";

test.describe(() => {
  test.use({ studentName: "Helena Duarte" });

  test("a student talks to the maths tutor, reloads, and finds the conversation in the history", async ({
    signedInPage: page,
  }, testInfo) => {
    await page.goto("/chat/matematica");
    await expect(page.getByRole("heading", { name: "Tutor de Matemática" })).toBeVisible();
    await expect(page.getByText("Online")).toBeVisible();
    const log = page.getByTestId("chat-messages");
    await expect(log.getByText("Olá, Helena!")).toBeVisible();
    await expect(page.getByTestId("remaining-badge")).toContainText("10");

    const input = page.getByLabel("Sua mensagem");
    // Shift+Enter breaks the line instead of sending.
    await input.fill("Como calcular porcentagem");
    await input.press("Shift+Enter");
    await expect(input).toHaveValue("Como calcular porcentagem\n");
    await input.fill("Como calcular porcentagem de desconto?");
    await input.press("Enter");
    await expect(input).toHaveValue("");

    await expect(log.getByText("Como calcular porcentagem de desconto?")).toBeVisible();
    await expect(log.getByText("tutor offline do Rumo")).toBeVisible();
    await expect(log.getByRole("heading", { name: "Porcentagem e Matemática Financeira" })).toBeVisible();
    await expect(log.getByRole("link", { name: "Porcentagem no dia a dia" }).first()).toHaveAttribute(
      "href",
      /^\/exercise\//,
    );
    await expect(log.getByText("Sua vez, Helena:")).toBeVisible();
    await expect(page.getByTestId("remaining-badge")).toContainText("9");
    // Money is text, not a formula.
    await expect(log.getByText(/R\$ 80,00/).first()).toBeVisible();
    await snap(page, testInfo, "tutor-01-chat");

    await page.reload();
    await expect(log.getByText("Como calcular porcentagem de desconto?")).toBeVisible();
    await expect(log.getByText("tutor offline do Rumo")).toBeVisible();
    await expect(log.getByText("Olá, Helena!")).toBeVisible();
    await expect(log.getByText("Olá, Helena!")).toHaveCount(1);

    await page.getByRole("link", { name: "Histórico" }).click();
    await expect(page).toHaveURL(/\/chat-history$/);
    await expect(page.getByRole("heading", { name: "Meu Histórico de Estudos" })).toBeVisible();
    await expect(page.getByText("Seu plano mostra os últimos 3 dias.")).toBeVisible();
    await page.getByLabel("Buscar nas conversas").fill("desconto");
    await expect(page).toHaveURL(/\?q=desconto$/);
    const results = page.getByRole("region", { name: "Hoje" });
    await expect(results.getByText("Como calcular porcentagem de")).toBeVisible();
    await expect(results.getByRole("img", { name: "Matemática" }).first()).toBeVisible();
    await snap(page, testInfo, "tutor-02-history");

    await page.getByLabel("Buscar nas conversas").fill("fotossíntese quântica");
    await expect(page.getByText("Nenhuma mensagem encontrada")).toBeVisible();
  });
});

test("raw HTML a student types is shown as text, never rendered", async ({ signedInPage: page }) => {
  await page.goto("/chat/amiga-de-estudo");
  const input = page.getByLabel("Sua mensagem");
  await input.fill('<img src=x onerror="window.__xss=1"> qual a fórmula de Bhaskara?');
  await input.press("Enter");
  const log = page.getByTestId("chat-messages");
  // The answer quotes the question when it finds nothing, so wait for it and look at every copy.
  await expect(log.getByText("tutor offline do Rumo")).toBeVisible();
  // The tag is removed whole: the question arrives without stray letters of the markup.
  await expect(log.getByText("qual a fórmula de Bhaskara?", { exact: false }).first()).toBeVisible();
  await expect(log.getByText("img src=x", { exact: false })).toHaveCount(0);
  await expect(log.locator("img")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test.describe(() => {
  test.use({ studentName: "Lara Pires" });

  test("a message that could not be sent stays in the input, and goes once the connection is back", async ({
    signedInPage: page,
  }) => {
    await page.goto("/chat/biologia");
    const log = page.getByTestId("chat-messages");
    await expect(log.getByText("Olá, Lara!")).toBeVisible();
    const input = page.getByLabel("Sua mensagem");

    await page.route("**/api/chat/biologia/messages", (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
    );
    await input.fill("O que é mitose?");
    await input.press("Enter");
    await expect(page.getByText("Não foi possível enviar sua mensagem").first()).toBeVisible();
    await expect(input).toHaveValue("O que é mitose?");
    await expect(page.getByTestId("remaining-badge")).toContainText("10");

    await page.unroute("**/api/chat/biologia/messages");
    // A second Enter within 300 ms of the first is ignored (the input's debounce): press until it goes.
    await expect(async () => {
      await input.press("Enter");
      await expect(input).toHaveValue("", { timeout: 500 });
    }).toPass();
    await expect(log.getByText("O que é mitose?").first()).toBeVisible();
    await expect(page.getByTestId("remaining-badge")).toContainText("9");
  });
});
