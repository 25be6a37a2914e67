import { SAMPLE_ESSAY, SAMPLE_ESSAY_TITLE } from "#server/test-support/sample-essay";
import { expect, snap, test } from "./support.ts";

const TOPIC_2019 = "Democratização do acesso ao cinema no Brasil";

test("a student writes on the ENEM 2019 topic, loses nothing on reload, and gets the correction", async ({
  signedInPage: page,
}, testInfo) => {
  test.setTimeout(180_000);

  // My essays starts empty.
  await page.goto("/minhas-redacoes");
  await expect(page.getByText("Comece criando sua primeira redação!")).toBeVisible();
  await snap(page, testInfo, "40-essays-empty");

  // The topic chooser: both selects before the button works.
  await page.goto("/redacao");
  await expect(page.getByRole("heading", { name: "Redação ENEM" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "ENEM Histórico" })).toBeVisible();
  await expect(page.getByText("Autêntico", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tema Autoral" })).toBeVisible();
  await expect(page.getByText("Desafio", { exact: true })).toBeVisible();
  const load = page.getByRole("button", { name: "Carregar Tema" });
  await expect(load).toBeDisabled();
  await page.getByLabel("Vestibular").selectOption("enem");
  await expect(load).toBeDisabled();
  await page.getByLabel("Ano").selectOption("2019");
  await expect(page.getByText(`Tema: ${TOPIC_2019}`)).toBeVisible();
  // Free students see the lock on original topics.
  await expect(page.getByRole("button", { name: "Gerar Tema Autoral" })).toBeDisabled();
  await snap(page, testInfo, "41-essay-topic-chooser");
  await load.click();

  // The room: the topic, the editor, the stopwatch and the goals.
  await expect(page.getByRole("heading", { name: TOPIC_2019 })).toBeVisible();
  await expect(page.getByText("Textos de apoio (3)")).toBeVisible();
  const editor = page.getByLabel("Texto da redação");
  await expect(page.getByRole("button", { name: "Salvar" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Finalizar e Corrigir" })).toBeDisabled();

  // Typing starts the stopwatch; under 200 words the banner explains why it cannot be finished.
  await editor.pressSequentially("Na obra Cinema Paradiso, ");
  await expect(page.getByRole("button", { name: "Pausar" })).toBeVisible();
  await expect(
    page.getByText(
      "Você precisa de pelo menos 200 palavras para finalizar a redação. Atualmente você tem 4 palavras.",
    ),
  ).toBeVisible();
  await editor.fill(SAMPLE_ESSAY);
  await page.getByLabel("Título (opcional)").fill(SAMPLE_ESSAY_TITLE);
  await expect(page.getByText("300 palavras", { exact: true })).toBeVisible();
  await expect(page.getByText(/Salvo às \d\d:\d\d/)).toBeVisible();
  await expect(page).toHaveURL(/\/redacao\?id=/);
  await snap(page, testInfo, "42-essay-room");

  // The Tips panel.
  await page.getByRole("button", { name: "Dicas" }).click();
  const tips = page.getByRole("dialog", { name: "Dicas para a redação do ENEM" });
  await expect(tips.getByRole("tab", { name: "Como Iniciar" })).toBeVisible();
  await tips.getByRole("tab", { name: "Citações" }).click();
  await expect(tips.getByRole("tabpanel")).toBeVisible();
  await snap(page, testInfo, "43-essay-tips");
  await page.keyboard.press("Escape");

  // Offline: the text stays on this device, the room says so, and it syncs when the connection returns.
  await page.context().setOffline(true);
  await editor.press("End");
  await editor.pressSequentially(" Fim.");
  await expect(page.getByText("Sem conexão — seu texto está guardado neste aparelho")).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText(/Salvo às \d\d:\d\d/)).toBeVisible();

  // A save that fails: after a reload the newer text comes back from this browser and is synced.
  await page.route("**/api/essays/*", (route) =>
    route.request().method() === "PUT" ? route.abort() : route.continue(),
  );
  await editor.pressSequentially(" Mais.");
  await expect(
    page.getByText("Não foi possível salvar agora — seu texto está guardado neste aparelho"),
  ).toBeVisible();
  await page.unroute("**/api/essays/*");
  await page.reload();
  await expect(page.getByLabel("Texto da redação")).toHaveValue(`${SAMPLE_ESSAY} Fim. Mais.`);
  await expect
    .poll(async () => (await (await page.request.get("/api/essays/current")).json()).essay?.content)
    .toBe(`${SAMPLE_ESSAY} Fim. Mais.`);
  await page.getByLabel("Texto da redação").fill(SAMPLE_ESSAY);
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Rascunho salvo!")).toBeVisible();

  // Reload: the text is still there (from the server).
  await page.reload();
  await expect(page.getByLabel("Texto da redação")).toHaveValue(SAMPLE_ESSAY);
  await expect(page.getByLabel("Título (opcional)")).toHaveValue(SAMPLE_ESSAY_TITLE);
  // And from /redacao alone, the open draft comes back.
  await page.goto("/redacao");
  await expect(page.getByLabel("Texto da redação")).toHaveValue(SAMPLE_ESSAY);

  // Finalize: the overlay follows the correction until the feedback replaces the editor.
  await page.getByRole("button", { name: "Finalizar e Corrigir" }).click();
  await expect(page.getByText("Redação finalizada! Enviando para correção...")).toBeVisible();
  const overlay = page.getByRole("dialog", { name: "Corrigindo sua redação" });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText("Redação enviada")).toBeVisible();
  await page.screenshot({ path: `screenshots/${testInfo.project.name}/44-essay-correcting-1280.png` });
  // A reload in the middle of it loses nothing: the correction goes on and its result arrives.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Feedback da Correção" })).toBeVisible({ timeout: 60_000 });
  const finalScore = page.getByText(/Nota Final: \d+\/1000/);
  await expect(finalScore).toBeVisible();
  const score = (await finalScore.textContent())?.match(/(\d+)\/1000/)?.[1];
  await expect(page.getByRole("heading", { name: /Competência 1/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Competência 5/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Nova Redação" })).toBeVisible();
  await snap(page, testInfo, "45-essay-feedback");

  // My essays: the card with its score, the chart's empty state, and the full essay.
  await page.goto("/minhas-redacoes");
  const card = page.getByRole("listitem").filter({ hasText: SAMPLE_ESSAY_TITLE });
  await expect(card).toBeVisible();
  await expect(card.getByText(`${score}/1000`)).toBeVisible();
  await expect(card.getByText("Corrigida")).toBeVisible();
  await expect(card.getByText("300 palavras")).toBeVisible();
  await expect(page.getByText("Corrija pelo menos duas redações")).toBeVisible();
  await snap(page, testInfo, "46-essays-list");

  await page.getByPlaceholder("Pesquisar redações por título ou tema...").fill("xyz inexistente");
  await expect(page.getByText("Nenhuma redação encontrada")).toBeVisible();
  await expect(page.getByText("Tente ajustar o filtro de pesquisa.")).toBeVisible();
  await page.getByPlaceholder("Pesquisar redações por título ou tema...").fill("CINEMA");
  await expect(card).toBeVisible();

  await card.getByRole("button", { name: SAMPLE_ESSAY_TITLE }).click();
  await expect(page.getByRole("heading", { name: "Redação Completa" })).toBeVisible();
  await expect(page).toHaveURL(/id=/);
  await expect(page.getByText(TOPIC_2019)).toBeVisible();
  await expect(page.getByText(`Nota Final: ${score}/1000`)).toBeVisible();
  await snap(page, testInfo, "47-essay-detail");
  await page.getByRole("button", { name: "Voltar" }).click();
  await expect(card).toBeVisible();

  // The other path shows the same list.
  await page.goto("/redacoes-anteriores");
  await expect(page.getByRole("heading", { name: "Minhas Redações" })).toBeVisible();
  await expect(page.getByRole("button", { name: SAMPLE_ESSAY_TITLE })).toBeVisible();
});
