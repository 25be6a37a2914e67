import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { emailLink, expect, PASSWORD, snap, uniqueEmail } from "./support.ts";

/**
 * The demo admin's credentials, printed once by the server under test and kept by
 * scripts/e2e-server.mjs in a file named after its port (never shown on a page).
 */
export function demoAdmin(testInfo: TestInfo): { email: string; password: string } {
  const port = new URL(String(testInfo.project.use.baseURL)).port;
  return JSON.parse(readFileSync(join(tmpdir(), `rumo-e2e-admin-${port}.json`), "utf8"));
}

export async function adminSignIn(page: Page, testInfo: TestInfo, screenshot = false) {
  const admin = demoAdmin(testInfo);
  await page.goto("/admin/login");
  await expect(page.getByText("Painel Administrativo")).toBeVisible();
  if (screenshot) await snap(page, testInfo, "admin-01-login");
  await page.getByLabel("E-mail").fill(admin.email);
  await page.getByLabel("Senha", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * An editor joins through the staff invitation (sent by the signed-in admin) and signs in at
 * /admin/login on its own page.
 */
export async function signedInEditor(admin: Page, editor: Page, name: string): Promise<void> {
  const email = uniqueEmail("editor");
  const invite = await admin.request.post("/api/admin/staff/invitations", {
    data: { email, role: "editor" },
  });
  expect(invite.status()).toBe(201);
  const token = new URL(await emailLink(admin.request, email, "/admin/convite/")).pathname.split("/").pop()!;
  const accept = await editor.request.post(`/api/admin/staff/invitations/${token}/accept`, {
    data: { name, password: PASSWORD },
  });
  expect(accept.ok()).toBe(true);
  await editor.goto("/admin/login");
  await editor.getByLabel("E-mail").fill(email);
  await editor.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await editor.getByRole("button", { name: "Entrar" }).click();
  await expect(editor).toHaveURL(/\/admin\/dashboard$/);
}
