import { describe, expect, it } from "vitest";
import { buildWeeklyPlan, enemDate, type PlanSubject } from "./build.ts";
import { planRequestOf } from "./request.ts";

const SLUGS =
  "matematica fisica quimica biologia historia geografia filosofia sociologia portugues literatura ingles";
const subjects = (over: Partial<Record<string, [number, number]>> = {}): PlanSubject[] =>
  SLUGS.split(" ").map((slug) => {
    const [answers, errors] = over[slug] ?? [0, 0];
    return { slug, name: slug, answers, errors };
  });
const today = new Date("2026-03-02T12:00:00Z");
const minutesOf = (plan: ReturnType<typeof buildWeeklyPlan>, slug: string) =>
  plan.days
    .flatMap((d) => d.blocks)
    .filter((b) => b.subject === slug)
    .reduce((n, b) => n + b.minutes, 0);

describe("planRequestOf", () => {
  it("reads hours, days and what the student wants more of", () => {
    expect(
      planRequestOf("monta um cronograma pra mim? tenho 2h por dia, de seg a sab, sou ruim em exatas"),
    ).toMatchObject({
      hoursPerDay: 2,
      days: [1, 2, 3, 4, 5, 6],
      more: ["matematica", "fisica", "quimica"],
      less: [],
      adjusting: false,
    });
  });

  it("reads 'um plano da semana' and hours given for the evenings of a range of days", () => {
    expect(
      planRequestOf(
        "so da pra estudar 1h a noite de seg a sex e umas 4h no domingo. faz um plano da semana pra mim?",
      ),
    ).toMatchObject({ hoursPerDay: 1, days: [1, 2, 3, 4, 5], hoursOn: { 0: 4 } });
  });

  it("keeps what earlier messages said when asked to adjust", () => {
    const request = planRequestOf("ajusta meu plano, quero mais química e folga no sábado", [
      "faz um plano de estudos, tenho 1h30 por dia",
    ]);
    expect(request).toMatchObject({ hoursPerDay: 1.5, more: ["quimica"], adjusting: true });
    expect(request?.days).not.toContain(6);
  });

  it("reads a day with its own hours, a day off and a review day", () => {
    const request = planRequestOf(
      "consigo estudar 3h por dia de segunda a sexta e 5h no sabado, domingo quero descansar. como fica minha semana? quero 1 dia pra revisar",
    );
    expect(request).toMatchObject({
      hoursPerDay: 3,
      days: [1, 2, 3, 4, 5],
      hoursOn: { 6: 5 },
      reviewDay: true,
    });
    const plan = buildWeeklyPlan({
      request: request!,
      profileHours: null,
      examYear: null,
      subjects: subjects(),
      today,
    });
    const saturday = plan.days.find((d) => d.weekday === 6)!;
    expect(saturday.blocks.map((b) => b.subject)).toEqual(["revisao"]);
    expect(saturday.blocks[0]!.minutes).toBe(300);
    expect(plan.days.find((d) => d.weekday === 5)!.blocks.some((b) => b.subject === "redacao")).toBe(true);
    expect(plan.days.some((d) => d.weekday === 0)).toBe(false);
  });

  it("is null for a message that asks no plan", () => {
    expect(planRequestOf("o que é mitose?")).toBeNull();
  });
});

describe("buildWeeklyPlan", () => {
  const request = { hoursPerDay: 2, days: [1, 2, 3, 4, 5, 6], more: [], less: [], adjusting: false };

  it("fills exactly the hours the student has, essay included", () => {
    const plan = buildWeeklyPlan({
      request,
      profileHours: null,
      examYear: null,
      subjects: subjects(),
      today,
    });
    expect(plan.days).toHaveLength(6);
    for (const day of plan.days) expect(day.blocks.reduce((n, b) => n + b.minutes, 0)).toBe(120);
    expect(minutesOf(plan, "redacao")).toBeGreaterThanOrEqual(60);
  });

  it("gives more time to the subjects the student errs most in and to those asked for", () => {
    const base = buildWeeklyPlan({
      request,
      profileHours: null,
      examYear: null,
      subjects: subjects(),
      today,
    });
    const weak = buildWeeklyPlan({
      request,
      profileHours: null,
      examYear: null,
      subjects: subjects({ quimica: [20, 15], historia: [20, 2], biologia: [20, 3] }),
      today,
    });
    expect(weak.needingAttention).toEqual(["quimica"]);
    expect(minutesOf(weak, "quimica")).toBeGreaterThan(minutesOf(base, "quimica"));
    const asked = buildWeeklyPlan({
      request: { ...request, more: ["matematica"] },
      profileHours: null,
      examYear: null,
      subjects: subjects(),
      today,
    });
    expect(minutesOf(asked, "matematica")).toBeGreaterThan(minutesOf(base, "matematica"));
  });

  it("falls back to the profile's hours, then to a default it says it used", () => {
    const none = { ...request, hoursPerDay: null };
    expect(
      buildWeeklyPlan({ request: none, profileHours: 4, examYear: null, subjects: subjects(), today }),
    ).toMatchObject({
      hoursPerDay: 4,
      hoursGiven: true,
    });
    expect(
      buildWeeklyPlan({ request: none, profileHours: null, examYear: null, subjects: subjects(), today }),
    ).toMatchObject({
      hoursGiven: false,
    });
  });

  it("counts the weeks to ENEM's first Sunday of November", () => {
    expect(enemDate(today, null).toISOString().slice(0, 10)).toBe("2026-11-01");
    expect(enemDate(new Date("2026-11-26T12:00:00Z"), 2026).toISOString().slice(0, 10)).toBe("2027-11-07");
    const plan = buildWeeklyPlan({
      request,
      profileHours: null,
      examYear: 2026,
      subjects: subjects(),
      today,
    });
    expect(plan.weeksLeft).toBe(34);
    expect(plan.phase).toBe("base");
  });
});

describe("the week's spread", () => {
  it("spreads a subject with many blocks over the days instead of piling it on one", () => {
    const plan = buildWeeklyPlan({
      request: { hoursPerDay: 2, days: [1, 2, 3, 4, 5, 6], more: ["matematica"], less: [], adjusting: false },
      profileHours: null,
      examYear: null,
      subjects: subjects(),
      today,
    });
    const perDay = plan.days.map((d) => d.blocks.find((b) => b.subject === "matematica")?.minutes ?? 0);
    expect(Math.max(...perDay)).toBeLessThanOrEqual(60);
    expect(perDay.filter((m) => m > 0).length).toBeGreaterThanOrEqual(4);
  });
});
