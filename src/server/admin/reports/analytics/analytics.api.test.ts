import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYTICS_MESSAGES, type AnalyticsReport, addMonthsToKey } from "#domain/admin/analytics";
import type { AdminDashboard } from "#domain/admin/api";
import { ADMIN_MESSAGES } from "#domain/admin/messages";
import { createStaff, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { fillKnownPlatform, type KnownPlatform } from "./test-fixtures.ts";

const URL = "/api/admin/reports/analytics";
let t: TestApp;
let known: KnownPlatform;
let admin: Student;

beforeAll(async () => {
  t = await createTestApp();
  known = await fillKnownPlatform(t);
  admin = known.admin;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function report(query: string): Promise<AnalyticsReport> {
  const res = await admin.get(`${URL}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AnalyticsReport;
}

describe("the analytics of a past period", () => {
  let r: AnalyticsReport;
  beforeAll(async () => {
    r = await report(`?from=${known.m(-3)}&to=${known.m(-1)}`);
  });

  it("covers the months asked for, ended, with the same span before it", () => {
    const { m } = known;
    expect(r.period).toMatchObject({ from: m(-3), to: m(-1), months: [m(-3), m(-2), m(-1)] });
    expect(r.period.inProgress).toBe(false);
    expect(r.previousPeriod).toMatchObject({ from: m(-6), to: m(-4), endsAt: r.period.startsAt });
  });

  it("converts each month's sign-ups that paid online (a staff grant or an unpaid trial does not count)", () => {
    const { m } = known;
    expect(r.conversion).toEqual([
      { month: m(-3), signups: 2, converted: 1, rate: 0.5 },
      { month: m(-2), signups: 2, converted: 1, rate: 0.5 },
      { month: m(-1), signups: 1, converted: 0, rate: 0 },
    ]);
    expect(r.summary.conversion).toEqual({ signups: 5, converted: 2, rate: 0.4 });
  });

  it("retains last month's active students: answers, tutor messages and essays count, staff never", () => {
    const { m } = known;
    expect(r.retention).toEqual([
      { month: m(-3), active: 3, previousActive: 1, retained: 1, rate: 1 },
      { month: m(-2), active: 3, previousActive: 3, retained: 2, rate: 2 / 3 },
      { month: m(-1), active: 3, previousActive: 3, retained: 2, rate: 2 / 3 },
    ]);
    expect(r.summary.retention).toEqual({
      previousActive: 7,
      retained: 5,
      rate: 5 / 7,
      previous: { previousActive: 1, retained: 1, rate: 1 },
    });
  });

  it("follows each sign-up month's cohort through the following months", () => {
    const { m } = known;
    expect(r.cohorts).toEqual([
      {
        month: m(-3),
        size: 2,
        activity: [
          { month: m(-3), offset: 0, active: 2, rate: 1 },
          { month: m(-2), offset: 1, active: 1, rate: 0.5 },
          { month: m(-1), offset: 2, active: 1, rate: 0.5 },
        ],
      },
      {
        month: m(-2),
        size: 2,
        activity: [
          { month: m(-2), offset: 0, active: 1, rate: 0.5 },
          { month: m(-1), offset: 1, active: 1, rate: 0.5 },
        ],
      },
      { month: m(-1), size: 1, activity: [{ month: m(-1), offset: 0, active: 1, rate: 1 }] },
    ]);
  });

  it("counts students' tutor messages against the previous period", () => {
    // a: 1 in m2, e: 3 in m3 (the study friend's included); bot replies and the admin's left out.
    expect(r.summary.tutorMessages).toEqual({ count: 4, previous: 1 });
  });

  it("ranks subjects by tutor messages plus answers", () => {
    const { X, Y, Z } = known.subjects;
    expect(r.subjects.map((s) => [s.slug, s.messages, s.answers, s.total])).toEqual([
      [Y.slug, 3, 1, 4],
      [X.slug, 0, 3, 3],
      [Z.slug, 0, 2, 2],
    ]);
    expect(r.subjects[0]!.name).toBe(Y.name);
  });
});

describe("the default period", () => {
  it("is the last 6 months up to now, the running month cut at now and compared at the same point", async () => {
    const r = await report("");
    const { m, current } = known;
    expect(r.period.months).toEqual([m(-5), m(-4), m(-3), m(-2), m(-1), current]);
    expect(r.period.inProgress).toBe(true);
    expect(r.previousPeriod).toMatchObject({ from: m(-11), to: m(-6) });
    expect(new Date(r.previousPeriod.endsAt).getTime()).toBeLessThan(new Date(r.period.startsAt).getTime());
    // The student who signed up today is this month's only sign-up (staff accounts are not).
    expect(r.conversion.at(-1)).toEqual({ month: current, signups: 1, converted: 0, rate: 0 });
    expect(r.conversion[0]).toEqual({ month: m(-5), signups: 1, converted: 0, rate: 0 });
    expect(r.summary.tutorMessages).toEqual({ count: 5, previous: 0 });
  });

  it("agrees with the dashboard's monthly retention for the running month", async () => {
    const r = await report("");
    const dashboard = (await admin.get("/api/admin/dashboard")).json() as AdminDashboard;
    const running = r.retention.at(-1)!;
    expect({ previousMonthActive: running.previousActive, retained: running.retained }).toEqual({
      previousMonthActive: dashboard.retention.previousMonthActive,
      retained: dashboard.retention.retained,
    });
    expect(running).toMatchObject({ previousActive: 3, retained: 1, active: 2 });
  });

  it("one side alone keeps 6 months", async () => {
    const { m } = known;
    expect((await report(`?to=${m(-2)}`)).period).toMatchObject({ from: m(-7), to: m(-2) });
    expect((await report(`?from=${m(-2)}`)).period).toMatchObject({ from: m(-2), to: known.current });
  });
});

describe("a period that cannot be counted", () => {
  const refused = async (query: string, message: string) => {
    const res = await admin.get(`${URL}${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", message });
  };

  it("is refused with a pt-BR message", async () => {
    const { m, current } = known;
    await refused("?from=2026-13", ANALYTICS_MESSAGES.monthInvalid);
    await refused("?to=março", ANALYTICS_MESSAGES.monthInvalid);
    await refused(`?from=${m(-1)}&to=${m(-2)}`, ANALYTICS_MESSAGES.rangeInverted);
    await refused(`?from=${m(-24)}&to=${current}`, ANALYTICS_MESSAGES.rangeTooLong);
    await refused(`?from=${current}&to=${addMonthsToKey(current, 1)}`, ANALYTICS_MESSAGES.rangeInFuture);
  });

  it("up to 24 months is accepted", async () => {
    const r = await report(`?from=${known.m(-23)}&to=${known.current}`);
    expect(r.period.months).toHaveLength(24);
    expect(r.cohorts[0]!.activity).toHaveLength(24);
  });
});

describe("who reaches the analytics", () => {
  it("admins only: visitor 401, student, editor and suporte 403", async () => {
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    const asStudent = await known.student.get(URL);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json()).toEqual({ code: "FORBIDDEN", message: ADMIN_MESSAGES.accessDenied });
    for (const role of ["editor", "suporte"] as const) {
      const staff = await createStaff(t, role);
      const res = await staff.get(URL);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({ code: "FORBIDDEN", message: ADMIN_MESSAGES.roleDenied });
    }
  });
});
