import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { DEMO_ADMIN_EMAIL, demoAdminNotice, ensureDemoAdmin } from "./admin.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the demo administrator", () => {
  it("is created once and signs in where the terminal says: the back office's sign-in", async () => {
    const created = await ensureDemoAdmin(t.app.ctx.auth, t.database.db);
    expect(created?.email).toBe(DEMO_ADMIN_EMAIL);
    expect(await ensureDemoAdmin(t.app.ctx.auth, t.database.db)).toBeNull();

    const notice = demoAdminNotice(created!, "http://localhost:3000");
    expect(notice).toContain(`senha:  ${created!.password}`);
    expect(notice).toContain("entrar: http://localhost:3000/admin/login");
    expect(notice).not.toContain("ainda não existe");

    const login = await t.app.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      payload: { email: created!.email, password: created!.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = [login.headers["set-cookie"]]
      .flat()
      .map((c) => String(c).split(";")[0])
      .join("; ");
    const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie } });
    expect(session.json()).toMatchObject({ user: { email: DEMO_ADMIN_EMAIL, role: "admin" } });
  });
});
