import {
  ESSAY_WEBHOOK_MESSAGES,
  ESSAY_WEBHOOK_TEST_TIMEOUT_MS,
  type EssayWebhookTestResult,
  type EssayWebhookType,
} from "#domain/admin/essay-webhooks";

/** Ids no real student or essay has: a workflow can tell a test from a real call, as by `teste`. */
const TEST_ID = "00000000-0000-0000-0000-000000000000";

/**
 * The body a test sends, shaped like the essays feature's real call of each type (spec 02 §7)
 * with test values, and `teste: true` so the workflow can skip saving anything.
 */
export function essayWebhookTestBody(type: EssayWebhookType): Record<string, unknown> {
  switch (type) {
    case "gerar_tema":
      return { dificuldade: "medio", tipo_vestibular: "enem", teste: true };
    case "gerar_tema_autoral":
      return { dificuldade: "medio", categoria_tematica: "educacao", user_id: TEST_ID, teste: true };
    case "corrigir_redacao":
      return {
        redacao_id: TEST_ID,
        conteudo:
          "Texto de teste enviado pelo painel administrativo do Rumo para verificar a integração de correção.",
        tema: "Tema de teste do Rumo",
        teste: true,
      };
  }
}

const m = ESSAY_WEBHOOK_MESSAGES;

/**
 * POSTs the test body once (no retry: the admin wants to see this one call) and reports what
 * happened. Any 2xx is success; the answer's body is not read beyond what closing it needs.
 */
export async function callEssayWebhookTest(
  url: string,
  type: EssayWebhookType,
  timeoutMs: number = ESSAY_WEBHOOK_TEST_TIMEOUT_MS,
): Promise<EssayWebhookTestResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(essayWebhookTestBody(type)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const elapsedMs = elapsed();
    await response.body?.cancel().catch(() => undefined);
    if (response.ok) return { ok: true, status: response.status, elapsedMs };
    return { ok: false, status: response.status, elapsedMs, error: `o webhook respondeu ${response.status}` };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    const waited = timedOut ? `sem resposta em ${formatSeconds(timeoutMs)}` : m.testUnreachable;
    return { ok: false, status: null, elapsedMs: elapsed(), error: waited };
  }
}

/** "10 s", "0,3 s": the wait as the page reads it. */
function formatSeconds(ms: number): string {
  return `${(ms / 1000).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} s`;
}
