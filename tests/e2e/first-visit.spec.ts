import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { CHECKED_WIDTHS, expectFitsWindow } from "./page-width.ts";
import { emailLink, expect, PASSWORD, test, uniqueEmail } from "./support.ts";

/**
 * What a new student trips on in a first visit: pages wider than the phone, plans hidden from
 * visitors, one sign-up error at a time, results wiped without asking, raw formulas in the history,
 * emoji-only subjects, and the smaller things around them.
 */

const UNKNOWN_PATH = "/pagina-que-nao-existe";

type Detail = {
  questions: { id: string; options: string[] }[];
  result: {
    scorePercent: number;
    passed: boolean;
    questions: { questionId: string; correctAnswer: string }[];
  } | null;
};
type Answered = { completed: boolean; result: Detail["result"] };

/** Waits for the page's data: no skeleton or spinner marked busy, and the network quiet. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(/^Carregando/)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator("h1, h3").first()).toBeVisible();
}

/**
 * At 360, 768 and 1280 px the page is never wider than the window; on failure the message names
 * the elements that stick out. A full-page screenshot of each width goes to screenshots/.
 */
async function fitsEveryWidth(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = join("screenshots", testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  for (const width of CHECKED_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(250);
    await expectFitsWindow(page, name);
    await page.screenshot({ path: join(dir, `first-visit-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function visit(page: Page, testInfo: TestInfo, path: string, name: string): Promise<void> {
  await page.goto(path);
  await settle(page);
  await fitsEveryWidth(page, testInfo, name);
}

/** Answers every question of `exerciseId` through the API, the answer of each chosen by `pick`. */
async function answerAll(
  request: APIRequestContext,
  exerciseId: string,
  pick: (question: Detail["questions"][number]) => string,
): Promise<Answered> {
  const detail = (await (await request.get(`/api/exercises/${exerciseId}`)).json()) as Detail;
  let last: Answered = { completed: false, result: null };
  for (const q of detail.questions) {
    const res = await request.post(`/api/exercises/${exerciseId}/answers`, {
      data: { questionId: q.id, answer: pick(q), secondsSpent: 5 },
    });
    expect(res.status()).toBe(200);
    last = (await res.json()) as Answered;
  }
  return last;
}

/** Signs a second student in on `request` (its own cookies), to learn an answer key with. */
async function signInClassmate(request: APIRequestContext): Promise<void> {
  const email = uniqueEmail("colega");
  const register = await request.post("/api/auth/register", {
    data: {
      fullName: "Caio Ribeiro",
      email,
      phone: "(11) 98765-4321",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    },
  });
  expect(register.status()).toBe(201);
  const link = new URL(await emailLink(request, email, "/api/auth/verify-email"));
  await request.get(link.pathname + link.search, { maxRedirects: 0 });
  expect((await request.post("/api/auth/login", { data: { email, password: PASSWORD } })).status()).toBe(200);
}

/**
 * Finishes the exercise with every answer right at the first try. A failed attempt stays blocked
 * for 24 hours even through a reset, so the key is learnt from a classmate's attempt instead.
 */
async function finishWithFullMarks(
  request: APIRequestContext,
  classmate: APIRequestContext,
  exerciseId: string,
): Promise<void> {
  const learnt = await answerAll(classmate, exerciseId, (q) => q.options[0] ?? "");
  const key = new Map(learnt.result?.questions.map((q) => [q.questionId, q.correctAnswer]));
  const done = await answerAll(request, exerciseId, (q) => key.get(q.id) ?? "");
  expect(done.result?.scorePercent).toBe(100);
}

test("no page a visitor sees is wider than the window, and an unknown address answers 404", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  for (const [path, name] of [
    ["/", "landing"],
    ["/login", "login"],
    ["/register", "register"],
    ["/forgot-password", "forgot-password"],
    ["/terms", "terms"],
    ["/privacy", "privacy"],
    ["/student/subscription", "plans-visitor"],
    ["/subscription", "plans-visitor-short-path"],
    ["/exercises", "exercises-visitor"],
    ["/reset-password?token=link-antigo", "reset-password"],
  ] as const)
    await visit(page, testInfo, path, name);

  const { exercises } = (await (await page.request.get("/api/exercises")).json()) as {
    exercises: { id: string }[];
  };
  await visit(page, testInfo, `/exercise/${exercises[0]!.id}`, "exercise-visitor");

  const unknown = await page.goto(UNKNOWN_PATH);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await fitsEveryWidth(page, testInfo, "not-found");
  expect((await page.goto("/exercise/qualquer-coisa"))?.status()).toBe(200);
});

test("no page a student sees is wider than the window", async ({ signedInPage: page }, testInfo) => {
  test.setTimeout(420_000);
  const { exercises } = (await (await page.request.get("/api/exercises")).json()) as {
    exercises: { id: string }[];
  };
  const exerciseId = exercises[0]!.id;
  await page.request.post("/api/chat/matematica/messages", {
    data: { message: "Se $x = \\frac{b}{a}$, quanto vale **x**?" },
  });

  await page.goto("/dashboard");
  const objectives = page.getByRole("dialog");
  await objectives.getByRole("button", { name: "Pular" }).click();
  await expect(objectives).toBeHidden();
  await settle(page);
  await fitsEveryWidth(page, testInfo, "dashboard");

  for (const [path, name] of [
    ["/exercises", "exercises"],
    [`/exercise/${exerciseId}`, "exercise"],
    ["/chat/matematica", "tutor-chat"],
    ["/chat-history", "chat-history"],
    ["/redacao", "essay-room"],
    ["/minhas-redacoes", "my-essays"],
    ["/redacoes-anteriores", "my-essays-other-path"],
    ["/profile", "profile-personal"],
    ["/profile?tab=objetivos", "profile-objectives"],
    ["/profile?tab=configuracoes", "profile-settings"],
    ["/profile?tab=conquistas", "profile-achievements"],
    ["/achievements", "achievements"],
    ["/student/subscription", "plans"],
    ["/terms", "terms-signed-in"],
    ["/privacy", "privacy-signed-in"],
    [UNKNOWN_PATH, "not-found-signed-in"],
  ] as const)
    await visit(page, testInfo, path, name);
});

test("a visitor finds the plans on the landing page and is led to sign up and back to them", async ({
  page,
}) => {
  expect((await page.request.get("/api/plans")).status()).toBe(200);

  await page.goto("/");
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Planos" }).click();
  await expect(page).toHaveURL(/\/student\/subscription$/);
  await expect(page.getByRole("heading", { name: "Escolha seu Plano", level: 1 })).toBeVisible();
  // The public frame, not the student's shell.
  await expect(page.getByRole("link", { name: "Criar conta" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Verificar Status" })).toHaveCount(0);

  const subscribe = page.getByRole("link", { name: /^Assinar o plano/ }).first();
  await expect(subscribe).toHaveAttribute("href", "/register?redirect=%2Fstudent%2Fsubscription");
  await expect(page.getByRole("link", { name: /^Escolher o plano/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Entrar", exact: true }).last()).toHaveAttribute(
    "href",
    "/login?redirect=%2Fstudent%2Fsubscription",
  );

  // The old address shows the plans too, never the login.
  await page.goto("/subscription");
  await expect(page).toHaveURL(/\/student\/subscription$/);
  await expect(page.getByRole("heading", { name: "Escolha seu Plano", level: 1 })).toBeVisible();

  // The landing page's section leads there as well.
  await page.goto("/");
  await page.getByRole("link", { name: "Ver planos" }).click();
  await expect(page).toHaveURL(/\/student\/subscription$/);

  // Signing up from a plan leads to the login, which comes back to the plans.
  await page
    .getByRole("link", { name: /^Assinar o plano/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fstudent%2Fsubscription$/);
  await page.getByLabel("Nome completo").fill("Rafaela Costa");
  await page.getByLabel("E-mail").fill(uniqueEmail("plano"));
  await page.getByLabel("Celular (WhatsApp)").fill("11987654321");
  await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirmar senha").fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstudent%2Fsubscription$/);
});

test("sign-up shows the password mismatch and the unticked terms at once", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Nome completo").fill("Tiago Mendes");
  await page.getByLabel("E-mail").fill(uniqueEmail("tiago"));
  await page.getByLabel("Celular (WhatsApp)").fill("11987654321");
  await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirmar senha").fill("outra-senha-2026");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("As senhas não coincidem")).toBeVisible();
  await expect(page.getByText("Você deve aceitar os termos de uso para continuar")).toBeVisible();
});

test("wiping a finished exercise asks first and says what is lost", async ({
  signedInPage: page,
  request,
}) => {
  const { exercises } = (await (await page.request.get("/api/exercises")).json()) as {
    exercises: { id: string; title: string }[];
  };
  const exercise = exercises[1]!;
  await signInClassmate(request);
  await finishWithFullMarks(page.request, request, exercise.id);

  // '↺' on the list card.
  await page.goto("/exercises");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: exercise.title, exact: true }) });
  await card.getByRole("button", { name: "Resetar exercício" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("A nota de 100% e as respostas desta tentativa serão apagadas");
  await expect(dialog.getByRole("button", { name: "Cancelar" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(card.getByRole("link", { name: "Ver resultado" })).toBeVisible();

  // 'Refazer' on the results: Enter on the focused 'Cancelar' keeps them; confirming starts over.
  await page.goto(`/exercise/${exercise.id}`);
  await expect(page.getByTestId("result-score")).toHaveText("100%");
  await page.getByRole("button", { name: "Refazer" }).click();
  await expect(dialog).toContainText("A nota de 100%");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("result-score")).toHaveText("100%");
  await page.getByRole("button", { name: "Refazer" }).click();
  await dialog.getByRole("button", { name: "Apagar e refazer" }).click();
  await expect(page.getByText(/^Questão 1 de \d+$/)).toBeVisible();
});

test("the history shows clean text and every subject by its icon, never by an emoji alone", async ({
  signedInPage: page,
}) => {
  const sent = await page.request.post("/api/chat/matematica/messages", {
    data: { message: "Se $x = \\frac{b}{a}$, quanto vale **x**?" },
  });
  expect(sent.status()).toBe(200);

  await page.goto("/chat-history");
  const entries = page.getByRole("region", { name: "Hoje" });
  await expect(entries.getByText("Se x = b/a, quanto vale x?")).toBeVisible();
  const text = (await entries.textContent()) ?? "";
  // Money ("R$ 150,00") stays; formula delimiters, LaTeX commands and Markdown markers do not.
  expect(text).not.toMatch(/\$[^\s\d]|\\frac|\*\*|\\\(|\\\[/);
  const icon = entries.getByRole("img", { name: "Matemática" }).first();
  await expect(icon.locator("svg")).toHaveCount(1);
  expect((await icon.textContent())?.trim()).toBe("");

  await page.goto("/chat/matematica");
  const avatar = page.getByTestId("tutor-avatar").first();
  await expect(avatar.locator("svg")).toHaveCount(1);
  expect((await avatar.textContent())?.trim()).toBe("");
});

test("the smaller things: status feedback, not-found titles, terms, stat hints and dated news", async ({
  signedInPage: page,
}) => {
  await page.goto("/student/subscription");
  await page.getByRole("button", { name: "Verificar Status" }).click();
  await expect(page.getByText("Status verificado")).toBeVisible();

  await page.goto("/exercise/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Exercício não encontrado" })).toBeVisible();
  await expect(page.getByText("Erro: Questão não encontrada")).toHaveCount(0);

  await page.goto("/terms");
  await expect(page.getByRole("link", { name: "Ir para o painel" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Criar conta" })).toHaveCount(0);

  await page.goto("/dashboard");
  await page.getByRole("dialog").getByRole("button", { name: "Pular" }).click();
  const hints = page.getByRole("region", { name: "Seus números" }).locator("p.text-xs");
  await expect(hints).toHaveCount(4);
  for (const hint of await hints.all())
    expect(await hint.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  const news = page.getByRole("region", { name: "Notícias acadêmicas" }).getByRole("listitem");
  await expect(news.first()).toBeVisible();
  const count = await news.count();
  await expect(page.getByRole("region", { name: "Notícias acadêmicas" }).locator("time")).toHaveCount(count);
  const links = await page
    .getByRole("region", { name: "Notícias acadêmicas" })
    .getByRole("link")
    .evaluateAll((els) => els.map((el) => el.getAttribute("href")));
  expect(links).toHaveLength(count);
  expect(new Set(links).size).toBe(count);
});
