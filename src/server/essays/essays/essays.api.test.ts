import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EssayDetail, EssayListItem, EssayTopic, ScorePoint } from "#domain/essays/api";
import { ESSAY_CORRECTION_JOB } from "#server/core/jobs/kinds";
import { claimJob, failJob } from "#server/core/jobs/queue";
import { subscriptionPlans, userAchievements, userProgress } from "#server/db/schema/index";
import { createEssayWorker } from "#server/essays/start-worker";
import { createStudent, type Student } from "#server/test-support/factories";
import { SAMPLE_ESSAY, SAMPLE_ESSAY_TITLE } from "#server/test-support/sample-essay";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
let topic2019: EssayTopic;

beforeAll(async () => {
  t = await createTestApp();
  const someone = await createStudent(t);
  topic2019 = (
    await t.app.inject({
      method: "GET",
      url: "/api/essays/topics/enem?ano=2019",
      headers: { cookie: someone.cookie },
    })
  ).json();
});
afterAll(async () => {
  await t?.close();
});

const call = (
  s: Pick<Student, "cookie">,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({ method, url, headers: { cookie: s.cookie }, ...(payload === undefined ? {} : { payload }) });

async function draft(s: Student, content = "Primeiro parágrafo da redação.", topicId = topic2019.id) {
  const res = await call(s, "POST", "/api/essays", { topicId, content, secondsSpent: 12 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as EssayDetail;
}

const worker = () => createEssayWorker({ db: t.database.db, config: t.app.ctx.config, log: t.app.log });

describe("drafts", () => {
  it("need a topic and some text", async () => {
    const s = await createStudent(t);
    const empty = await call(s, "POST", "/api/essays", { topicId: topic2019.id, content: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Escreva sua redação antes de finalizar.");
    const unknown = await call(s, "POST", "/api/essays", {
      topicId: "00000000-0000-4000-8000-000000000000",
      content: "texto",
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("are saved again into the same essay and restored by /current, on any device", async () => {
    const s = await createStudent(t);
    expect((await call(s, "GET", "/api/essays/current")).json()).toEqual({ essay: null });
    const created = await draft(s);
    expect(created).toMatchObject({
      status: "em_andamento",
      wordCount: 4,
      secondsSpent: 12,
      correction: null,
    });
    expect(created.topic?.title).toBe("Democratização do acesso ao cinema no Brasil");

    const saved = await call(s, "PUT", `/api/essays/${created.id}`, {
      content: "Texto novo com mais palavras agora.",
      title: "Meu título",
      secondsSpent: 95,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A second session of the same student (another device) sees the same draft.
    const otherDevice = { cookie: await s.signIn() };
    const current = (await call(otherDevice, "GET", "/api/essays/current")).json() as { essay: EssayDetail };
    expect(current.essay).toMatchObject({
      id: created.id,
      content: "Texto novo com mais palavras agora.",
      title: "Meu título",
      secondsSpent: 95,
      wordCount: 6,
    });
  });

  it("belong to their student only: another one gets 404 everywhere", async () => {
    const owner = await createStudent(t);
    const intruder = await createStudent(t);
    const essay = await draft(owner);
    expect((await call(intruder, "GET", `/api/essays/${essay.id}`)).statusCode).toBe(404);
    expect((await call(intruder, "PUT", `/api/essays/${essay.id}`, { content: "invadido" })).statusCode).toBe(
      404,
    );
    expect(
      (await call(intruder, "POST", `/api/essays/${essay.id}/submit`, { content: SAMPLE_ESSAY })).statusCode,
    ).toBe(404);
    expect((await call(intruder, "POST", `/api/essays/${essay.id}/retry-correction`)).statusCode).toBe(404);
    expect((await call(intruder, "GET", "/api/essays/current")).json()).toEqual({ essay: null });
    expect((await call(intruder, "GET", "/api/essays")).json()).toEqual({ essays: [] });
    expect((await call(owner, "GET", `/api/essays/${essay.id}`)).json()).toMatchObject({
      content: essay.content,
    });
  });
});

describe("submitting", () => {
  it("refuses an empty or short essay with the spec's messages", async () => {
    const s = await createStudent(t);
    const essay = await draft(s);
    const empty = await call(s, "POST", `/api/essays/${essay.id}/submit`, { content: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: "EMPTY_ESSAY",
      message: "Escreva sua redação antes de finalizar.",
    });
    const short = await call(s, "POST", `/api/essays/${essay.id}/submit`, {
      content: "palavra ".repeat(199),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: "ESSAY_TOO_SHORT",
      message: "Uma redação deve ter pelo menos 200 palavras.",
      details: { words: 199 },
    });
  });

  it("puts a Turbo (Nerd) student's correction ahead of those already waiting", async () => {
    // Whatever earlier tests left queued is corrected first, so the queue holds only these two.
    await worker().drain();
    const free = await createStudent(t);
    const nerd = await createStudent(t, { plan: "nerd" });
    const freeEssay = await draft(free);
    const nerdEssay = await draft(nerd);
    for (const [s, e] of [
      [free, freeEssay],
      [nerd, nerdEssay],
    ] as const)
      expect(
        (await call(s, "POST", `/api/essays/${e.id}/submit`, { content: SAMPLE_ESSAY })).statusCode,
      ).toBe(200);
    const first = await claimJob(t.database.db, [ESSAY_CORRECTION_JOB], 60_000);
    expect(first?.payload).toMatchObject({ essayId: nerdEssay.id });
    await failJob(t.database.db, first!, "devolvido ao teste", 0);
    await worker().drain();
  });

  it("finalizes, queues the correction, and the worker delivers it (built-in corrector)", async () => {
    const s = await createStudent(t);
    const essay = await draft(s);
    const res = await call(s, "POST", `/api/essays/${essay.id}/submit`, {
      content: SAMPLE_ESSAY,
      title: SAMPLE_ESSAY_TITLE,
      secondsSpent: 3000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const submitted = res.json() as { essay: EssayDetail; pointsEarned: number };
    expect(submitted.essay).toMatchObject({
      status: "finalizada",
      correction: { state: "queued", attempts: 0 },
    });
    expect(submitted.pointsEarned).toBe(5);
    const [progress] = await t.database.db.select().from(userProgress).where(eq(userProgress.userId, s.id));
    expect(progress).toMatchObject({ knowledgePoints: 5, streakDays: 1 });

    // A submitted essay no longer changes.
    expect((await call(s, "PUT", `/api/essays/${essay.id}`, { content: "outro" })).statusCode).toBe(409);
    expect(
      (await call(s, "POST", `/api/essays/${essay.id}/submit`, { content: SAMPLE_ESSAY })).statusCode,
    ).toBe(409);
    // The room reopens an essay still waiting for its correction.
    expect((await call(s, "GET", "/api/essays/current")).json().essay.id).toBe(essay.id);

    await worker().drain();
    const corrected = (await call(s, "GET", `/api/essays/${essay.id}`)).json() as EssayDetail;
    expect(corrected).toMatchObject({
      status: "corrigida",
      correctedBy: "builtin",
      correction: { state: "done" },
    });
    expect(corrected.finalScore).toBeGreaterThan(0);
    expect(corrected.finalScore).toBeLessThanOrEqual(1000);
    for (const key of ["competencia1", "competencia2", "competencia3", "competencia4", "competencia5"])
      expect(corrected.feedback?.[key]).toMatchObject({
        nota: expect.any(Number),
        comentario: expect.any(String),
      });
    expect(corrected.feedback?.comentario_geral).toEqual(expect.any(String));
    expect((await call(s, "GET", "/api/essays/current")).json()).toEqual({ essay: null });

    const [first] = await t.database.db
      .select()
      .from(userAchievements)
      .where(and(eq(userAchievements.type, "first_essay"), eq(userAchievements.userId, s.id)));
    expect(first).toMatchObject({ userId: s.id, earned: true });

    const { points } = (await call(s, "GET", "/api/essays/scores")).json() as { points: ScorePoint[] };
    expect(points).toHaveLength(1);
    expect(points[0]?.total).toBe(corrected.finalScore);
    expect(points[0]?.competencies.every((c) => typeof c === "number")).toBe(true);
  });

  it("enforces the Gratuito plan: one essay a month", async () => {
    const s = await createStudent(t);
    const first = await draft(s);
    expect(
      (await call(s, "POST", `/api/essays/${first.id}/submit`, { content: SAMPLE_ESSAY })).statusCode,
    ).toBe(200);
    const second = await draft(s);
    const refused = await call(s, "POST", `/api/essays/${second.id}/submit`, {
      content: SAMPLE_ESSAY,
      title: "Escrita depois do limite",
      secondsSpent: 900,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "ESSAY_LIMIT_REACHED" });
    expect(refused.json().message).toContain("limite de redações");
    // Refused, the essay stays a draft holding the text the student sent, not the older autosave.
    expect((await call(s, "GET", `/api/essays/${second.id}`)).json()).toMatchObject({
      status: "em_andamento",
      content: SAMPLE_ESSAY,
      title: "Escrita depois do limite",
      secondsSpent: 900,
    });
    const current = (await call(s, "GET", "/api/essays/current")).json();
    expect(current.essay).toMatchObject({ id: second.id, content: SAMPLE_ESSAY });
  });

  it("enforces the monthly corrections, counting the one still queued", async () => {
    await t.database.db
      .update(subscriptionPlans)
      .set({ maxEssaysVestibular: 5, maxEssayCorrections: 1 })
      .where(eq(subscriptionPlans.slug, "gratuito"));
    try {
      const s = await createStudent(t);
      const first = await draft(s);
      expect(
        (await call(s, "POST", `/api/essays/${first.id}/submit`, { content: SAMPLE_ESSAY })).statusCode,
      ).toBe(200);
      const second = await draft(s);
      const refused = await call(s, "POST", `/api/essays/${second.id}/submit`, { content: SAMPLE_ESSAY });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "CORRECTION_LIMIT_REACHED" });
      await worker().drain();
      const afterCorrection = await call(s, "POST", `/api/essays/${second.id}/submit`, {
        content: SAMPLE_ESSAY,
      });
      expect(afterCorrection.json()).toMatchObject({ code: "CORRECTION_LIMIT_REACHED" });
    } finally {
      await t.database.db
        .update(subscriptionPlans)
        .set({ maxEssaysVestibular: 1, maxEssayCorrections: 1 })
        .where(eq(subscriptionPlans.slug, "gratuito"));
    }
  });
});

describe("my essays", () => {
  it("lists the student's essays and searches essay and topic titles, case-insensitively", async () => {
    const s = await createStudent(t);
    const other = (await call(s, "GET", "/api/essays/topics/enem?ano=2014")).json() as EssayTopic;
    const cinema = await draft(s, "Sobre cinema.");
    await call(s, "PUT", `/api/essays/${cinema.id}`, {
      content: "Sobre cinema.",
      title: "Tela Grande",
      secondsSpent: 60,
    });
    await draft(s, "Sobre publicidade infantil hoje.", other.id);

    const all = (await call(s, "GET", "/api/essays")).json() as { essays: EssayListItem[] };
    expect(all.essays).toHaveLength(2);
    expect(all.essays.map((e) => e.topicTitle)).toContain("Publicidade infantil em questão no Brasil");
    const item = all.essays.find((e) => e.id === cinema.id)!;
    expect(item).toMatchObject({
      title: "Tela Grande",
      examType: "enem",
      status: "em_andamento",
      wordCount: 2,
    });

    const byTopic = (await call(s, "GET", "/api/essays?q=PUBLICIDADE")).json() as { essays: EssayListItem[] };
    expect(byTopic.essays.map((e) => e.topicTitle)).toEqual(["Publicidade infantil em questão no Brasil"]);
    const byTitle = (await call(s, "GET", "/api/essays?q=tela%20grande")).json() as {
      essays: EssayListItem[];
    };
    expect(byTitle.essays.map((e) => e.id)).toEqual([cinema.id]);
    const none = (await call(s, "GET", "/api/essays?q=100%25")).json() as { essays: EssayListItem[] };
    expect(none.essays).toEqual([]);
  });
});
