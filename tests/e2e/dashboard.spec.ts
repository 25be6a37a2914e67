import { expect, snap, test } from "./support.ts";

test.use({ studentName: "Marina Duarte" });

type Detail = { questions: { id: string; options: string[] }[] };

test("the dashboard starts empty, asks for goals, and moves as the student practises", async ({
  signedInPage: page,
}, testInfo) => {
  await page.goto("/dashboard");

  // The objectives dialog opens by itself while goals are missing.
  const dialog = page.getByRole("dialog", { name: /Qual é o seu objetivo/ });
  await expect(dialog).toBeVisible();
  await snap(page, testInfo, "10-dashboard-objectives-dialog");
  await dialog.getByRole("button", { name: "Salvar objetivos" }).click();
  await expect(
    dialog.getByText("Preencha o curso dos sonhos e a faculdade para salvar.").first(),
  ).toBeVisible();
  // The dialog also needs the preparation period, or it would only open again next time.
  await dialog.getByLabel("Curso dos sonhos").fill("Engenharia Civil");
  await dialog.getByLabel("Faculdade").fill("UFPE");
  await dialog.getByRole("button", { name: "Salvar objetivos" }).click();
  await expect(dialog.getByText("Escolha o tempo de preparação.")).toBeVisible();
  await dialog.getByRole("button", { name: "Pular" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Olá, Marina! 👋" })).toBeVisible();

  await expect(page.getByText("Pontos de conhecimento")).toBeVisible();
  await expect(page.getByText("0 de 3")).toBeVisible();
  await expect(page.getByText("Notícias acadêmicas")).toBeVisible();

  // Finish one exercise through the API (the exercise screens have their own journey).
  const list = await (await page.request.get("/api/exercises")).json();
  const exerciseId: string = list.exercises[0].id;
  const detail = (await (await page.request.get(`/api/exercises/${exerciseId}`)).json()) as Detail;
  for (const q of detail.questions) {
    const res = await page.request.post(`/api/exercises/${exerciseId}/answers`, {
      data: { questionId: q.id, answer: q.options[0] },
    });
    expect(res.status()).toBe(200);
  }

  await page.reload();
  await expect(page.getByRole("heading", { name: "Olá, Marina! 👋" })).toBeVisible();
  const points = page.getByText("Pontos de conhecimento").locator("..");
  await expect(points.getByText("5", { exact: true })).toBeVisible();
  await expect(page.getByText("1 de 3")).toBeVisible();
  await expect(page.getByText("1 dia", { exact: true })).toBeVisible();

  await page.getByLabel("Curso dos sonhos").last().fill("Engenharia Civil");
  await page.getByLabel("Faculdade").last().fill("UFPE");
  await page.getByRole("button", { name: "Salvar objetivos" }).last().click();
  await expect(page.getByText("Perfil atualizado")).toBeVisible();
  await snap(page, testInfo, "11-dashboard");

  await page.getByRole("link", { name: "Conquistas" }).click();
  await expect(page.getByRole("heading", { name: "Minhas Conquistas" })).toBeVisible();
  await expect(page.getByText("Mão na massa")).toBeVisible();
  await expect(page.getByText(/Conquistada em/).first()).toBeVisible();
  await snap(page, testInfo, "12-achievements");
});
