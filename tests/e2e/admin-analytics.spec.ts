import type { Locator, Page } from "@playwright/test";
import { addMonthsToKey, longMonthLabel, monthOf, periodLabel } from "#domain/admin/analytics";
import { adminSignIn } from "./admin-support.ts";
import { expect, signedInStudent, snap, test } from "./support.ts";

const currentMonth = () => monthOf(new Date(), "America/Sao_Paulo");

/** The conversion chart's figures table (opened under "Ver os números"). */
async function conversionTable(page: Page): Promise<Locator> {
  const card = page.getByTestId("chart-conversion");
  const details = card.locator("details");
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
    await card.getByText("Ver os números").click();
  return card.getByRole("table", { name: "Conversão mensal" });
}

/** The tutor messages card's figure (none when the period is empty). */
async function tutorMessages(page: Page): Promise<number> {
  const empty = page.getByText("Sem dados no período");
  await expect(page.getByTestId("analytics-tutorMessages").or(empty)).toBeVisible();
  if (await empty.isVisible()) return 0;
  return Number((await page.getByTestId("analytics-tutorMessages").textContent())?.replace(/\./g, ""));
}

/** This month's sign-ups as the conversion table shows them (none when the period is empty). */
async function signupsThisMonth(page: Page): Promise<number> {
  const empty = page.getByText("Sem dados no período");
  await expect(page.getByTestId("chart-conversion").or(empty)).toBeVisible();
  if (await empty.isVisible()) return 0;
  const table = await conversionTable(page);
  const row = table.getByRole("row", { name: new RegExp(`^${longMonthLabel(currentMonth())}`) });
  return Number((await row.getByRole("cell").first().textContent())?.replace(/\./g, ""));
}

test("admin reads the analytics of a period: cards, charts, cohorts; a new student counts in this month's sign-ups", async ({
  page,
  browser,
}, testInfo) => {
  await adminSignIn(page, testInfo);
  await page.goto("/admin/reports?tab=analytics");
  await expect(page.getByRole("tab", { name: "Analytics", selected: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Últimos 6 meses" })).toHaveAttribute("aria-pressed", "true");
  const now = currentMonth();
  await expect(page.getByText(`Mostrando ${periodLabel(addMonthsToKey(now, -5), now)}`)).toBeVisible();
  const before = { signups: await signupsThisMonth(page), messages: await tutorMessages(page) };

  // A student signs up (in a browser of their own) and asks the maths tutor a question: one more
  // of this month's sign-ups, one more message, and Matemática in the subject ranking.
  const other = await browser.newPage();
  await signedInStudent(other, "Lívia Analytics");
  const sent = await other.request.post("/api/chat/matematica/messages", {
    data: { message: "Como resolvo uma equação do segundo grau?" },
  });
  expect(sent.status()).toBe(200);
  await other.close();
  await page.reload();
  await expect.poll(() => signupsThisMonth(page)).toBe(before.signups + 1);
  expect(await tutorMessages(page)).toBe(before.messages + 1);
  const ranking = page.getByTestId("chart-subjects");
  await ranking.getByText("Ver os números").click();
  await expect(
    ranking
      .getByRole("table", { name: "Ranking de acesso às matérias" })
      .getByRole("row", { name: /Matemática/ }),
  ).toBeVisible();

  // The three cards and the charts, each with its definition.
  const summary = page.getByRole("region", { name: "Resumo do período" });
  for (const label of ["Taxa de conversão", "Retenção mensal", "Mensagens ao tutor"])
    await expect(summary.getByRole("heading", { name: label, exact: true })).toBeVisible();
  await expect(page.getByTestId("analytics-conversion")).toHaveText(/^(\d+(,\d)?%|—)$/);
  for (const chart of ["chart-conversion", "chart-retention", "chart-subjects"])
    await expect(page.getByTestId(chart)).toBeVisible();
  await expect(page.getByTestId("chart-conversion").locator("svg.recharts-surface").first()).toBeVisible();
  await expect(page.getByTestId("cohort-table").getByRole("columnheader", { name: "Mês 5" })).toBeVisible();
  await snap(page, testInfo, "admin-analytics-01-six-months");

  // A preset: the last 3 months, kept in the address.
  await page.getByRole("button", { name: "Últimos 3 meses" }).click();
  await expect(page).toHaveURL(new RegExp(`de=${addMonthsToKey(now, -2)}&ate=${now}`));
  await expect(page.getByText(`Mostrando ${periodLabel(addMonthsToKey(now, -2), now)}`)).toBeVisible();
  await expect((await conversionTable(page)).getByRole("row")).toHaveCount(1 + 3);

  // Months typed by hand: a reversed range is refused with the server's words, nothing typed is lost.
  await page.getByLabel("De", { exact: true }).fill(now);
  await page.getByLabel("Até", { exact: true }).fill(addMonthsToKey(now, -1));
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(page.getByRole("alert")).toHaveText("O mês inicial deve ser igual ou anterior ao mês final.");
  await expect(page.getByLabel("De", { exact: true })).toHaveValue(now);
  await page.getByLabel("De", { exact: true }).fill(addMonthsToKey(now, -11));
  await page.getByLabel("Até", { exact: true }).fill(now);
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(page.getByText(`Mostrando ${periodLabel(addMonthsToKey(now, -11), now)}`)).toBeVisible();
  await expect((await conversionTable(page)).getByRole("row")).toHaveCount(1 + 12);
  await page.reload();
  await expect(page.getByRole("button", { name: "Últimos 12 meses" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await snap(page, testInfo, "admin-analytics-02-twelve-months");

  // Months before anyone signed up: the empty state.
  await page.goto("/admin/reports?tab=analytics&de=2001-01&ate=2001-03");
  await expect(page.getByText("Sem dados no período")).toBeVisible();
  await snap(page, testInfo, "admin-analytics-03-empty");
});
