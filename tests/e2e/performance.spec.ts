import type { Page } from "@playwright/test";
import { PERFORMANCE_MESSAGES as M } from "#domain/performance/rules";
import { expect, snap, test } from "./support.ts";

/**
 * Desempenho: a Nerd student answers an exercise and finds it in the subject table, the chart and
 * the advanced analyses (the prediction and what is missing for it); a free student sees the plans'
 * message, and the page never asks the API for what the plan leaves out.
 */

type ListResponse = {
  exercises: { id: string; title: string; questionCount: number; subject: { slug: string } }[];
};

/** The Nerd plan, paid through the local payment sandbox's API. */
async function subscribeNerd(page: Page): Promise<void> {
  const { plans } = (await (await page.request.get("/api/plans")).json()) as {
    plans: { id: string; slug: string }[];
  };
  const nerd = plans.find((p) => p.slug === "nerd")!;
  const checkout = await page.request.post("/api/billing/checkout", {
    data: { planId: nerd.id, billingType: "monthly", paymentMethod: "card" },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await page.request.post(`/api/billing/sandbox/checkout/${url.split("/").pop()}/pay`, {
    data: { outcome: "approve" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

test("a Nerd student answers an exercise and reads it on Desempenho, with the prediction", async ({
  signedInPage: page,
}, testInfo) => {
  await subscribeNerd(page);
  const { exercises } = (await (await page.request.get("/api/exercises")).json()) as ListResponse;
  const exercise = exercises.find((e) => e.subject.slug === "matematica")!;

  // The exercise, answered on its screen: always the first option.
  await page.goto(`/exercise/${exercise.id}`);
  const total = exercise.questionCount;
  for (let n = 1; n <= total; n += 1) {
    await expect(page.getByText(`Questão ${n} de ${total}`, { exact: true })).toBeVisible();
    await page.getByRole("radio").first().click();
    await page.getByRole("button", { name: n === total ? "Finalizar" : "Próxima" }).click();
  }
  const summary = page.getByText(new RegExp(`^\\d+ de ${total} questões corretas$`));
  await expect(summary).toBeVisible();
  const right = Number(((await summary.textContent()) ?? "").split(" ")[0]);
  const percent = `${new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 }).format(Math.round((right / total) * 1000) / 10)}%`;

  await page.getByRole("link", { name: "Desempenho" }).click();
  await expect(page).toHaveURL(/\/desempenho$/);
  await expect(page.getByRole("heading", { name: "Desempenho", level: 1 })).toBeVisible();
  await expect(page.getByTestId("overall-percent")).toHaveText(percent);
  await expect(page.getByText(`${right} de ${total} questões`, { exact: true })).toBeVisible();

  const row = page
    .getByRole("table", { name: "Desempenho por matéria" })
    .getByRole("row", { name: /Matemática/ });
  await expect(row.getByRole("cell").nth(0)).toHaveText(String(total));
  await expect(row.getByRole("cell").nth(1)).toHaveText(String(right));
  await expect(row.getByRole("cell").nth(2)).toHaveText(percent);
  await expect(page.getByRole("table", { name: /Desempenho por habilidade/ })).toBeVisible();

  // Advanced analyses: 10 answers of an area make its practice estimate, fewer leave it missing.
  const prediction = page.getByTestId("predicted-score");
  await expect(prediction.getByRole("heading", { name: "Nota prevista no ENEM" })).toBeVisible();
  const estimated = total >= 10;
  await expect(
    prediction.getByText(`Ainda faltam ${estimated ? 4 : 5} de 5 partes para prever sua nota.`),
  ).toBeVisible();
  if (estimated) {
    await expect(prediction.getByText("Matemática e suas Tecnologias", { exact: true })).toBeVisible();
    await expect(
      prediction.getByText(`· suas últimas ${total} respostas de exercícios (${right} certas)`),
    ).toBeVisible();
    await expect(page.getByRole("table", { name: /Estimativa TRI de cada área/ })).toBeVisible();
  } else {
    await expect(page.getByText("Sem estimativas ainda")).toBeVisible();
  }
  await expect(prediction.getByRole("link", { name: "Escrever uma redação" })).toHaveAttribute(
    "href",
    "/redacao",
  );
  await expect(prediction.getByRole("link", { name: "Fazer um simulado" }).first()).toHaveAttribute(
    "href",
    "/simulados",
  );

  // The period is a group of buttons that the keyboard reaches; the choice is kept in the address.
  const year = page.getByRole("button", { name: "12 meses" });
  await year.focus();
  await page.keyboard.press("Enter");
  await expect(year).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/periodo=12m/);
  await expect(page.getByTestId("overall-percent")).toHaveText(percent);
  await page.getByRole("button", { name: "30 dias" }).click();
  await snap(page, testInfo, "performance-01-nerd");
});

test("a free student sees the plans' message, and no report is asked for", async ({
  signedInPage: page,
}, testInfo) => {
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/relatorios")) asked.push(r.url());
  });
  await page.goto("/desempenho");
  const card = page.getByTestId("reports-plan-required");
  await expect(card.getByText(M.reportsPlanRequired)).toBeVisible();
  await expect(card.getByRole("link", { name: "Ver planos" })).toHaveAttribute(
    "href",
    "/student/subscription?plano=estudante",
  );
  await expect(page.getByRole("button", { name: "30 dias" })).toHaveCount(0);
  expect(asked).toEqual([]);
  await snap(page, testInfo, "performance-02-free");
});
