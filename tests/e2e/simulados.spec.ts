import type { Locator, Page } from "@playwright/test";
import { SIMULADO_MESSAGES as M } from "#domain/simulados/rules";
import { SAMPLE_ESSAY } from "#server/test-support/sample-essay";
import { hasDatabaseAccess, withDatabase } from "./database.ts";
import { expect, snap, test } from "./support.ts";

/**
 * Simulados: a free student is shown the Nerd plan and no way to start; a Nerd student sits a
 * practice Matemática booklet (one item at a time and the whole booklet), finds the answers and the
 * mark after a reload, hands it in and reads the score with its margin and the review.
 */

/** The Nerd plan, paid through the local payment sandbox's API (no screen: the billing journey has those). */
async function subscribeNerd(page: Page): Promise<void> {
  const { plans } = (await (await page.request.get("/api/plans")).json()) as {
    plans: { id: string; slug: string }[];
  };
  const nerd = plans.find((p) => p.slug === "nerd");
  expect(nerd).toBeTruthy();
  const checkout = await page.request.post("/api/billing/checkout", {
    data: { planId: nerd!.id, billingType: "monthly", paymentMethod: "card" },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await page.request.post(`/api/billing/sandbox/checkout/${url.split("/").pop()}/pay`, {
    data: { outcome: "approve" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** Starts and hands in a simulado through the API, answering the first `answered` items with A. */
async function sitThroughApi(page: Page, answered: number): Promise<string> {
  const started = await page.request.post("/api/simulados", { data: { kind: "matematica", mode: "treino" } });
  expect(started.status(), await started.text()).toBe(201);
  const session = (await started.json()) as { id: string; items: { questionId: string }[] };
  for (const item of session.items.slice(0, answered)) {
    const res = await page.request.put(`/api/simulados/${session.id}/answers/${item.questionId}`, {
      data: { answer: "A", marked: false },
    });
    expect(res.ok()).toBe(true);
  }
  const finished = await page.request.post(`/api/simulados/${session.id}/finish`);
  expect(finished.ok(), await finished.text()).toBe(true);
  return session.id;
}

/** Holds an arrow key until focus lands on `target`, as a person does (the group checks on focus). */
async function arrowTo(page: Page, key: "ArrowDown" | "ArrowUp", target: Locator): Promise<void> {
  await page.keyboard.down(key);
  await expect(target).toBeFocused();
  await page.keyboard.up(key);
}

const item = (page: Page, n: number) => page.locator(`#questao-${n}`);
const option = (page: Page, n: number, letter: string) =>
  item(page, n).getByRole("radio", { name: new RegExp(`^${letter}\\)`) });

test("a free student sees the Nerd plan's message and no way to start a simulado", async ({
  signedInPage: page,
}, testInfo) => {
  await page.goto("/exercises");
  await page
    .getByRole("navigation", { name: "Menu principal" })
    .getByRole("link", { name: "Simulados" })
    .click();
  await expect(page).toHaveURL(/\/simulados$/);
  await expect(page.getByRole("heading", { name: "Simulados", level: 1 })).toBeVisible();
  const refusal = page.getByTestId("simulados-plan-required");
  await expect(refusal).toContainText(M.planRequired);
  await expect(refusal.getByRole("link", { name: "Ver planos" })).toHaveAttribute(
    "href",
    "/student/subscription?plano=nerd",
  );
  await expect(page.getByRole("button", { name: "Começar simulado" })).toHaveCount(0);
  await expect(page.getByRole("radio")).toHaveCount(0);
  await snap(page, testInfo, "simulados-01-free-plan");
});

test("a Nerd student sits a practice Matemática simulado, reloads it, hands it in and reads the score and the review", async ({
  signedInPage: page,
}, testInfo) => {
  test.setTimeout(240_000);
  await subscribeNerd(page);

  await page.goto("/simulados");
  await expect(page.getByRole("heading", { name: "Simulados", level: 1 })).toBeVisible();
  await expect(page.getByText("Você ainda não fez nenhum simulado.")).toBeVisible();
  // Without a test chosen, the form says what is missing.
  await page.getByRole("button", { name: "Começar simulado" }).click();
  await expect(page.getByText(M.kindInvalid)).toBeVisible();
  await page.getByRole("radio", { name: /^Matemática e suas Tecnologias/ }).check();
  await page.getByRole("radio", { name: /^Treino \(tempo reduzido\)/ }).check();
  await expect(page.getByText("1 h 30 min para 45 questões")).toBeVisible();
  await snap(page, testInfo, "simulados-02-start-form");

  await page.getByRole("button", { name: "Começar simulado" }).click();
  const confirm = page.getByRole("dialog", { name: "Começar o simulado?" });
  await expect(confirm).toContainText("1 h 30 min");
  await expect(confirm).toContainText("continua correndo mesmo se você fechar a aba");
  await expect(confirm).toContainText("Cada resposta é salva assim que você a marca");
  await confirm.getByRole("button", { name: "Começar agora" }).click();
  await expect(page).toHaveURL(/\/simulados\/[0-9a-f-]{36}$/);
  const url = page.url();

  // The booklet: the clock from the server, one item at a time by default.
  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(/01:(29:\d\d|30:00)/);
  await expect(page.getByRole("button", { name: "Uma questão por vez" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("heading", { name: /^Questão 1 de 45$/ })).toBeVisible();
  const saved = page.getByTestId("save-summary");
  await option(page, 1, "B").click();
  await expect(option(page, 1, "B")).toHaveAttribute("aria-checked", "true");
  await expect(saved).toHaveText("Salvo");

  await page.getByRole("button", { name: "Próxima" }).click();
  await expect(page.getByRole("heading", { name: /^Questão 2 de 45$/ })).toBeFocused();
  await option(page, 2, "D").click();
  await page.getByRole("button", { name: "Marcar para revisar a questão 2", exact: true }).click();
  await expect(
    page.getByRole("button", { name: "Marcar para revisar a questão 2", exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(saved).toHaveText("Salvo");
  await expect(page.getByTestId("answered-count")).toHaveText("2/45");
  const map = page.getByRole("navigation", { name: "Mapa das questões" });
  await expect(
    map.getByRole("button", { name: "Questão 2: respondida (D), marcada para revisar" }),
  ).toBeVisible();
  await snap(page, testInfo, "simulados-03-booklet-one-item");

  // The whole booklet; the map jumps to an item; the options answer to the keyboard.
  await page.getByRole("button", { name: "Caderno completo" }).click();
  await expect(page.getByTestId("simulado-item")).toHaveCount(45);
  await option(page, 5, "A").click();
  await map.getByRole("button", { name: /^Questão 10: em branco$/ }).click();
  await expect(page.getByRole("heading", { name: /^Questão 10 de 45$/ })).toBeFocused();
  await option(page, 10, "C").click();
  await item(page, 11).getByRole("radio").first().focus();
  await page.keyboard.press("Space");
  await expect(option(page, 11, "A")).toBeChecked();
  await arrowTo(page, "ArrowDown", option(page, 11, "B"));
  await expect(option(page, 11, "B")).toBeChecked();
  await expect(page.getByTestId("answered-count")).toHaveText("5/45");
  await expect(saved).toHaveText("Salvo");

  // The phone: the map opens in a dialog and jumps from there.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole("button", { name: "Questões", exact: true }).click();
  const mapDialog = page.getByRole("dialog", { name: "Questões" });
  await mapDialog.getByRole("button", { name: /^Questão 20: em branco$/ }).click();
  await expect(mapDialog).toBeHidden();
  await expect(page.getByRole("heading", { name: /^Questão 20 de 45$/ })).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, testInfo, "simulados-04-booklet-full");

  // A reload finds the answers, the mark and the chosen view.
  await page.reload();
  // 45 statements with tables and charts: more than the usual wait on a loaded machine.
  await expect(page.getByRole("timer")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Caderno completo" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  for (const [n, letter] of [
    [1, "B"],
    [2, "D"],
    [5, "A"],
    [10, "C"],
    [11, "B"],
  ] as const)
    await expect(option(page, n, letter)).toHaveAttribute("aria-checked", "true");
  await expect(
    page.getByRole("button", { name: "Marcar para revisar a questão 2", exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(
    page.getByRole("button", { name: "Marcar para revisar a questão 1", exact: true }),
  ).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("answered-count")).toHaveText("5/45");
  await expect(timer).toHaveText(/01:(2\d|30):\d\d/);

  // The list shows it in progress, with 'Continuar'.
  await page.goto("/simulados");
  const current = page.getByTestId("simulado-current");
  await expect(current).toContainText("Matemática e suas Tecnologias");
  await expect(current).toContainText("5 de 45 questões respondidas");
  await expect(current).toContainText(/Tempo restante: 01:(2\d|30):\d\d/);
  await expect(page.getByRole("button", { name: "Começar simulado" })).toHaveCount(0);
  await snap(page, testInfo, "simulados-05-in-progress");
  await current.getByRole("link", { name: "Continuar" }).click();
  await expect(page).toHaveURL(url);

  // Handing it in says what is blank and marked.
  await page.getByTestId("booklet-bar").getByRole("button", { name: "Entregar simulado" }).click();
  const finish = page.getByRole("dialog", { name: "Entregar o simulado?" });
  await expect(finish).toContainText("Você respondeu 5 de 45 questões.");
  await expect(finish).toContainText("40 questões ficaram em branco");
  await expect(finish).toContainText("1 está marcada para revisar");
  await snap(page, testInfo, "simulados-06-hand-in-dialog");
  await finish.getByRole("button", { name: "Entregar simulado" }).click();

  // The result: the score with its margin, the notes, the skills and the review of every item.
  await expect(page.getByText(/^Resultado do simulado/)).toBeVisible();
  const score = page.getByTestId("area-score");
  await expect(score).toHaveCount(1);
  await expect(score).toContainText("Matemática e suas Tecnologias");
  await expect(score).toContainText(/\d+,\d ± \d+,\d/);
  await expect(score).toContainText(/\d+ de 45 acertos/);
  await expect(page.getByTestId("estimate-note")).toHaveText(M.estimate);
  await expect(page.getByTestId("pattern-note")).toHaveText(M.pattern);
  await expect(page.getByTestId("skill-row").first()).toBeVisible();
  const review = page.getByTestId("review-item");
  await expect(review).toHaveCount(45);
  await expect(review.first()).toContainText("Sua resposta: B)");
  await expect(review.first().getByTestId("correct-answer")).toContainText(/Resposta correta: [A-E]\)/);
  await expect(review.nth(2)).toContainText("Questão 3 — Em branco");
  await expect(
    review.first().getByRole("button", { name: "Reportar erro na questão 1", exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId("timed-out")).toHaveCount(0);
  await snap(page, testInfo, "simulados-07-result");

  // The report dialog is the exercises' one.
  await review.first().getByRole("button", { name: "Reportar erro na questão 1", exact: true }).click();
  const report = page.getByRole("dialog", { name: "Reportar erro na questão" });
  await expect(report.getByRole("radio")).toHaveCount(5);
  await report.getByRole("button", { name: "Cancelar" }).click();

  // Only the misses.
  const right = Number((await score.textContent())?.match(/(\d+) de 45 acertos/)?.[1]);
  await page.getByRole("button", { name: /^Erros e em branco/ }).click();
  await expect(review).toHaveCount(45 - right);

  // Two more through the API: the history and the evolution of the score.
  await sitThroughApi(page, 30);
  await page.getByRole("link", { name: "Voltar aos simulados" }).first().click();
  await expect(page).toHaveURL(/\/simulados$/);
  const history = page
    .getByTestId("simulados-history")
    .getByRole("listitem")
    .filter({ hasText: "Ver resultado" });
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText(/Matemática: \d+,\d ± \d+,\d/);
  await expect(page.getByRole("heading", { name: "Sua evolução" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Sua evolução" }).getByRole("row")).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Começar simulado" })).toBeVisible();
  await snap(page, testInfo, "simulados-08-history");
  await history
    .last()
    .getByRole("link", { name: /^Ver resultado/ })
    .click();
  await expect(page).toHaveURL(url);
});

test("when the server's clock runs out, the booklet hands itself in and says so", async ({
  signedInPage: page,
  student,
  baseURL,
}, testInfo) => {
  test.skip(!hasDatabaseAccess(baseURL), "needs direct access to the database to move the deadline");
  await subscribeNerd(page);
  const setDeadline = (id: string, seconds: number) =>
    withDatabase(async (client, userId) => {
      await client.query(
        "update simulados set prazo = now() + make_interval(secs => $1) where id = $2 and user_id = $3",
        [seconds, id, await userId(student.email)],
      );
    });

  // The countdown reaches zero: the page asks again and the server hands it in.
  const first = (await (
    await page.request.post("/api/simulados", { data: { kind: "matematica", mode: "treino" } })
  ).json()) as { id: string };
  await page.goto(`/simulados/${first.id}`);
  await option(page, 1, "C").click();
  await expect(page.getByTestId("save-summary")).toHaveText("Salvo");
  await setDeadline(first.id, 4);
  await page.reload();
  await expect(page.getByRole("timer")).toHaveText(/00:00:0\d/);
  await expect(page.getByRole("timer")).toHaveClass(/text-red-600/);
  const timedOut = page.getByTestId("timed-out");
  await expect(timedOut).toBeVisible({ timeout: 30_000 });
  await expect(timedOut).toContainText("Tempo esgotado");
  await expect(timedOut).toContainText(M.timeUp);
  await expect(page.getByTestId("review-item").first()).toContainText("Sua resposta: C)");
  await snap(page, testInfo, "simulados-09-timed-out");

  // The time ran out while the page still counted: the answer is refused and the result shows.
  const second = (await (
    await page.request.post("/api/simulados", { data: { kind: "matematica", mode: "treino" } })
  ).json()) as { id: string };
  await page.goto(`/simulados/${second.id}`);
  await expect(page.getByRole("timer")).toHaveText(/01:(29|30):\d\d/);
  await setDeadline(second.id, -10);
  await option(page, 1, "A").click();
  await expect(page.getByTestId("timed-out")).toContainText(M.timeUp);
  await expect(page.getByTestId("review-item").first()).toContainText("Sua resposta: em branco");
});

test("a Nerd student writes the essay inside a 1º dia simulado; it is saved, handed in with the booklet and corrected", async ({
  signedInPage: page,
}, testInfo) => {
  test.setTimeout(240_000);
  await subscribeNerd(page);
  await page.goto("/simulados");
  const day1 = page.getByRole("radio", { name: /^1º dia completo/ });
  await expect(day1).toBeEnabled();
  await expect(page.getByText(/90 questões e a redação/)).toBeVisible();
  await day1.check();
  await page.getByRole("radio", { name: /^Treino \(tempo reduzido\)/ }).check();
  await page.getByRole("button", { name: "Começar simulado" }).click();
  const confirm = page.getByRole("dialog", { name: "Começar o simulado?" });
  await expect(confirm).toContainText("A redação faz parte do 1º dia");
  await confirm.getByRole("button", { name: "Começar agora" }).click();
  await expect(page).toHaveURL(/\/simulados\/[0-9a-f-]{36}$/);

  // The questions first; the essay is one click away, on the same clock.
  await option(page, 1, "B").click();
  await expect(page.getByTestId("save-summary")).toHaveText("Salvo");
  await page.getByRole("button", { name: "Redação (0 palavras)" }).click();
  await expect(page).toHaveURL(/parte=redacao/);
  const topic = page.getByTestId("simulado-essay-topic");
  await expect(topic).not.toBeEmpty();
  const topicTitle = (await topic.textContent()) ?? "";
  const text = page.getByLabel("Texto da redação");
  await text.fill(SAMPLE_ESSAY);
  await expect(page.getByTestId("essay-save-state")).toHaveText("Redação salva");
  await expect(page.getByRole("button", { name: "Redação (300 palavras)" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await snap(page, testInfo, "simulados-10-day1-essay");

  // A reload keeps the text; the map takes the student back to a question.
  await page.reload();
  await expect(page.getByLabel("Texto da redação")).toHaveValue(SAMPLE_ESSAY);
  await page.getByRole("button", { name: /^Questões \(1\/90\)/ }).click();
  await expect(page.getByRole("heading", { name: /^Questão \d+ de 90$/ })).toBeVisible();

  await page.getByRole("button", { name: "Entregar simulado" }).click();
  const finish = page.getByRole("dialog", { name: "Entregar o simulado?" });
  await expect(finish).toContainText("A redação tem 300 palavras e vai para a correção.");
  await finish.getByRole("button", { name: "Entregar simulado" }).click();

  // The result: two areas and the essay, whose grade arrives without a reload.
  await expect(page.getByTestId("area-score")).toHaveCount(2);
  const essayCard = page.getByTestId("essay-score");
  await expect(essayCard).toContainText(topicTitle);
  await expect(essayCard).toContainText("de 1000 pontos", { timeout: 60_000 });
  const grade = (await essayCard.getByTestId("essay-grade").textContent())?.trim();
  expect(Number(grade)).toBeGreaterThanOrEqual(0);
  await snap(page, testInfo, "simulados-11-day1-result");

  await essayCard.getByRole("link", { name: "Ver a correção da redação" }).click();
  await expect(page).toHaveURL(/\/minhas-redacoes\?id=/);
  await expect(page.getByRole("heading", { name: "Redação Completa" })).toBeVisible();
  await expect(page.getByText(`Nota Final: ${grade}/1000`)).toBeVisible();

  // The list of simulados shows the day's essay grade beside the areas.
  await page.goto("/simulados");
  await expect(page.getByTestId("simulados-history")).toContainText(`Redação: ${grade}`);
});
