import { expect, PASSWORD, signedInStudent, test } from "./support.ts";

test("an account locked after five wrong passwords does not lock the next student on the same computer", async ({
  page,
}) => {
  const ana = await signedInStudent(page, "Ana Lopes");
  const bia = await signedInStudent(page, "Bia Campos");
  await page.context().clearCookies();

  await page.goto("/login");
  const email = page.getByLabel("E-mail");
  const password = page.getByLabel("Senha", { exact: true });
  const enter = page.getByRole("button", { name: "Entrar" });
  await email.fill(ana.email);
  await password.fill("senha-errada");
  for (let attempt = 1; attempt <= 5; attempt++) {
    const answer = page.waitForResponse("**/api/auth/login");
    await enter.click();
    expect((await answer).status()).toBe(401);
  }
  const locked = page.waitForResponse("**/api/auth/login");
  await enter.click();
  expect((await locked).status()).toBe(429);
  await expect(page.getByText(/Aguarde \d+ minutos/).first()).toBeVisible();
  await expect(enter).toBeDisabled();

  // The lock is Ana's, not the browser's: Bia signs in at once.
  await email.fill(bia.email);
  await expect(enter).toBeEnabled();
  await password.fill(PASSWORD);
  await enter.click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A new visit keeps no lock in the browser; the server still answers for Ana's account alone.
  await page.context().clearCookies();
  await page.goto("/login");
  await email.fill(ana.email);
  await password.fill(PASSWORD);
  await expect(enter).toBeEnabled();
  const again = page.waitForResponse("**/api/auth/login");
  await enter.click();
  expect((await again).status()).toBe(429);
  await expect(enter).toBeDisabled();
  await email.fill(bia.email);
  await expect(enter).toBeEnabled();
});

test.describe(() => {
  test.use({ studentName: "Rafa Teles" });

  test("a third subject on the free plan is refused without a greeting, in a compact panel on a phone", async ({
    signedInPage: page,
  }) => {
    for (const subject of ["fisica", "quimica"]) {
      const sent = await page.request.post(`/api/chat/${subject}/messages`, {
        data: { message: "Uma dúvida rápida" },
      });
      expect(sent.status()).toBe(200);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/chat/matematica");
    const panel = page.getByTestId("limit-reached-panel");
    await expect(panel.getByText("Limite Atingido")).toBeVisible();
    await expect(panel).toContainText("Física, Química");
    await expect(panel.getByRole("link", { name: "Fazer upgrade" })).toBeVisible();
    const log = page.getByTestId("chat-messages");
    await expect(log.getByText("Olá, Rafa!")).toHaveCount(0);

    const panelBox = (await panel.boundingBox())!;
    const logBox = (await log.boundingBox())!;
    expect(panelBox.height).toBeLessThanOrEqual(120);
    // Most of the phone's screen is left to the conversation.
    expect(logBox.height).toBeGreaterThanOrEqual(400);

    const opened = await page.request.get("/api/chat/matematica/messages");
    expect(((await opened.json()) as { messages: unknown[] }).messages).toEqual([]);
  });
});

test("a message of only tags is refused with 'Mensagem inválida' and spends nothing", async ({
  signedInPage: page,
}) => {
  await page.goto("/chat/amiga-de-estudo");
  const badge = page.getByTestId("remaining-badge");
  await expect(badge).toContainText("10");
  const input = page.getByLabel("Sua mensagem");
  await input.fill("<b></b>");
  await input.press("Enter");
  await expect(page.getByText("Mensagem inválida")).toBeVisible();
  // The text stays to be fixed, and nothing was sent or counted.
  await expect(input).toHaveValue("<b></b>");
  await expect(badge).toContainText("10");
  const entitlements = await page.request.get("/api/me/entitlements");
  expect(await entitlements.json()).toMatchObject({ chatMessagesToday: { used: 0 } });

  // The server refuses it too, if it ever arrives.
  const direct = await page.request.post("/api/chat/amiga-de-estudo/messages", {
    data: { message: "<b></b><i></i>" },
  });
  expect(direct.status()).toBe(400);
  expect(await direct.json()).toMatchObject({ code: "INVALID_MESSAGE" });
  await page.reload();
  await expect(badge).toContainText("10");
  await expect(page.getByTestId("chat-messages").getByText("b/bi/i")).toHaveCount(0);
});
