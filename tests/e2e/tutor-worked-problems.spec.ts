import { expect, snap, test } from "./support.ts";

test.describe(() => {
  test.use({ studentName: "Caio Mendes" });

  test("the offline tutor works out the student's problem and says where their result went wrong", async ({
    signedInPage: page,
  }, testInfo) => {
    await page.goto("/chat/matematica");
    const input = page.getByLabel("Sua mensagem");
    await input.fill(
      "apliquei 1000 reais a juros compostos de 10% ao mes por 3 meses, achei 1300, ta certo?",
    );
    await input.press("Enter");
    const log = page.getByTestId("chat-messages");
    await expect(log.getByText("Não é 1.300, Caio.")).toBeVisible();
    await expect(log.getByText(/O erro está no/)).toBeVisible();
    await expect(log.getByRole("heading", { name: /Juros compostos, com os seus números/ })).toBeVisible();
    // The steps' formulas are typeset, not shown as LaTeX source.
    await expect(log.locator(".katex").first()).toBeVisible();
    await expect(log.locator("p", { hasText: "Resposta:" }).last()).toContainText("1.331");
    await snap(page, testInfo, "tutor-03-worked-problem");
  });
});

test.describe(() => {
  test.use({ studentName: "Bianca Rocha" });

  test("the study friend builds a weekly plan from the student's hours and adjusts it", async ({
    signedInPage: page,
  }, testInfo) => {
    await page.goto("/chat/amiga-de-estudo");
    const input = page.getByLabel("Sua mensagem");
    await input.fill("monta um cronograma pra mim? tenho 2h por dia de seg a sex");
    await input.press("Enter");
    const log = page.getByTestId("chat-messages");
    await expect(log.getByRole("heading", { name: "Seu plano da semana, Bianca" })).toBeVisible();
    await expect(log.getByText(/2h por dia, 5 dias por semana/)).toBeVisible();
    await expect(log.getByText("Sábado:")).toHaveCount(0);
    await snap(page, testInfo, "tutor-04-study-plan");

    await input.fill("ajusta meu plano, quero mais química");
    await input.press("Enter");
    await expect(log.getByRole("heading", { name: "Seu plano ajustado, Bianca" })).toBeVisible();
    await expect(log.getByText("Mais tempo para Química, como você pediu.")).toBeVisible();
  });
});
