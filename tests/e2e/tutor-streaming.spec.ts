import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";
import { type FakeModelServer, startFakeModelServer } from "#server/test-support/fake-model-server";
import { watchKatex } from "./katex-watch.ts";
import { signedInStudent, snap } from "./support.ts";

// A Rumo of its own, configured with an OpenAI-compatible model (a real local server that streams
// slowly), so the page can be seen writing the answer as it arrives. The model does not depend on
// the database, so this runs once, on the embedded default.

const PIECES = [
  "Vamos pensar juntos. ",
  "Qual é a **base** \\(b\\) ",
  "e qual é a **altura** ",
  "do triângulo? ",
  "$A = \\frac{b \\cdot h}{2}$",
];
let model: FakeModelServer;
let rumo: ChildProcess;
let baseURL: string;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures from this pattern; none are needed.
test.beforeAll(async ({}, workerInfo) => {
  test.skip(
    workerInfo.project.name !== "pglite",
    "the model does not depend on the database: once is enough",
  );
  // KaTeX is fetched when the first formula arrives: the pieces leave it time to be typeset before
  // the answer ends, on a busy machine too.
  model = await startFakeModelServer({ chunks: PIECES, chunkDelayMs: 1500 });
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  rumo = spawn(process.execPath, ["scripts/e2e-server.mjs", String(port), "pglite"], {
    env: { ...process.env, AI_BASE_URL: model.baseUrl, AI_MODEL: "tutor-e2e" },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${baseURL}/api/ready`).catch(() => null))?.status, { timeout: 90_000 })
    .toBe(200);
});

test.afterAll(async () => {
  rumo?.kill("SIGTERM");
  await model?.close();
});

test("the answer of a configured model appears piece by piece and is there after a reload", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ baseURL, locale: "pt-BR" });
  const page = await context.newPage();
  const katex = watchKatex(page);
  await signedInStudent(page, "Teresa Moura");
  await page.goto("/chat/matematica");
  const log = page.getByTestId("chat-messages");
  await expect(log.getByText("Olá, Teresa!")).toBeVisible();
  // The greeting has no formula: KaTeX is not fetched for it.
  await page.waitForLoadState("networkidle");
  expect(await katex.files()).toEqual([]);

  await page.getByLabel("Sua mensagem").fill("Como calculo a área de um triângulo?");
  await page.getByLabel("Sua mensagem").press("Enter");

  // The first pieces are on screen while the rest is still being written.
  await expect(log.getByText("Vamos pensar juntos.")).toBeVisible();
  await expect(log.getByText("do triângulo?")).toHaveCount(0);
  await expect(log.getByText(/Qual é a\s*base/)).toBeVisible();
  // The model's \( … \) maths is typeset while the answer is still arriving.
  await expect(log.locator(".katex").first()).toBeVisible();
  await expect(log.getByText("do triângulo?")).toHaveCount(0);
  // Then the whole answer, with the formula typeset.
  await expect(log.getByText(/do triângulo\?/)).toBeVisible({ timeout: 15_000 });
  await expect(log.locator(".katex").last()).toBeVisible();

  // The first formula fetched KaTeX: its code, its stylesheet and its fonts.
  await expect
    .poll(async () => {
      const fetched = await katex.files();
      return [/\.js$/, /\.css$/, /KaTeX_/].map((kind) => fetched.some((url) => kind.test(url)));
    })
    .toEqual([true, true, true]);

  await page.reload();
  await expect(log.getByText("Como calculo a área de um triângulo?")).toBeVisible();
  await expect(log.getByText(/e qual é a\s*altura/)).toBeVisible();
  await expect(log.getByText(/Vamos pensar juntos\./)).toHaveCount(1);
  // Read back from the history, the formulas are typeset again (KaTeX comes after the text) and
  // no TeX is left waiting.
  await expect(log.locator(".katex")).toHaveCount(2);
  await expect(log.locator('[data-maths="pending"]')).toHaveCount(0);
  await expect(log.locator(".katex").last()).toContainText("A=");
  await snap(page, testInfo, "tutor-03-maths");
  expect(model.calls().at(-1)?.model).toBe("tutor-e2e");
  await context.close();
});
