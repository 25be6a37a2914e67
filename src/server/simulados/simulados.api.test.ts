import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIMULADO_MESSAGES as M } from "#domain/simulados/rules";
import { SIMULADO_CALIBRATION_JOB } from "#server/core/jobs/kinds";
import {
  backgroundJobs,
  itemParameters,
  questions,
  simuladoAnswers,
  simulados,
} from "#server/db/schema/index";
import { createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { createSimuladoWorker } from "./start-worker.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function start(student: Student, kind = "matematica", mode = "treino") {
  return student.post("/api/simulados", { kind, mode });
}

/** Moves a simulado's clock: its deadline `seconds` from now (negative: already past). */
async function setDeadline(id: string, seconds: number) {
  await t.database.db
    .update(simulados)
    .set({ deadline: new Date(Date.now() + seconds * 1000) })
    .where(eq(simulados.id, id));
}

describe("/api/simulados", () => {
  it("is refused to a plan without simulados, before any work", async () => {
    const ana = await createStudent(t);
    const index = (await ana.get("/api/simulados")).json();
    expect(index.access).toEqual({ allowed: false, message: M.planRequired });
    const res = await start(ana);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "MODULE_DISABLED", message: M.planRequired });
  });

  it("draws a 45-item booklet with no key, one simulado at a time, on the server's clock", async () => {
    const bia = await createStudent(t, { plan: "nerd" });
    const res = await start(bia);
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json();
    expect(session.status).toBe("em_andamento");
    expect(session.items).toHaveLength(45);
    expect(new Set(session.items.map((i: { questionId: string }) => i.questionId)).size).toBe(45);
    expect(
      session.items.every(
        (i: { area: string; options: string[] }) => i.area === "matematica" && i.options.length === 5,
      ),
    ).toBe(true);
    expect(JSON.stringify(session.items)).not.toMatch(/correctAnswer|explanation/);
    expect(session.result).toBeNull();
    expect(session.durationMinutes).toBe(90);
    expect(session.secondsLeft).toBeGreaterThan(89 * 60);

    const again = await start(bia, "natureza", "oficial");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "SIMULADO_IN_PROGRESS",
      message: M.inProgress,
      details: { id: session.id },
    });

    const index = (await bia.get("/api/simulados")).json();
    expect(index.access.allowed).toBe(true);
    expect(index.current).toMatchObject({ id: session.id, answeredCount: 0, questionCount: 45 });
    expect(index.kinds.find((k: { kind: string }) => k.kind === "dia2")).toMatchObject({
      questionCount: 90,
      minutes: { oficial: 300, treino: 180 },
    });
  });

  it("keeps answers and marks as given, refuses what is not in the booklet, and scores on hand-in", async () => {
    const caio = await createStudent(t, { plan: "nerd" });
    const session = (await start(caio)).json();
    const [first, second, third] = session.items as Array<{ questionId: string }>;
    const url = (q: string) => `/api/simulados/${session.id}/answers/${q}`;

    expect((await caio.put(url(first!.questionId), { answer: "A", marked: false })).statusCode).toBe(200);
    expect((await caio.put(url(first!.questionId), { answer: "C", marked: true })).json()).toMatchObject({
      answer: "C",
      marked: true,
    });
    expect((await caio.put(url(second!.questionId), { answer: null, marked: true })).statusCode).toBe(200);
    const bad = await caio.put(url(third!.questionId), { answer: "F", marked: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.answerInvalid);
    const stranger = await caio.put(url("11111111-2222-4333-8444-555555555555"), {
      answer: "A",
      marked: false,
    });
    expect(stranger.statusCode).toBe(404);

    // A reload finds everything as it was left.
    const reloaded = (await caio.get(`/api/simulados/${session.id}`)).json();
    expect(reloaded.items[0]).toMatchObject({ answer: "C", marked: true, review: null });
    expect(reloaded.items[1]).toMatchObject({ answer: null, marked: true });

    // Another student cannot see or touch it.
    const other = await createStudent(t, { plan: "nerd" });
    expect((await other.get(`/api/simulados/${session.id}`)).statusCode).toBe(404);
    expect((await other.put(url(first!.questionId), { answer: "A", marked: false })).statusCode).toBe(404);

    // The third item answered with its key (the bank keeps the option's text).
    const [thirdRow] = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.id, third!.questionId));
    const keyLetter = "ABCDE"[thirdRow!.options.indexOf(thirdRow!.correctAnswer)]!;
    expect((await caio.put(url(third!.questionId), { answer: keyLetter, marked: false })).statusCode).toBe(
      200,
    );

    const done = await caio.post(`/api/simulados/${session.id}/finish`);
    expect(done.statusCode, done.body).toBe(200);
    const result = done.json();
    expect(result.status).toBe("finalizado");
    expect(result.secondsLeft).toBe(0);
    const [area] = result.result.areas;
    expect(area).toMatchObject({ area: "matematica", questionCount: 45 });
    expect(area.rightCount).toBe(
      result.items.filter((i: { review: { right: boolean } }) => i.review.right).length,
    );
    expect(area.nota).toBeGreaterThan(0);
    expect(area.erroPadrao).toBeGreaterThan(0);
    expect(result.result.estimateNote).toBe(M.estimate);
    expect(result.result.timedOut).toBe(false);
    const review = result.items[0].review;
    expect(review.right).toBe(review.correctAnswer === "C");
    expect(result.items[2]).toMatchObject({
      answer: keyLetter,
      review: { correctAnswer: keyLetter, right: true },
    });
    expect(area.rightCount).toBeGreaterThanOrEqual(1);
    expect(result.items[2].review.swing).toBeGreaterThan(0);
    expect(review.explanation).toEqual(expect.any(String));
    expect(result.result.skills.reduce((s: number, k: { total: number }) => s + k.total, 0)).toBe(45);

    const late = await caio.put(url(third!.questionId), { answer: "B", marked: false });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "SIMULADO_FINISHED", message: M.finished });
    // Handing in twice changes nothing.
    expect((await caio.post(`/api/simulados/${session.id}/finish`)).json().result.areas[0].nota).toBe(
      area.nota,
    );

    const index = (await caio.get("/api/simulados")).json();
    expect(index.current).toBeNull();
    expect(index.finished[0]).toMatchObject({
      id: session.id,
      areas: [{ area: "matematica", nota: area.nota }],
    });
  });

  it("hands in what was saved when the time runs out, and refuses a late answer", async () => {
    const davi = await createStudent(t, { plan: "nerd" });
    const session = (await start(davi, "humanas", "oficial")).json();
    const [first, second] = session.items as Array<{ questionId: string }>;
    await davi.put(`/api/simulados/${session.id}/answers/${first!.questionId}`, {
      answer: "B",
      marked: false,
    });
    await setDeadline(session.id, -60);

    const late = await davi.put(`/api/simulados/${session.id}/answers/${second!.questionId}`, {
      answer: "B",
      marked: false,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "SIMULADO_TIME_UP", message: M.timeUp });
    // Handed in by that refusal itself, before anyone reads it again.
    const [row] = await t.database.db.select().from(simulados).where(eq(simulados.id, session.id));
    expect(row).toMatchObject({ timedOut: true, finishedAt: expect.any(Date) });
    const after = (await davi.get(`/api/simulados/${session.id}`)).json();
    expect(after.status).toBe("finalizado");
    expect(after.result.timedOut).toBe(true);
    expect(after.items[0].answer).toBe("B");
    expect(after.items[1].answer).toBeNull();
    // The clock ran out: a new one may start.
    expect((await start(davi)).statusCode).toBe(201);
  });

  it("draws a full day of two areas in ENEM's order", async () => {
    const eva = await createStudent(t, { plan: "nerd" });
    const session = (await start(eva, "dia2", "oficial")).json();
    expect(session.items).toHaveLength(90);
    expect(session.durationMinutes).toBe(300);
    const areas = session.items.map((i: { area: string }) => i.area);
    expect(areas.slice(0, 45).every((a: string) => a === "natureza")).toBe(true);
    expect(areas.slice(45).every((a: string) => a === "matematica")).toBe(true);
    const finished = (await eva.post(`/api/simulados/${session.id}/finish`)).json();
    expect(finished.result.areas.map((a: { area: string }) => a.area)).toEqual(["natureza", "matematica"]);
    // All blank: the lowest score of each area, with the pattern comparison absent.
    expect(finished.result.areas[0]).toMatchObject({ rightCount: 0, sameCountEasiest: null });
  });

  it("re-estimates item parameters from hand-ins in the background", async () => {
    const fay = await createStudent(t, { plan: "nerd" });
    const booklet = (await start(fay)).json();
    await fay.post(`/api/simulados/${booklet.id}/finish`);
    const ids = booklet.items.map((i: { questionId: string }) => i.questionId) as string[];
    const keys = new Map(
      (await t.database.db.select().from(questions)).map((q) => [
        q.id,
        "ABCDE"[q.options.indexOf(q.correctAnswer)]!,
      ]),
    );
    // 60 hand-ins of the same booklet: everyone gets the first item right, nobody the last, the
    // rest split by the student's rank.
    for (let student = 0; student < 60; student++) {
      const [row] = await t.database.db
        .insert(simulados)
        .values({
          userId: fay.id,
          kind: "matematica",
          mode: "treino",
          questionIds: ids,
          deadline: new Date(),
          finishedAt: new Date(),
        })
        .returning();
      await t.database.db.insert(simuladoAnswers).values(
        ids.map((questionId, i) => {
          const right = i === 0 || (i !== ids.length - 1 && (student * 7 + i * 3) % 60 < student);
          const key = keys.get(questionId)!;
          return { simuladoId: row!.id, questionId, answer: right ? key : key === "A" ? "B" : "A" };
        }),
      );
    }
    const [queued] = await t.database.db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.kind, SIMULADO_CALIBRATION_JOB), eq(backgroundJobs.status, "pending")));
    expect(queued).toBeDefined();

    await createSimuladoWorker({ db: t.database.db, log: t.app.log }).drain();
    const params = new Map(
      (await t.database.db.select().from(itemParameters).where(inArray(itemParameters.questionId, ids))).map(
        (p) => [p.questionId, p],
      ),
    );
    expect(params.size).toBe(45);
    expect(params.get(ids[0]!)!.answerCount).toBeGreaterThanOrEqual(61);
    expect(params.get(ids[0]!)!.b).toBeLessThan(params.get(ids[44]!)!.b);
  });
});
