import type { Page } from "@playwright/test";
import { SAMPLE_ESSAY } from "#server/test-support/sample-essay";
import { expect, snap, test } from "./support.ts";

type ListResponse = { exercises: { id: string; title: string }[] };
type DetailResponse = { questions: { id: string; options: string[] }[] };

const TOPIC_2019 = "Democratização do acesso ao cinema no Brasil";

/** Starts an exercise for the day through the API: its first question answered. */
async function startExercise(page: Page, id: string): Promise<void> {
  const detail = (await (await page.request.get(`/api/exercises/${id}`)).json()) as DetailResponse;
  const [first] = detail.questions;
  const res = await page.request.post(`/api/exercises/${id}/answers`, {
    data: { questionId: first!.id, answer: first!.options[0]!, secondsSpent: 5 },
  });
  expect(res.status()).toBe(200);
}

test("a free student at 3 of 3 is refused at 'Começar', before any question", async ({
  signedInPage: page,
}, testInfo) => {
  const { exercises } = (await (await page.request.get("/api/exercises")).json()) as ListResponse;
  const [a, b, c, d] = exercises;
  for (const exercise of [a!, b!, c!]) await startExercise(page, exercise.id);

  await page.goto("/exercises");
  await expect(page.getByTestId("daily-usage")).toContainText("Exercícios hoje: 3 de 3");
  const fourth = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: d!.title, exact: true }) });
  await fourth.getByRole("button", { name: "Começar" }).click();

  const dialog = page.getByRole("dialog", { name: "Limite Atingido" });
  await expect(dialog.getByRole("alert").getByText("Limite Atingido")).toBeVisible();
  await expect(dialog.getByText(/limite diário de exercícios/)).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Fazer upgrade" })).toHaveAttribute(
    "href",
    "/student/subscription?plano=curioso",
  );
  await expect(page).toHaveURL(/\/exercises$/);
  await expect(page.getByText(/^Questão \d+ de \d+$/)).toHaveCount(0);
  await snap(page, testInfo, "limits-01-exercise-refused-at-start");

  // The exercise's own address says the same, and shows no question either.
  await page.goto(`/exercise/${d!.id}`);
  await expect(page.getByText("Limite Atingido")).toBeVisible();
  await expect(page.getByRole("link", { name: "Fazer upgrade" })).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expect(page.getByText(/^Questão \d+ de \d+$/)).toHaveCount(0);

  // An exercise already counted today still continues.
  await page.goto(`/exercise/${a!.id}`);
  await expect(page.getByText(/^Questão 2 de \d+$/)).toBeVisible();
});

test("the writing room says the month's essay limit when the topic is chosen, and keeps the draft", async ({
  signedInPage: page,
}, testInfo) => {
  // The free plan's one essay of the month, already sent.
  const topic = (await (await page.request.get("/api/essays/topics/enem?ano=2019")).json()) as { id: string };
  const created = await page.request.post("/api/essays", {
    data: { topicId: topic.id, content: "Rascunho.", secondsSpent: 10 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const submitted = await page.request.post(`/api/essays/${id}/submit`, { data: { content: SAMPLE_ESSAY } });
  expect(submitted.status()).toBe(200);

  await page.goto("/redacao?novo=1");
  await page.getByLabel("Vestibular").selectOption("enem");
  await page.getByLabel("Ano").selectOption("2019");
  await page.getByRole("button", { name: "Carregar Tema" }).click();

  // In the room, before a word is written: the limit, the way to upgrade, and why Finalizar is off.
  await expect(page.getByRole("heading", { name: TOPIC_2019 })).toBeVisible();
  await expect(page.getByText("Limite Atingido")).toBeVisible();
  await expect(
    page.getByText(/Você atingiu o limite de redações do seu plano neste mês \(1\)/),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Fazer upgrade" })).toBeVisible();
  const finish = page.getByRole("button", { name: "Finalizar e Corrigir" });
  await expect(finish).toBeDisabled();
  await expect(page.getByTestId("submit-blocked-reason")).toContainText("fica salvo como rascunho");

  // Writing is still allowed, and the text is kept as a draft.
  await page.getByLabel("Texto da redação").fill(SAMPLE_ESSAY);
  await expect(page.getByText(/Salvo às \d\d:\d\d/)).toBeVisible();
  await expect(page).toHaveURL(/\/redacao\?id=/);
  await expect(finish).toBeDisabled();
  await snap(page, testInfo, "limits-02-essay-limit-in-room");
  await page.reload();
  await expect(page.getByLabel("Texto da redação")).toHaveValue(SAMPLE_ESSAY);
  await expect(page.getByText("Limite Atingido")).toBeVisible();
});
