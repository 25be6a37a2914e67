import { expect, snap, test } from "./support.ts";

test.describe(() => {
  test.use({ studentName: "Marina Alves" });

  test("Ctrl+B collapses the sidebar and the choice survives a reload", async ({
    signedInPage: page,
    context,
  }) => {
    await page.goto("/achievements");
    const sidebar = page.getByRole("complementary", { name: "Barra lateral" });
    await expect(sidebar.getByTestId("sidebar-user-name")).toHaveText("Marina Alves");

    await page.keyboard.press("Control+b");
    await expect(sidebar.getByTestId("sidebar-user-name")).toBeHidden();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(60);
    const cookie = (await context.cookies()).find((c) => c.name === "rumo_sidebar");
    expect(cookie?.value).toBe("collapsed");
    // Seven days, as the spec asks.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    await page.reload();
    await expect(page.getByRole("heading", { name: "Minhas Conquistas" })).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBeLessThan(60);
    // Collapsed, the icons still lead somewhere.
    await sidebar.getByRole("link", { name: "Exercícios" }).click();
    await expect(page).toHaveURL(/\/exercises$/);

    await page.keyboard.press("Control+b");
    await expect(sidebar.getByTestId("sidebar-user-name")).toBeVisible();
  });
});

test.describe(() => {
  test.use({ studentName: "Caio Ribeiro" });

  test("on a phone the menu opens from the top bar and closes after choosing a page", async ({
    signedInPage: page,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/achievements");
    await expect(page.getByRole("complementary", { name: "Barra lateral" })).toBeHidden();

    await page.getByRole("button", { name: "Abrir menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.getByTestId("sidebar-user-name")).toHaveText("Caio Ribeiro");
    await drawer.getByRole("button", { name: "Tutores" }).click();
    await expect(drawer.getByRole("link", { name: "Física" })).toBeVisible();
    await page.screenshot({ path: `screenshots/${testInfo.project.name}/08-mobile-menu-360.png` });

    await drawer.getByRole("link", { name: "Física" }).click();
    await expect(page).toHaveURL(/\/chat\/fisica$/);
    await expect(drawer).toBeHidden();
    await snap(page, testInfo, "09-chat-after-menu");
  });
});
