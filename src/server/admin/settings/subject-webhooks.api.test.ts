import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubjectWebhooks } from "#domain/admin/settings";
import { adminAuditLog, subjects, subjectWebhooks } from "#server/db/schema/index";
import { sendChat } from "#server/test-support/chat-client";
import { createStaff, createStudent, type Student } from "#server/test-support/factories";
import { type FakeWebhookServer, startFakeWebhook } from "#server/test-support/fake-webhook-server";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
let admin: Student;
let n8n: FakeWebhookServer;
const URL_BASE = "/api/admin/settings/subject-webhooks";

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, "admin");
  n8n = await startFakeWebhook({ body: JSON.stringify({ resposta: "Resposta do webhook da matéria." }) });
}, 60_000);
afterAll(async () => {
  await n8n?.close();
  await t?.close();
});

const subjectBySlug = async (slug: string) => {
  const [row] = await t.database.db.select().from(subjects).where(eq(subjects.slug, slug));
  if (!row) throw new Error(`subject ${slug} missing`);
  return row;
};
const list = async () => {
  const res = await admin.get(URL_BASE);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SubjectWebhooks;
};
const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, "subject_webhook"), eq(adminAuditLog.targetId, id)))
    .orderBy(adminAuditLog.id);

describe("Webhooks por Matéria", () => {
  it("refuses a missing subject or URL with the screen's message, a bad URL and an unknown subject", async () => {
    const fisica = await subjectBySlug("fisica");
    const required = "Selecione uma matéria e informe a URL do webhook";
    for (const body of [
      { url: "https://n8n.exemplo.com/x" },
      { subjectId: fisica.id },
      { subjectId: "", url: "" },
      { subjectId: fisica.id, url: "  " },
    ]) {
      const res = await admin.post(URL_BASE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(required);
    }
    const bad = await admin.post(URL_BASE, { subjectId: fisica.id, url: "n8n.exemplo.com" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Informe um endereço que comece com http:// ou https://.");
    const unknown = await admin.post(URL_BASE, {
      subjectId: crypto.randomUUID(),
      url: "https://n8n.exemplo.com/x",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Matéria não encontrada.");
    expect((await list()).items).toEqual([]);
  });

  it("adds, lists with the subject's colour, edits and removes (soft) a webhook, each audited", async () => {
    const quimica = await subjectBySlug("quimica");
    const before = await list();
    expect(before.available.map((s) => s.id)).toContain(quimica.id);

    const created = await admin.post(URL_BASE, {
      subjectId: quimica.id,
      url: " https://n8n.exemplo.com/quimica ",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe("Webhook adicionado");
    const afterAdd = await list();
    const item = afterAdd.items.find((w) => w.subject.id === quimica.id)!;
    expect(item).toMatchObject({
      url: "https://n8n.exemplo.com/quimica",
      subject: { id: quimica.id, name: quimica.name, color: quimica.color },
    });
    expect(afterAdd.available.map((s) => s.id)).not.toContain(quimica.id);

    // One active webhook per subject: the unique index answers 409 in pt-BR.
    const twice = await admin.post(URL_BASE, { subjectId: quimica.id, url: "https://n8n.exemplo.com/outro" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      "Esta matéria já possui um webhook configurado. Edite o existente ou remova-o antes.",
    );

    const badEdit = await admin.put(`${URL_BASE}/${item.id}`, { url: "" });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().message).toBe("URL do webhook é obrigatória.");
    const edited = await admin.put(`${URL_BASE}/${item.id}`, { url: "https://n8n.exemplo.com/quimica-v2" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe("Webhook atualizado");
    expect((await list()).items.find((w) => w.id === item.id)?.url).toBe(
      "https://n8n.exemplo.com/quimica-v2",
    );

    const removed = await admin.delete(`${URL_BASE}/${item.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe("Webhook removido");
    const afterRemove = await list();
    expect(afterRemove.items.some((w) => w.id === item.id)).toBe(false);
    expect(afterRemove.available.map((s) => s.id)).toContain(quimica.id);
    const [row] = await t.database.db.select().from(subjectWebhooks).where(eq(subjectWebhooks.id, item.id));
    expect(row).toMatchObject({ active: false, url: "https://n8n.exemplo.com/quimica-v2" });

    // A removed webhook can no longer be edited or removed; a new one may be added.
    expect((await admin.put(`${URL_BASE}/${item.id}`, { url: "https://n8n.exemplo.com/x" })).statusCode).toBe(
      404,
    );
    expect((await admin.delete(`${URL_BASE}/${item.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`${URL_BASE}/nao-e-um-id`)).statusCode).toBe(400);
    expect(
      (await admin.post(URL_BASE, { subjectId: quimica.id, url: "https://n8n.exemplo.com/q3" })).statusCode,
    ).toBe(201);

    const audit = await auditOf(item.id);
    expect(audit.map((a) => [a.action, a.actorId, a.before, a.after])).toEqual([
      [
        "subject_webhook.create",
        admin.id,
        null,
        { subject: quimica.name, url: "https://n8n.exemplo.com/quimica" },
      ],
      [
        "subject_webhook.update",
        admin.id,
        { subject: quimica.name, url: "https://n8n.exemplo.com/quimica" },
        { subject: quimica.name, url: "https://n8n.exemplo.com/quimica-v2" },
      ],
      [
        "subject_webhook.remove",
        admin.id,
        { subject: quimica.name, url: "https://n8n.exemplo.com/quimica-v2" },
        null,
      ],
    ]);
  });

  it("a student's message to that subject's tutor then goes to the webhook and comes back as its 'resposta'", async () => {
    const biologia = await subjectBySlug("biologia");
    const saved = await admin.post(URL_BASE, { subjectId: biologia.id, url: `${n8n.url}/biologia` });
    expect(saved.statusCode, saved.body).toBe(201);
    const student = await createStudent(t, { name: "Lívia Moura" });
    const res = await sendChat(t, student.cookie, "biologia", "O que é mitose?");
    expect(res.status).toBe(200);
    expect(res.done?.message).toMatchObject({
      provider: "webhook",
      message: "Resposta do webhook da matéria.",
    });
    expect(n8n.bodies("/biologia").at(-1)).toEqual({
      user_id: student.id,
      nome: "Lívia Moura",
      materia: biologia.name,
      message: "O que é mitose?",
      // Not a problem to work out, and no mistakes yet: the facts are there, empty.
      calculo: null,
      erros_recentes: [],
    });
  });
});
