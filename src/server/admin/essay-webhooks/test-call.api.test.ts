import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { essayWebhooks } from "#server/db/schema/index";
import { type LocalHttp, startLocalHttp } from "#server/test-support/local-http";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { createEssayWebhookService } from "./service.ts";
import { callEssayWebhookTest } from "./test-call.ts";

let t: TestApp;
let silent: LocalHttp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // A webhook that takes the request and never answers.
  silent = await startLocalHttp(() => undefined);
});
afterAll(async () => {
  await silent?.close();
  await t?.close();
});

describe("a test call that gets no answer", () => {
  it("gives up at the timeout and says so", async () => {
    const started = Date.now();
    const result = await callEssayWebhookTest(`${silent.url}/nunca`, "corrigir_redacao", 300);
    expect(result).toMatchObject({ ok: false, status: null, error: "sem resposta em 0,3 s" });
    expect(result.elapsedMs).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(silent.requests.at(-1)?.url).toBe("/nunca");
  });

  it("is reported through the service's own timeout (10 s on the page)", async () => {
    const [row] = await t.database.db
      .insert(essayWebhooks)
      .values({ type: "gerar_tema", url: `${silent.url}/tema` })
      .returning();
    const service = createEssayWebhookService({ db: t.database.db, testTimeoutMs: 200 });
    expect(await service.test(row!.id)).toMatchObject({
      ok: false,
      status: null,
      error: "sem resposta em 0,2 s",
    });
  });
});
