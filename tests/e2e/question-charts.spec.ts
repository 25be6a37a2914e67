import type { ExerciseDetail, ExerciseList } from "#domain/practice/api";
import { expect, snap, test } from "./support.ts";

/** The first exercise whose first question draws a chart, found through the student's API. */
async function exerciseOpeningWithChart(request: import("@playwright/test").APIRequestContext) {
  const list = (await (await request.get("/api/exercises")).json()) as ExerciseList;
  for (const exercise of list.exercises) {
    const detail = (await (await request.get(`/api/exercises/${exercise.id}`)).json()) as ExerciseDetail;
    if (detail.questions[0]?.prompt.includes("```grafico")) return detail;
  }
  throw new Error("no exercise opens with a chart");
}

test("a question's chart is drawn, with what a screen reader says and a table of its data", async ({
  signedInPage: page,
}, testInfo) => {
  const detail = await exerciseOpeningWithChart(page.request);
  await page.goto(`/exercise/${detail.exercise.id}`);
  const chart = page.getByTestId("question-chart");
  await expect(chart).toBeVisible();
  const picture = chart.getByRole("img");
  await expect(picture).toHaveAttribute("aria-label", /.{20,}/);
  // Drawn as SVG, with a bar or a line per value.
  await expect(picture.locator("svg.recharts-surface")).toBeVisible();
  await expect(picture.locator(".recharts-bar-rectangle, .recharts-line-dot").first()).toBeAttached();
  // The data are there for a screen reader too, and nothing is shown as raw code.
  await expect(chart.locator("table caption")).toHaveCount(1);
  await expect(page.getByText("```grafico")).toHaveCount(0);
  await expect(page.locator("pre")).toHaveCount(0);
  await snap(page, testInfo, "question-chart");
});
