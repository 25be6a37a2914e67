import type { Page } from "@playwright/test";
import { expect, snap, test } from "./support.ts";

const ANSWERS_45 = "ABCDE".repeat(9);
const SCORE = /\d+,\d ± \d+,\d pontos/;

/** Chooses the booklet step by step, as a student does. */
async function chooseBooklet(
  page: Page,
  { dia, area, cor, aplicacao }: { dia: string; area: string; cor: string; aplicacao?: string },
): Promise<void> {
  await page.getByLabel("Ano", { exact: true }).selectOption("2023");
  await page.getByLabel("Dia", { exact: true }).selectOption({ label: dia });
  await page.getByLabel("Área", { exact: true }).selectOption({ label: area });
  if (aplicacao) await page.getByLabel("Aplicação", { exact: true }).selectOption({ label: aplicacao });
  await page.getByLabel("Cor do caderno").selectOption({ label: cor });
}

test("a visitor goes from the landing page to the calculator and gets a Linguagens score", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Calculadora de nota do ENEM" })).toBeVisible();
  await snap(page, testInfo, "enem-calculator-00-landing");
  await page.getByRole("link", { name: "Calculadora de nota do ENEM" }).click();
  await expect(page).toHaveURL(/\/calculadora-enem$/);
  await expect(page.getByRole("heading", { name: "Calculadora de nota do ENEM", level: 1 })).toBeVisible();
  await expect(page.getByText("Escolha a prova primeiro")).toBeVisible();

  await chooseBooklet(page, {
    dia: "1º dia",
    area: "Linguagens, Códigos e suas Tecnologias",
    aplicacao: "1ª aplicação",
    cor: "Azul",
  });
  await page.getByLabel("Língua estrangeira", { exact: true }).selectOption({ label: "Inglês" });
  await expect(page).toHaveURL(/ano=2023/);
  await expect(page).toHaveURL(/prova=\d+/);
  await expect(page).toHaveURL(/lingua=ingles/);

  // A malformed string is refused in the browser, with the message next to the field and the text kept.
  const field = page.getByLabel("Respostas (digite ou cole)");
  await field.fill("abc fz");
  await expect(field).toHaveValue("ABCFZ");
  await page.getByRole("button", { name: "Calcular nota" }).click();
  await expect(page.getByText(/Respostas inválidas: use só as letras A a E/)).toBeVisible();
  await expect(field).toHaveValue("ABCFZ");
  await expect(field).toHaveAttribute("aria-invalid", "true");

  // The pasted string fills the answer sheet.
  await field.fill(ANSWERS_45);
  await expect(page.getByText("45 de 45 questões marcadas")).toBeVisible();
  await expect(
    page.getByRole("radiogroup", { name: "Questão 1 (língua estrangeira)" }).getByLabel("A"),
  ).toBeChecked();
  await expect(page.getByRole("radiogroup", { name: "Questão 45" }).getByLabel("E")).toBeChecked();
  await page.getByRole("button", { name: "Calcular nota" }).click();

  await expect(page.getByText(SCORE)).toBeVisible();
  await expect(page.getByText(/acertos em \d+ questões que contam/)).toBeVisible();
  await expect(page.getByText(/Teoria de Resposta ao Item/)).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(46);
  await expect(page.getByRole("cell", { name: /^errar custou [\d,]+ pontos?$/ }).first()).toBeVisible();
  await page.getByRole("button", { name: "Erros que mais custaram" }).click();
  await expect(rows.nth(1)).toContainText("errar custou");
  // The visit's summary keeps the area.
  await expect(page.getByText("Média das áreas")).toBeVisible();
  await snap(page, testInfo, "enem-calculator-01-linguagens");
});

test("the answer sheet works with the keyboard, and a rate limit is explained", async ({
  page,
}, testInfo) => {
  await page.goto("/calculadora-enem");
  await chooseBooklet(page, {
    dia: "2º dia",
    area: "Matemática e suas Tecnologias",
    cor: "Azul",
    aplicacao: "1ª aplicação",
  });
  const first = page.getByRole("radiogroup", { name: "Questão 136" });
  await expect(first).toBeVisible();
  await first.getByLabel("A").focus();
  await page.keyboard.press("c");
  await page.keyboard.press("b");
  await expect(page.getByRole("radiogroup", { name: "Questão 137" }).getByLabel("B")).toBeChecked();
  await expect(page.getByRole("radiogroup", { name: "Questão 138" }).getByLabel("A")).toBeFocused();
  await expect(page.getByLabel("Respostas (digite ou cole)")).toHaveValue(`CB${".".repeat(43)}`);
  await expect(page.getByText("2 de 45 questões marcadas")).toBeVisible();
  // Clicking a marked bubble clears it.
  await first.locator("label").filter({ hasText: "C" }).click();
  await expect(page.getByText("1 de 45 questões marcadas")).toBeVisible();
  await snap(page, testInfo, "enem-calculator-02-sheet");

  await page.route("**/api/enem/score", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({ code: "TOO_MANY_REQUESTS", message: "Muitas tentativas." }),
    }),
  );
  await page.getByLabel("Respostas (digite ou cole)").fill(ANSWERS_45);
  await page.getByRole("button", { name: "Calcular nota" }).click();
  await expect(page.getByText("Muitas tentativas; espere um minuto e tente de novo.")).toBeVisible();
  await expect(page.getByLabel("Respostas (digite ou cole)")).toHaveValue(ANSWERS_45);
});

test("a signed-in student without an essay is sent to the writing room for the average", async ({
  signedInPage: page,
}, testInfo) => {
  await page.goto("/calculadora-enem?ano=2023");
  await chooseBooklet(page, {
    dia: "2º dia",
    area: "Ciências da Natureza e suas Tecnologias",
    cor: "Azul",
    aplicacao: "1ª aplicação",
  });
  await page.getByLabel("Respostas (digite ou cole)").fill(ANSWERS_45);
  await page.getByRole("button", { name: "Calcular nota" }).click();
  await expect(page.getByText(SCORE)).toBeVisible();
  await expect(page.getByText("Você ainda não tem redação corrigida.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Escreva uma na sala de redação" })).toHaveAttribute(
    "href",
    "/redacao",
  );
  await expect(page.getByText("Média das áreas")).toBeVisible();
  await snap(page, testInfo, "enem-calculator-03-signed-in");
});
