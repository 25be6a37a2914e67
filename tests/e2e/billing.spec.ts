import type { Page } from "@playwright/test";
import { expect, snap, test } from "./support.ts";

/**
 * Paying for a plan through the local payment sandbox (no Stripe keys on the test server): the
 * plans page, the sandbox's checkout and portal, and what the student's limits do meanwhile.
 */

const TOPIC_2019 = "Democratização do acesso ao cinema no Brasil";
const longDate = new Intl.DateTimeFormat("pt-BR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "America/Sao_Paulo",
});

type Summary = { endsAt: string | null; nextChargeAt: string | null; kind: string; plan: { slug: string } };
async function currentSubscription(page: Page): Promise<Summary | null> {
  const res = await page.request.get("/api/billing/subscription");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { current: Summary | null }).current;
}

/** From the plans page: choose a plan and a way to pay, and land on the sandbox's checkout. */
async function checkout(page: Page, plan: string, method: "Cartão de crédito" | "Boleto" | "Pix") {
  await page.getByRole("button", { name: `Assinar o plano ${plan}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("radio", { name: new RegExp(`^${method}`) }).check();
  await dialog.getByRole("button", { name: "Continuar para o pagamento" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/[\w-]+$/);
  await expect(page.getByText("Ambiente de teste — nada é cobrado")).toBeVisible();
}

test("a free student subscribes to Estudante yearly, sees the limits rise, cancels and is back to Gratuito with the essays kept", async ({
  signedInPage: page,
}, testInfo) => {
  test.setTimeout(120_000);
  // Something of the student's that must survive the end of the plan: an essay draft.
  const topic = (await (await page.request.get("/api/essays/topics/enem?ano=2019")).json()) as { id: string };
  const created = await page.request.post("/api/essays", {
    data: { topicId: topic.id, content: "Rascunho do cinema.", secondsSpent: 10 },
  });
  expect(created.status()).toBe(201);

  await page.goto("/student/subscription");
  await expect(page.getByRole("heading", { name: "Escolha seu Plano", level: 1 })).toBeVisible();
  await expect(page.getByTestId("current-plan")).toContainText("Seu plano: Gratuito");
  await expect(page.getByText("Ambiente de teste — nenhuma cobrança real")).toBeVisible();
  await expect(page.getByText("7 dias grátis para experimentar")).toBeVisible();
  await expect(page.getByText(/Pix: um passe de 1 mês ou 1 ano/)).toBeVisible();

  await page.getByRole("tab", { name: "Anual -17%" }).click();
  await expect(page).toHaveURL(/cobranca=anual/);
  const estudante = page.getByRole("region", { name: /^Estudante/ });
  await expect(estudante.getByText("Economize R$ 39,98")).toBeVisible();
  await snap(page, testInfo, "billing-01-plans-annual");

  await checkout(page, "Estudante", "Cartão de crédito");
  await expect(page.getByText("Assinatura Estudante")).toBeVisible();
  await expect(page.getByText("R$ 199,90/ano")).toBeVisible();
  await expect(page.getByText(/7 dias grátis: nada é cobrado hoje/)).toBeVisible();
  await snap(page, testInfo, "billing-02-sandbox-checkout");

  await page.getByRole("button", { name: "Pagar (teste)" }).click();
  await expect(page.getByText("Pagamento aprovado!")).toBeVisible();
  await expect(page.getByText("Sua assinatura foi ativada com sucesso")).toBeVisible();
  await expect(page).toHaveURL(/\/student\/subscription$/);

  const sub = await currentSubscription(page);
  expect(sub?.plan.slug).toBe("estudante");
  const nextCharge = longDate.format(new Date(sub!.nextChargeAt!));
  const banner = page.getByTestId("current-plan");
  await expect(banner).toContainText("Seu plano: Estudante");
  await expect(banner).toContainText(`Próxima cobrança em ${nextCharge}`);
  const card = page.getByTestId("subscription-current");
  await expect(card).toContainText("Em teste grátis");
  await expect(card).toContainText("Cartão de crédito");
  // A second subscription is not offered: 'Gerenciar' changes the plan.
  await expect(page.getByRole("button", { name: /^Assinar o plano/ })).toHaveCount(0);
  await snap(page, testInfo, "billing-03-plans-subscribed");

  // The new limits, at once.
  await page.goto("/exercises");
  await expect(page.getByTestId("daily-usage")).toContainText("Exercícios hoje: 0 de 20");

  // 'Gerenciar' opens the sandbox's portal.
  await page.goto("/student/subscription");
  await page.getByRole("button", { name: "Gerenciar" }).click();
  await expect(page).toHaveURL(/\/sandbox\/portal$/);
  await expect(page.getByText("Ambiente de teste — nada é cobrado")).toBeVisible();
  await expect(page.getByTestId("sandbox-clock")).toContainText("Hoje no teste:");
  await expect(page.getByText("Assinatura Estudante")).toBeVisible();
  await snap(page, testInfo, "billing-04-sandbox-portal");
  await page.getByRole("link", { name: "Voltar aos planos" }).click();

  // Cancelling takes two clicks and keeps the plan until the end of what was paid for (the trial here).
  await page.getByRole("button", { name: "Cancelar assinatura" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancelar assinatura?" });
  await expect(dialog).toContainText(`continua até ${nextCharge}`);
  await expect(dialog).toContainText("Suas redações, seu histórico e seu progresso ficam guardados.");
  await dialog.getByRole("button", { name: "Confirmar cancelamento" }).click();
  await expect(card).toContainText(`termina em ${nextCharge}`);
  await expect(page.getByRole("button", { name: "Reativar assinatura" })).toBeVisible();
  await expect(banner).toContainText("Seu plano: Estudante");

  // Past the end of the period in the sandbox's clock: the plan ends, through the webhook.
  await page.goto("/sandbox/portal");
  await page.getByRole("button", { name: "Avançar 7 dias" }).click();
  await expect(page.getByTestId("sandbox-clock")).toContainText("7 dias à frente");
  await page.getByRole("button", { name: "Avançar 1 dia", exact: true }).click();
  await expect(page.getByTestId("sandbox-clock")).toContainText("8 dias à frente");
  await expect(page.getByText("Encerrada")).toBeVisible();

  await page.getByRole("link", { name: "Voltar aos planos" }).click();
  await expect(banner).toContainText("Seu plano: Gratuito");
  await expect(page.getByRole("heading", { name: "Histórico" })).toBeVisible();
  await page.goto("/exercises");
  await expect(page.getByTestId("daily-usage")).toContainText("Exercícios hoje: 0 de 3");
  await page.goto("/minhas-redacoes");
  await expect(page.getByRole("listitem").filter({ hasText: TOPIC_2019 }).first()).toBeVisible();
});

test("a month of Curioso paid by Pix is a pass with an end date that does not renew", async ({
  signedInPage: page,
}, testInfo) => {
  await page.goto("/student/subscription");
  await checkout(page, "Curioso", "Pix");
  await expect(page.getByText("Passe Curioso")).toBeVisible();
  await expect(page.getByText("1 mês, sem renovação")).toBeVisible();
  await expect(page.getByText(/dias grátis/)).toHaveCount(0);
  await page.getByRole("button", { name: "Pagar (teste)" }).click();
  await expect(page.getByText("Pagamento aprovado!")).toBeVisible();
  await expect(page).toHaveURL(/\/student\/subscription$/);

  const pass = await currentSubscription(page);
  expect(pass?.kind).toBe("pass");
  const end = longDate.format(new Date(pass!.endsAt!));
  await expect(page.getByTestId("current-plan")).toContainText(`Passe Pix válido até ${end}; não se renova.`);
  const card = page.getByTestId("subscription-current");
  await expect(card).toContainText(`Válido até ${end}`);
  await expect(card).toContainText("não se renova");
  await expect(card.getByRole("button", { name: "Cancelar assinatura" })).toHaveCount(0);
  await page.goto("/exercises");
  await expect(page.getByTestId("daily-usage")).toContainText("Exercícios hoje: 0 de 8");
  await page.goto("/student/subscription");
  await expect(page.getByTestId("subscription-current")).toBeVisible();
  await snap(page, testInfo, "billing-05-plans-pass");

  // Within 7 days of paying: withdrawal, with everything paid back and the plan ending now.
  await page.getByRole("button", { name: "Desistir e receber reembolso" }).click();
  const dialog = page.getByRole("dialog", { name: "Desistir e receber reembolso?" });
  await expect(dialog).toContainText("Você recebe de volta R$ 9,99");
  await expect(dialog).toContainText("termina agora");
  await expect(dialog).toContainText("art. 49");
  await dialog.getByRole("button", { name: "Desistir e receber o reembolso" }).click();
  await expect(page.getByTestId("current-plan")).toContainText("Seu plano: Gratuito");
  await expect(page.getByText(/^Reembolso de R\$\s9,99 em /)).toBeVisible();
  expect(await currentSubscription(page)).toBeNull();
});

test("'Fazer upgrade' points to the next plan; a declined test payment says why and changes nothing", async ({
  signedInPage: page,
}) => {
  // The day's three exercises of the free plan, started through the API.
  const { exercises } = (await (await page.request.get("/api/exercises")).json()) as {
    exercises: { id: string }[];
  };
  for (const { id } of exercises.slice(0, 3)) {
    const detail = (await (await page.request.get(`/api/exercises/${id}`)).json()) as {
      questions: { id: string; options: string[] }[];
    };
    const [first] = detail.questions;
    const res = await page.request.post(`/api/exercises/${id}/answers`, {
      data: { questionId: first!.id, answer: first!.options[0]!, secondsSpent: 5 },
    });
    expect(res.status()).toBe(200);
  }
  await page.goto("/exercises");
  const upgrade = page.getByTestId("daily-usage").getByRole("link", { name: "Fazer upgrade" });
  await expect(upgrade).toHaveAttribute("href", "/student/subscription?plano=curioso");
  await upgrade.click();
  await expect(page.getByRole("region", { name: /^Curioso/ })).toHaveAttribute("data-highlighted", "true");
  await expect(page.getByRole("region", { name: /^Curioso/ }).getByText("Próximo passo")).toBeVisible();
  await checkout(page, "Curioso", "Cartão de crédito");
  await page.getByRole("button", { name: "Recusar pagamento (teste)" }).click();
  await expect(page.getByText(/Cartão recusado \(teste\)\. Nada foi cobrado/)).toBeVisible();
  expect(await currentSubscription(page)).toBeNull();

  await page.getByRole("button", { name: "Voltar", exact: true }).click();
  await expect(page.getByText("Pagamento cancelado")).toBeVisible();
  await expect(page).toHaveURL(/\/student\/subscription$/);
  await expect(page.getByTestId("current-plan")).toContainText("Seu plano: Gratuito");
  const entitlements = (await (await page.request.get("/api/me/entitlements")).json()) as {
    exercisesToday: { limit: number };
  };
  expect(entitlements.exercisesToday.limit).toBe(3);
});
