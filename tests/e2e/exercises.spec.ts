import type { Locator, Page } from "@playwright/test";
import { expect, snap, test } from "./support.ts";

type ListResponse = { exercises: { id: string; title: string; questionCount: number }[] };

function cardOf(page: Page, title: string): Locator {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** [current question, question count] from "Questão X de N". */
async function position(page: Page): Promise<[number, number]> {
  const text = (await page.getByText(/^Questão \d+ de \d+$/).textContent()) ?? "";
  const [, current, total] = text.match(/^Questão (\d+) de (\d+)$/) ?? [];
  return [Number(current), Number(total)];
}

/** The option texts of the question on screen (the screen adds the letters). */
async function optionTexts(page: Page): Promise<string[]> {
  return page.getByRole("radio").evaluateAll((els) => els.map((el) => el.getAttribute("value") ?? ""));
}

/** Answers every question from the current one on, choosing an option index with `pick`, and finishes. */
async function answerAll(page: Page, pick: (options: string[], question: number) => number): Promise<void> {
  const [current, total] = await position(page);
  for (let n = current; n <= total; n += 1) {
    await expect(page.getByText(`Questão ${n} de ${total}`, { exact: true })).toBeVisible();
    const options = await optionTexts(page);
    await page.getByRole("radio").nth(pick(options, n)).click();
    await page.getByRole("button", { name: n === total ? "Finalizar" : "Próxima" }).click();
  }
}

/** An option that is not the key shown in the results ("B) texto" or "Verdadeiro"). */
function wrongOption(options: string[], key: string): number {
  const letter = key.match(/^([A-E])\) /)?.[1];
  const right = letter ? letter.charCodeAt(0) - 65 : options.indexOf(key);
  return (right + 1) % options.length;
}

/** Holds an arrow key until focus lands on `target`, as a person does (the group checks on focus). */
async function arrowTo(page: Page, key: "ArrowDown" | "ArrowUp", target: Locator): Promise<void> {
  await page.keyboard.down(key);
  await expect(target).toBeFocused();
  await page.keyboard.up(key);
}

/** The big number of a dashboard stat card, found by its label. */
function statValue(page: Page, label: string): Locator {
  return page.getByText(label, { exact: true }).locator("xpath=following-sibling::p[1]");
}

function cardList(page: Page): Locator {
  return page.getByRole("region", { name: "Lista de exercícios" }).getByRole("listitem");
}

