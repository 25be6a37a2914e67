import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIMULADO_MESSAGES as M } from "#domain/simulados/rules";
import { ESSAY_CORRECTION_JOB } from "#server/core/jobs/kinds";
import { backgroundJobs, essayTopics, simulados, userEssays } from "#server/db/schema/index";
import { createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const ESSAY = `A persistência da violência contra a mulher no Brasil revela um desafio que a sociedade ainda não venceu.
Em primeiro lugar, a cultura machista naturaliza agressões dentro de casa.
Portanto, o Ministério da Educação deve incluir o tema nas escolas, por meio de palestras, para que os jovens mudem essa realidade.`;

async function startDay1(student: Student) {
  const res = await student.post("/api/simulados", { kind: "dia1", mode: "treino" });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const essaysOf = (userId: string) =>
  t.database.db.select().from(userEssays).where(eq(userEssays.userId, userId));

describe("the essay of a day-1 simulado", () => {
  it("draws an official ENEM topic, saves the text as typed, and hands it in for correction (ahead with Turbo)", async () => {
    const ana = await createStudent(t, { plan: "nerd" });
    const booklet = await startDay1(ana);
    expect(booklet.items).toHaveLength(90);
    expect(booklet.essay).toMatchObject({ content: "", savedAt: null, result: null });
    const [topic] = await t.database.db
      .select()
      .from(essayTopics)
      .where(eq(essayTopics.id, booklet.essay.topic.id));
    expect(topic).toMatchObject({ source: "enem_historico", active: true, title: booklet.essay.topic.title });

    const saved = await ana.put(`/api/simulados/${booklet.id}/redacao`, { content: ESSAY });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().secondsLeft).toBeGreaterThan(0);
    expect((await ana.get(`/api/simulados/${booklet.id}`)).json().essay.content).toBe(ESSAY);
    // Nothing is submitted while the clock runs.
    expect(await essaysOf(ana.id)).toHaveLength(0);

    const result = (await ana.post(`/api/simulados/${booklet.id}/finish`)).json();
    const [essay] = await essaysOf(ana.id);
    expect(essay).toMatchObject({
      status: "finalizada",
      content: ESSAY,
      topicId: booklet.essay.topic.id,
      simuladoId: booklet.id,
    });
    expect(result.essay.result).toMatchObject({ status: "na_fila", essayId: essay!.id, nota: null });
    const [job] = await t.database.db
      .select()
      .from(backgroundJobs)
      .where(
        and(
          eq(backgroundJobs.kind, ESSAY_CORRECTION_JOB),
          sql`${backgroundJobs.payload}->>'essayId' = ${essay!.id}`,
        ),
      );
    // Nerd's Turbo: dated an hour back, ahead of the queue.
    expect(job!.runAt.getTime()).toBeLessThan(Date.now() - 50 * 60_000);

    // The essay is in Minhas Redações, and the simulado's text can no longer change.
    const list = (await ana.get("/api/essays")).json();
    expect(JSON.stringify(list)).toContain(essay!.id);
    const late = await ana.put(`/api/simulados/${booklet.id}/redacao`, { content: "outra coisa" });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "SIMULADO_FINISHED" });
  });

  it("scores a blank essay 0, as ENEM does, and submits nothing", async () => {
    const bia = await createStudent(t, { plan: "nerd" });
    const booklet = await startDay1(bia);
    await bia.put(`/api/simulados/${booklet.id}/redacao`, { content: "   \n  " });
    const result = (await bia.post(`/api/simulados/${booklet.id}/finish`)).json();
    expect(result.essay.result).toEqual({
      status: "em_branco",
      essayId: null,
      nota: 0,
      message: M.essayBlank,
    });
    expect(await essaysOf(bia.id)).toHaveLength(0);
    const index = (await bia.get("/api/simulados")).json();
    expect(index.finished[0]).toMatchObject({ id: booklet.id, essayScore: 0 });
  });

  it("hands in the saved essay when the clock runs out, and refuses a late save", async () => {
    const caio = await createStudent(t, { plan: "nerd" });
    const booklet = await startDay1(caio);
    await caio.put(`/api/simulados/${booklet.id}/redacao`, { content: ESSAY });
    await t.database.db
      .update(simulados)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(simulados.id, booklet.id));
    const late = await caio.put(`/api/simulados/${booklet.id}/redacao`, {
      content: `${ESSAY}\nMais uma linha.`,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "SIMULADO_TIME_UP", message: M.timeUp });
    const [essay] = await essaysOf(caio.id);
    expect(essay).toMatchObject({ status: "finalizada", content: ESSAY, simuladoId: booklet.id });
  });

  it("only day 1 has an essay", async () => {
    const duda = await createStudent(t, { plan: "nerd" });
    const res = await duda.post("/api/simulados", { kind: "linguagens", mode: "treino" });
    expect(res.json().essay).toBeNull();
    const put = await duda.put(`/api/simulados/${res.json().id}/redacao`, { content: ESSAY });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ message: M.noEssayInKind });
  });

  it("refuses day 1 before drawing anything when the month's essays are used up; day 2 still starts", async () => {
    const edu = await createStudent(t, { plan: "nerd" });
    const [topic] = await t.database.db
      .select({ id: essayTopics.id })
      .from(essayTopics)
      .where(eq(essayTopics.source, "enem_historico"))
      .limit(1);
    const now = new Date();
    await t.database.db.insert(userEssays).values(
      Array.from({ length: 8 }, () => ({
        userId: edu.id,
        topicId: topic!.id,
        content: ESSAY,
        status: "corrigida",
        finalScore: 600,
        submittedAt: now,
        correctedAt: now,
      })),
    );
    const index = (await edu.get("/api/simulados")).json();
    const day1 = index.kinds.find((k: { kind: string }) => k.kind === "dia1");
    expect(day1.unavailable).toBe(M.essayLimit(8));
    expect(index.kinds.find((k: { kind: string }) => k.kind === "dia2").unavailable).toBeNull();

    const refused = await edu.post("/api/simulados", { kind: "dia1", mode: "oficial" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "ESSAY_LIMIT_REACHED", message: M.essayLimit(8) });
    expect(await t.database.db.select().from(simulados).where(eq(simulados.userId, edu.id))).toHaveLength(0);
    expect((await edu.post("/api/simulados", { kind: "dia2", mode: "treino" })).statusCode).toBe(201);
  });
});
