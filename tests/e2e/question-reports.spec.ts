import { adminSignIn, signedInEditor } from "./admin-support.ts";
import { expect, snap, test } from "./support.ts";

type Detail = {
  exercise: { title: string };
  questions: { id: string; type: string; options: string[] }[];
};

test("a student reports a question from the results, an editor fixes it and the student is e-mailed", async ({
  signedInPage: page,
  student,
  browser,
}, testInfo) => {
  // The student finishes an exercise through the API and opens its results.
  const { exercises } = (await (await page.request.get("/api/exercises")).json()) as {
    exercises: { id: string }[];
  };
  const exerciseId = exercises[0]!.id;
  // While answering, the button is there and the dialog says nothing about the key.
  await page.goto(`/exercise/${exerciseId}`);
  await page.getByRole("button", { name: "Reportar erro na questão 1" }).click();
  const answering = page.getByRole("dialog", { name: "Reportar erro na questão" });
  await expect(answering.getByRole("radio")).toHaveCount(5);
  await expect(answering).not.toContainText(/Resposta correta|Gabarito/);
  await answering.getByRole("button", { name: "Cancelar" }).click();
  await expect(answering).toBeHidden();

  const detail = (await (await page.request.get(`/api/exercises/${exerciseId}`)).json()) as Detail;
  for (const q of detail.questions) {
    const answer = q.type === "dissertativa" ? "Minha resposta." : q.options[0]!;
    const res = await page.request.post(`/api/exercises/${exerciseId}/answers`, {
      data: { questionId: q.id, answer },
    });
    expect(res.ok()).toBe(true);
  }
  await page.goto(`/exercise/${exerciseId}`);
  await expect(page.getByTestId("result-item").first()).toBeVisible();

  // "Outro problema" needs a note; what was typed stays after a refusal.
  await page.getByRole("button", { name: "Reportar erro na questão 1" }).click();
  const dialog = page.getByRole("dialog", { name: "Reportar erro na questão" });
  await dialog.getByRole("radio", { name: "Outro problema" }).check();
  await dialog.getByRole("button", { name: "Enviar relato" }).click();
  await expect(dialog.getByText("Descreva o problema para a equipe entender o que corrigir.")).toBeVisible();

  const note = `A alternativa B também está certa (${Date.now().toString(36)}).`;
  await dialog.getByRole("radio", { name: "A resposta correta está errada" }).check();
  await dialog.getByLabel("Detalhes (opcional)").fill(note);
  await snap(page, testInfo, "question-report-01-dialog");
  await dialog.getByRole("button", { name: "Enviar relato" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText("Obrigado! A equipe de conteúdo vai revisar esta questão e avisar você quando corrigir."),
  ).toBeVisible();

  // A second report of the same question is refused and the dialog keeps the note.
  await page.getByRole("button", { name: "Reportar erro na questão 1" }).click();
  await dialog.getByRole("radio", { name: "Erro no enunciado ou no texto" }).check();
  await dialog.getByLabel("Detalhes (opcional)").fill("De novo.");
  await dialog.getByRole("button", { name: "Enviar relato" }).click();
  await expect(dialog.getByText("Você já reportou esta questão; a equipe está revisando.")).toBeVisible();
  await expect(dialog.getByLabel("Detalhes (opcional)")).toHaveValue("De novo.");
  await dialog.getByRole("button", { name: "Cancelar" }).click();

  // An editor finds it in "Erros reportados" and marks it fixed with a reply.
  const admin = await (await browser.newContext()).newPage();
  const editor = await (await browser.newContext()).newPage();
  await adminSignIn(admin, testInfo);
  await signedInEditor(admin, editor, "Edson Editor");
  await editor
    .getByRole("complementary", { name: "Barra lateral" })
    .getByRole("link", { name: "Erros reportados" })
    .click();
  await expect(editor).toHaveURL(/\/admin\/erros-reportados$/);
  await expect(editor.getByRole("heading", { name: "Erros reportados" })).toBeVisible();
  const card = editor.getByTestId("question-report").filter({ hasText: note });
  await expect(card).toBeVisible();
  await expect(card).toContainText(detail.exercise.title);
  await expect(card).toContainText("A resposta correta está errada");
  await expect(card.getByText("Gabarito")).toBeVisible();
  await expect(card.getByRole("link", { name: "Editar questão" })).toHaveAttribute(
    "href",
    new RegExp(`questoes=${exerciseId}`),
  );
  await snap(editor, testInfo, "question-report-02-queue");

  await card.getByLabel("Resposta ao estudante (opcional)").fill("Trocamos o gabarito. Obrigado!");
  await card.getByRole("button", { name: "Marcar como corrigido" }).click();
  await expect(
    editor.getByText("Relato marcado como corrigido. O estudante foi avisado por e-mail."),
  ).toBeVisible();
  await expect(editor.getByTestId("question-report").filter({ hasText: note })).toHaveCount(0);

  await editor.getByRole("tab", { name: "Resolvidos" }).click();
  await expect(editor).toHaveURL(/status=resolvidos/);
  const done = editor.getByTestId("question-report").filter({ hasText: note });
  await expect(done).toContainText("Corrigido");
  await expect(done).toContainText("Trocamos o gabarito. Obrigado!");
  await snap(editor, testInfo, "question-report-03-resolved");

  // The student's e-mail is in the development outbox.
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/emails?to=${encodeURIComponent(student.email)}`);
      const { emails } = (await res.json()) as { emails: { subject: string; text: string }[] };
      return emails.find((e) => e.subject === "Corrigimos a questão que você reportou")?.text ?? "";
    })
    .toContain("Trocamos o gabarito. Obrigado!");
  const res = await page.request.get(`/api/dev/emails?to=${encodeURIComponent(student.email)}`);
  const { emails } = (await res.json()) as { emails: { subject: string; text: string }[] };
  const mail = emails.find((e) => e.subject === "Corrigimos a questão que você reportou")!;
  expect(mail.text).toContain(`"${detail.exercise.title}"`);
  expect(mail.text).toContain(`/exercise/${exerciseId}`);
  await snap(page, testInfo, "question-report-04-results");
});