test("a visitor sees the exercise list and filters, and is asked to sign in to start", async ({
  page,
}, testInfo) => {
  await page.goto("/exercises");
  await expect(page.getByRole("heading", { name: "Exercícios", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Entrar" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Criar conta" })).toBeVisible();
  await expect(page.getByText("Total de exercícios")).toBeVisible();
  await expect(page.getByRole("button", { name: "Começar" }).first()).toBeVisible();
  await expect(page.getByTestId("daily-usage")).toHaveCount(0);

  // Free text ignores accents and case, and lives in the URL.
  await page.getByLabel("Buscar").fill("HISTORIA");
  await expect(page).toHaveURL(/[?&]q=HISTORIA/);
  const cards = cardList(page);
  await expect(cards.first()).toContainText("História");
  await page.getByLabel("Buscar").fill("nada-disso-existe");
  await expect(page.getByText("Nenhum exercício encontrado")).toBeVisible();
  await page.getByRole("button", { name: "Limpar filtros" }).click();
  await expect(page).toHaveURL(/\/exercises$/);
  await snap(page, testInfo, "exercises-01-list-visitor");

  const first = cards.first();
  const title = (await first.getByRole("heading").textContent()) ?? "";
  await first.getByRole("button", { name: "Começar" }).click();
  await expect(page.getByText("Login necessário")).toBeVisible();
  await expect(page.getByText("Você precisa estar logado para fazer exercícios")).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fexercise%2F[0-9a-f-]+$/);
  expect(title.length).toBeGreaterThan(0);

  // Opening an exercise by its address signed out shows the login card.
  const { exercises } = (await (await page.request.get("/api/exercises")).json()) as ListResponse;
  await page.goto(`/exercise/${exercises[0]!.id}`);
  await expect(page.getByRole("heading", { name: "Login necessário" })).toBeVisible();
  await page.getByRole("link", { name: "Fazer login" }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fexercise%2F${exercises[0]!.id}$`));
});

test("a student filters, takes an exercise, sees the correction, gets blocked, and a reset keeps the block", async ({
  signedInPage: page,
}, testInfo) => {
  // The dashboard is loaded first, so its figures are cached when the practice starts.
  await page.goto("/dashboard");
  await page.getByRole("dialog").getByRole("button", { name: "Pular" }).click();
  await expect(statValue(page, "Pontos de conhecimento")).toHaveText("0");
  await expect(statValue(page, "Exercícios concluídos")).toHaveText("0");
  await page.getByRole("link", { name: "Exercícios" }).click();
  await expect(page.getByTestId("sidebar-user-name")).toBeVisible();
  await expect(page.getByTestId("daily-usage")).toHaveText("Exercícios hoje: 0 de 3");

  await page.getByLabel("Matéria").selectOption({ label: "Matemática" });
  await expect(page).toHaveURL(/materia=matematica/);
  await page.getByLabel("Dificuldade").selectOption({ label: "Fácil" });
  await expect(page).toHaveURL(/dificuldade=facil/);
  const cards = cardList(page);
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card).toContainText("Matemática");
    await expect(card).toContainText("Fácil");
  }
  await snap(page, testInfo, "exercises-02-list-filtered");

  const title = (await cards.first().getByRole("heading").textContent()) ?? "";
  await cards.first().getByRole("button", { name: "Começar" }).click();
  await expect(page).toHaveURL(/\/exercise\/[0-9a-f-]+$/);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(/^Tempo estimado: \d+ min$/)).toBeVisible();
  await expect(page.getByText(/^Questão 1 de \d+$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Anterior" })).toBeDisabled();

  await page.getByRole("button", { name: "Próxima" }).click();
  await expect(page.getByText("Por favor, selecione uma resposta antes de continuar")).toBeVisible();

  // The options are a radio group: arrow keys move and choose.
  await page.getByRole("radio").first().focus();
  await arrowTo(page, "ArrowDown", page.getByRole("radio").nth(1));
  await expect(page.getByRole("radio").nth(1)).toBeChecked();
  await arrowTo(page, "ArrowUp", page.getByRole("radio").first());
  await expect(page.getByRole("radio").first()).toBeChecked();
  await snap(page, testInfo, "exercises-03-question");
  await page.getByRole("button", { name: "Próxima" }).click();
  await expect(page.getByText(/^Questão 2 de \d+$/)).toBeVisible();
  // Going back shows the saved answer.
  await page.getByRole("button", { name: "Anterior" }).click();
  await expect(page.getByRole("radio").first()).toBeChecked();
  await page.getByRole("button", { name: "Próxima" }).click();

  // First attempt: always the first option.
  await answerAll(page, () => 0);
  await expect(page.getByTestId("result-score")).toBeVisible();
  const total = await page.getByTestId("correct-answer").count();
  await expect(page.getByText(new RegExp(`^\\d+ de ${total} questões corretas$`))).toBeVisible();
  await expect(page.getByText("Explicação", { exact: true })).toHaveCount(total);
  // Every option with its line, and the ENEM skill each question assesses.
  await expect(page.getByTestId("option-notes")).toHaveCount(total);
  await expect(page.getByTestId("option-notes").first().getByRole("listitem")).toHaveCount(5);
  await expect(page.getByTestId("skill-tag")).toHaveCount(total);
  await snap(page, testInfo, "exercises-04-results");

  // Passo a passo: the free plan's one a day, then the limit with the way to more.
  await page.getByRole("button", { name: "Passo a passo da questão 1" }).click();
  const solution = page.getByRole("dialog");
  await expect(solution.getByText("O que a questão pede")).toBeVisible();
  await expect(solution.getByText(/^Resposta: [A-E]\) /)).toBeVisible();
  await expect(solution.getByText("Restam 0 passo a passo hoje")).toBeVisible();
  await snap(page, testInfo, "exercises-04b-step-by-step");
  await page.keyboard.press("Escape");
  if (total > 1) {
    await page.getByRole("button", { name: "Passo a passo da questão 2" }).click();
    await expect(
      page.getByRole("dialog").getByText("Você já usou o passo a passo de hoje.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Ver planos" })).toBeVisible();
    await page.keyboard.press("Escape");
  }

  const score = Number((await page.getByTestId("result-score").textContent())?.replace("%", ""));
  if (score >= 70) {
    // Passed: redo it answering against the key the results revealed, to fail on purpose.
    const keys = (await page.getByTestId("correct-answer").allTextContents()).map((t) =>
      t.replace(/^Resposta correta:\s*/, "").trim(),
    );
    await page.getByRole("button", { name: "Refazer" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Apagar e refazer" }).click();
    await expect(page.getByText("Agora você pode refazer o exercício")).toBeVisible();
    await expect(page.getByText(/^Questão 1 de \d+$/)).toBeVisible();
    await answerAll(page, (options, n) => wrongOption(options, keys[n - 1]!));
    await expect(page.getByTestId("result-score")).toHaveText("0%");
  }
  await expect(page.getByText("❌ Exercício bloqueado")).toBeVisible();
  await expect(page.getByText(/Você errou este exercício\. Tente novamente em \d+ horas?\./)).toBeVisible();

  await page.getByRole("link", { name: "Voltar aos exercícios" }).last().click();
  await expect(page).toHaveURL(/\/exercises\?materia=matematica&dificuldade=facil$/);
  const card = cardOf(page, title);
  await expect(card.getByText("Bloqueado por 24h")).toBeVisible();
  await expect(page.getByTestId("summary-completed")).toHaveText("1");
  await expect(page.getByTestId("daily-usage")).toHaveText("Exercícios hoje: 1 de 3");
  await snap(page, testInfo, "exercises-05-list-blocked");
  await card.getByRole("button", { name: "Refazer" }).click();
  await expect(page.getByText("Tente novamente em 24 horas.")).toBeVisible();
  await expect(page).toHaveURL(/\/exercises\?materia=matematica&dificuldade=facil$/);

  // The block survives a reset: '↺' says so, and the card keeps its result and its block.
  await card.getByRole("button", { name: "Resetar exercício" }).click();
  await expect(page.getByText("Tente novamente em 24 horas.").last()).toBeVisible();
  await expect(card.getByText("Bloqueado por 24h")).toBeVisible();
  await expect(card.getByRole("button", { name: "Refazer" })).toBeVisible();
  await expect(page.getByTestId("summary-completed")).toHaveText("1");

  // Back on the dashboard without a reload, every figure moved with the practice.
  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(statValue(page, "Pontos de conhecimento")).toHaveText("5");
  await expect(statValue(page, "Exercícios concluídos")).toHaveText("1");
  await expect(statValue(page, "Sequência de estudos")).toHaveText("1 dia");
  const attention = page.getByRole("region", { name: "Precisam de atenção" });
  await expect(attention.getByRole("link", { name: /Matemática/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Matérias favoritas" })).toContainText("Matemática");
  await expect(page.getByText("1 de 3", { exact: true })).toBeVisible();
});

test("the free plan stops a fourth exercise on the same day", async ({ signedInPage: page }, testInfo) => {
  const { exercises } = (await (await page.request.get("/api/exercises")).json()) as ListResponse;
  const [a, b, c, d] = exercises;

  for (const exercise of [a!, b!, c!]) {
    await page.goto(`/exercise/${exercise.id}`);
    await expect(page.getByText(/^Questão 1 de \d+$/)).toBeVisible();
    await page.getByRole("radio").first().click();
    await page.getByRole("button", { name: "Próxima" }).click();
    await expect(page.getByText(/^Questão 2 de \d+$/)).toBeVisible();
  }

  await page.goto("/exercises");
  await expect(page.getByTestId("daily-usage")).toContainText("Exercícios hoje: 3 de 3");
  await expect(cardOf(page, a!.title).getByRole("button", { name: "Continuar" })).toBeVisible();
  // Reopening an exercise in progress resumes at the first unanswered question.
  await cardOf(page, a!.title).getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText(/^Questão 2 de \d+$/)).toBeVisible();

  // A fourth exercise is refused at the start: no question to answer in vain.
  await page.goto(`/exercise/${d!.id}`);
  await expect(page.getByText("Limite Atingido")).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expect(page.getByText(/limite diário de exercícios/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Fazer upgrade" })).toHaveAttribute(
    "href",
    "/student/subscription?plano=curioso",
  );
  await snap(page, testInfo, "exercises-06-limit");
});
