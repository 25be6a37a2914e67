import {
  type AdminPlan,
  PLAN_LIMIT_LABELS,
  type PlanInput,
  type PlanLimitKey,
  type PlanModules,
  planInputSchema,
} from "#domain/admin/plans";

/** What the dialog's fields hold: numbers as typed, so nothing typed is lost while it is invalid. */
export type PlanFormState = {
  name: string;
  description: string;
  monthlyPrice: string;
  annualPrice: string;
  features: string[];
  modules: PlanModules;
  limits: Record<PlanLimitKey, string>;
  mostPopular: boolean;
  active: boolean;
};

export const LIMIT_KEYS = Object.keys(PLAN_LIMIT_LABELS) as PlanLimitKey[];

export function emptyForm(): PlanFormState {
  return {
    name: "",
    description: "",
    monthlyPrice: "0",
    annualPrice: "0",
    features: [""],
    modules: {
      chat: true,
      exercises: true,
      redacao: true,
      simulados: false,
      relatorios: false,
      analytics: false,
      turbo: false,
    },
    limits: Object.fromEntries(LIMIT_KEYS.map((k) => [k, "0"])) as Record<PlanLimitKey, string>,
    mostPopular: false,
    active: true,
  };
}

export function formFromPlan(p: AdminPlan): PlanFormState {
  return {
    name: p.name,
    description: p.description ?? "",
    monthlyPrice: String(p.monthlyPrice),
    annualPrice: String(p.annualPrice),
    features: p.features.length > 0 ? [...p.features] : [""],
    modules: { ...p.modules },
    limits: Object.fromEntries(LIMIT_KEYS.map((k) => [k, String(p[k] ?? 0)])) as Record<PlanLimitKey, string>,
    mostPopular: p.mostPopular,
    active: p.active,
  };
}

/** As the spec's form: a number that does not parse becomes 0 (for a limit, 0 is unlimited). */
function numberOr0(text: string): number {
  const n = Number(text.trim().replace(",", "."));
  return text.trim() === "" || Number.isNaN(n) ? 0 : n;
}

export function inputOf(s: PlanFormState): PlanInput {
  return {
    name: s.name,
    description: s.description,
    monthlyPrice: numberOr0(s.monthlyPrice),
    annualPrice: numberOr0(s.annualPrice),
    features: s.features,
    modules: s.modules,
    ...(Object.fromEntries(LIMIT_KEYS.map((k) => [k, numberOr0(s.limits[k])])) as Record<
      PlanLimitKey,
      number
    >),
    mostPopular: s.mostPopular,
    active: s.active,
  };
}

/** The server's own rules, checked before sending: the first message of each field. */
export function formErrors(s: PlanFormState): Record<string, string> {
  const parsed = planInputSchema.safeParse(inputOf(s));
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}
