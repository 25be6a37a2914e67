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

test.describe(() => {
  test.use({ studentName: "Davi Lopes" });

  test("the tutor offers the Passo a passo of the questions the student answered in its subject", async ({
    signedInPage: page,
  }, testInfo) => {
    // Nothing answered yet: the dialog says so and points to the exercises.
    await page.goto("/chat/matematica");
    await page.getByRole("button", { name: "Passo a passo das suas questões" }).click();
    const dialog = page.getByRole("dialog", { name: "Passo a passo das suas questões" });
    await expect(dialog).toContainText("Você ainda não respondeu questões de Matemática nos exercícios.");
    await page.keyboard.press("Escape");

    // One Matemática question answered through the API (the exercise screens have their own journey).
    const list = (await (await page.request.get("/api/exercises")).json()) as {
      exercises: { id: string; subject: { slug: string } }[];
    };
    const exercise = list.exercises.find((e) => e.subject.slug === "matematica")!;
    const detail = (await (await page.request.get(`/api/exercises/${exercise.id}`)).json()) as {
      questions: { id: string; options: string[] }[];
    };
    const question = detail.questions[0]!;
    const answered = await page.request.post(`/api/exercises/${exercise.id}/answers`, {
      data: { questionId: question.id, answer: question.options[0] },
    });
    expect(answered.status()).toBe(200);

    await page.getByRole("button", { name: "Passo a passo das suas questões" }).click();
    const items = dialog.getByTestId("tutor-step-by-step-list").getByRole("listitem");
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(/Acertou|Errou/);
    await snap(page, testInfo, "tutor-05-step-by-step-list");
    await items
      .first()
      .getByRole("button", { name: /^Passo a passo: / })
      .click();
    const solution = page.getByRole("dialog", { name: /^Passo a passo — / });
    await expect(solution.getByText(/^Resposta/).first()).toBeVisible();
    // The free plan's one a day is now used.
    await expect(solution).toContainText("Restam 0 passo a passo hoje");
    await snap(page, testInfo, "tutor-06-step-by-step");
  });
});
