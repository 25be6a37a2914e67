import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { AdminAuditPage } from "#domain/admin/api";
import type { AdminPlan, AdminPlans, PlanInput } from "#domain/admin/plans";
import { PLAN_PRICES_SYNC_JOB } from "#server/core/jobs/kinds";
import { backgroundJobs } from "#server/db/schema/index";
import type { Student } from "#server/test-support/factories";
import type { TestApp } from "#server/test-support/test-app";

/** A complete plan form; `overrides` change some fields. */
export function planForm(overrides: Partial<PlanInput> = {}): PlanInput {
  return {
    name: "Plano Família",
    description: "Para estudar em grupo.",
    monthlyPrice: 29.9,
    annualPrice: 299,
    features: ["Tutor ilimitado", "", "  ", "Redações corrigidas"],
    modules: { chat: true, exercises: true, redacao: false },
    maxChatMessages: 60,
    maxExercises: 0,
    maxEssaysVestibular: 2,
    maxEssaysAutoral: 0,
    maxEssayCorrections: 2,
    maxSubjectsPerDay: 0,
    historyDays: 30,
    maxStepByStep: 3,
    mostPopular: false,
    active: true,
    ...overrides,
  };
}

/** The form that saves a plan as it is. */
export function formOf(p: AdminPlan, overrides: Partial<PlanInput> = {}): PlanInput {
  return {
    name: p.name,
    description: p.description ?? "",
    monthlyPrice: p.monthlyPrice,
    annualPrice: p.annualPrice,
    features: p.features,
    modules: p.modules,
    maxChatMessages: p.maxChatMessages ?? 0,
    maxExercises: p.maxExercises ?? 0,
    maxEssaysVestibular: p.maxEssaysVestibular ?? 0,
    maxEssaysAutoral: p.maxEssaysAutoral ?? 0,
    maxEssayCorrections: p.maxEssayCorrections ?? 0,
    maxStepByStep: p.maxStepByStep ?? 0,
    maxSubjectsPerDay: p.maxSubjectsPerDay ?? 0,
    historyDays: p.historyDays ?? 0,
    mostPopular: p.mostPopular,
    active: p.active,
    ...overrides,
  };
}

export async function listPlans(admin: Student): Promise<AdminPlan[]> {
  const answer = await admin.get("/api/admin/plans");
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as AdminPlans).items;
}

export async function planBySlug(admin: Student, slug: string): Promise<AdminPlan> {
  const plan = (await listPlans(admin)).find((p) => p.slug === slug);
  if (!plan) throw new Error(`plan ${slug} not listed`);
  return plan;
}

export async function auditOf(admin: Student, planId: string) {
  const page = (
    await admin.get(`/api/admin/audit?targetType=plan&targetId=${planId}`)
  ).json() as AdminAuditPage;
  return page.items;
}

/** Price sync jobs queued for the plan. */
export async function syncJobsOf(t: TestApp, planId: string) {
  const jobs = await t.database.db
    .select()
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.kind, PLAN_PRICES_SYNC_JOB)));
  return jobs.filter((j) => j.payload.planId === planId);
}
