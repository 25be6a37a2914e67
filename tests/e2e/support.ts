import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, test as base, expect, type Page, type TestInfo } from "@playwright/test";
import { CHECKED_WIDTHS, expectFitsWindow } from "./page-width.ts";

export { expect };

export const PASSWORD = "estudo-forte-2026";

let counter = 0;
export function uniqueEmail(prefix = "aluna"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@exemplo.com.br`;
}

/**
 * Full-page screenshots at 1280, 768 and 360 px wide, in screenshots/<project>/ (git ignores it),
 * each checked to be no wider than its window.
 */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = join("screenshots", testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of CHECKED_WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
    await page.waitForTimeout(150);
    await expectFitsWindow(page, name);
    // A viewport as tall as the page (rather than fullPage) keeps sticky bars where a student sees them.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height: Math.min(Math.max(height, 640), 6000) });
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(dir, `${name}-${width}.png`) });
  }
  await page.setViewportSize(original);
}

/** The newest link containing `pathPart` in the development outbox for `to`. */
export async function emailLink(request: APIRequestContext, to: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/emails?to=${encodeURIComponent(to)}`);
      const { emails } = (await res.json()) as { emails: { text: string }[] };
      link = emails.flatMap((e) => e.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.includes(pathPart));
      return link;
    })
    .toBeTruthy();
  return link!;
}

export type E2EStudent = { email: string; password: string; name: string };

/**
 * Creates a confirmed student through the API and signs the page's browser context in: the page
 * shares its context's cookies with `page.request`, so no form is typed into.
 */
export async function signedInStudent(page: Page, fullName = "Beatriz Nascimento"): Promise<E2EStudent> {
  const email = uniqueEmail();
  const register = await page.request.post("/api/auth/register", {
    data: {
      fullName,
      email,
      phone: "(11) 98765-4321",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    },
  });
  expect(register.status()).toBe(201);
  const link = await emailLink(page.request, email, "/api/auth/verify-email");
  await page.request.get(new URL(link).pathname + new URL(link).search, { maxRedirects: 0 });
  const login = await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return { email, password: PASSWORD, name: fullName };
}

/**
 * Journeys that only need someone signed in take `student` (its e-mail and password; the page is
 * then signed in) or `signedInPage`. `test.use({ studentName })` names the student where the
 * journey reads the name on screen. Journeys about the sign-in form itself keep typing into it.
 */
export const test = base.extend<{ studentName: string; student: E2EStudent; signedInPage: Page }>({
  studentName: ["Beatriz Nascimento", { option: true }],
  student: async ({ page, studentName }, use) => {
    await use(await signedInStudent(page, studentName));
  },
  signedInPage: async ({ page, student: _signedIn }, use) => {
    await use(page);
  },
});
