import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#server/db/client";
import { listOutboxEmails } from "./repository.ts";

export const DEV_OUTBOX_LOCAL_ONLY =
  "A caixa de saída de desenvolvimento só abre no computador que roda o Rumo (localhost).";

function isLoopback(address: string | undefined): boolean {
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:1.4rem}article{border:1px solid #e5e7eb;border-radius:10px;padding:1rem;margin:1rem 0}
header{color:#6b7280;font-size:.85rem}pre{white-space:pre-wrap;word-break:break-word;font-family:inherit}a{color:#4f46e5}`;

/**
 * Development outbox: only registered when no SMTP_URL is configured (never in production).
 * /dev/emails lists the messages with clickable links; /api/dev/emails serves them as JSON.
 */
export const devEmailRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The outbox holds working confirmation and reset links: anyone who reads it can take over the
  // account. It answers only on the machine running Rumo, whatever HOST or a proxy says.
  app.addHook("onRequest", async (request, reply) => {
    if (isLoopback(request.socket.remoteAddress)) return;
    return reply.code(403).send({ code: "DEV_OUTBOX_LOCAL_ONLY", message: DEV_OUTBOX_LOCAL_ONLY });
  });

  app.get("/dev/emails", { schema: { hide: true } }, async (_request, reply) => {
    const rows = await listOutboxEmails(db);
    const items = rows
      .map(
        (m) =>
          `<article><header>${escapeHtml(m.createdAt.toLocaleString("pt-BR"))} · para <strong>${escapeHtml(m.to)}</strong></header><h2>${escapeHtml(m.subject)}</h2><pre>${linkify(m.text)}</pre></article>`,
      )
      .join("");
    const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Caixa de saída (desenvolvimento) · Rumo</title><style>${PAGE_STYLE}</style></head><body><h1>Caixa de saída de desenvolvimento</h1><p>Sem SMTP_URL configurado, os e-mails do Rumo ficam aqui. Em produção eles são enviados por SMTP.</p>${items || "<p>Nenhum e-mail ainda.</p>"}</body></html>`;
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
  });

  app.get(
    "/api/dev/emails",
    {
      schema: {
        tags: ["dev"],
        summary: "E-mails da caixa de saída de desenvolvimento (mais recentes primeiro)",
        querystring: z.object({ to: z.string().optional() }),
        response: {
          200: z.object({
            emails: z.array(
              z.object({
                id: z.string(),
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                createdAt: z.date(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const rows = await listOutboxEmails(db, request.query.to?.toLowerCase());
      return {
        emails: rows.map(({ id, to, subject, text, createdAt }) => ({ id, to, subject, text, createdAt })),
      };
    },
  );
};
