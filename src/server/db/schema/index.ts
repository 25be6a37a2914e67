// The one place that gathers every table, because Drizzle and drizzle-kit need the whole schema.
export * from "./achievements.ts";
export * from "./admin.ts";
export * from "./auth.ts";
export * from "./catalog.ts";
export * from "./essays.ts";
export * from "./favourite-subjects.ts";
export * from "./plans.ts";
export * from "./practice.ts";
export * from "./profiles.ts";
export * from "./question-reports.ts";
export * from "./reports.ts";
export * from "./simulados.ts";
export * from "./step-by-step.ts";
export * from "./study-notes.ts";
export * from "./system.ts";
export * from "./tutor.ts";
