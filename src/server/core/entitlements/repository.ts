import { type SQL, sql } from "drizzle-orm";
import { STUDY_FRIEND } from "#domain/catalog/study-friend";
import { FREE_PLAN_SLUG } from "#domain/plans/entitlements";
import { fromJsonRow } from "#server/db/json-rows";
import { type Param, preparedQuery } from "#server/db/prepared";
import { subscriptionPlans, userSubscriptions } from "#server/db/schema/index";

export type PlanRow = typeof subscriptionPlans.$inferSelect;

type Json = Record<string, unknown>;

/** A plan row as JSON, its prices as text so they keep their cents. */
const planJson = sql`to_jsonb(p) || jsonb_build_object('monthly_price', p.monthly_price::text, 'annual_price', p.annual_price::text)`;

/**
 * Everything the entitlements rest on, as columns of one statement (so the dashboard can add its
 * own): the student's subscriptions with their plans, the free plan, and the day's and month's use,
 * with the same rules as the queries above. Times are ISO strings.
 */
export function usageColumns(userId: Param, dayStart: Param, monthStart: Param) {
  return {
    subscriptions: sql<{ subscription: Json; plan: Json }[]>`coalesce((
      select json_agg(json_build_object('subscription', to_jsonb(s) || jsonb_build_object('amount', s.amount::text,
        'refund_amount', s.refund_amount::text), 'plan', ${planJson}) order by s.created_at desc)
      from user_subscriptions s join subscription_plans p on p.id = s.plan_id where s.user_id = ${userId}), '[]'::json)`,
    freePlan: sql<Json | null>`(select ${planJson} from subscription_plans p where p.slug = ${FREE_PLAN_SLUG})`,
    chatToday: sql<{ subject: string; count: number }[]>`coalesce((
      select json_agg(json_build_object('subject', c.subject, 'count', c.n)) from (
        select subject, count(*)::int as n from chat_messages
        where user_id = ${userId} and sender = 'user' and created_at >= ${dayStart}::timestamptz group by subject) c), '[]'::json)`,
    exercisesToday: sql<string[]>`coalesce((select json_agg(distinct exercicio_id) from user_answers
      where user_id = ${userId} and created_at >= ${dayStart}::timestamptz), '[]'::json)`,
    essays: sql<{ vestibular: number; autoral: number; corrections: number }>`(select json_build_object(
      'vestibular', count(*) filter (where r.finalizada_em >= ${monthStart}::timestamptz and coalesce(t.fonte, 'enem_historico') <> 'autoral'),
      'autoral', count(*) filter (where r.finalizada_em >= ${monthStart}::timestamptz and t.fonte = 'autoral'),
      'corrections', count(*) filter (where r.corrigida_em >= ${monthStart}::timestamptz or (r.status = 'finalizada' and r.corrigida_em is null)))
      from redacoes_usuario r left join temas_redacao t on t.id = r.tema_id where r.user_id = ${userId})`,
    stepByStepToday: sql<number>`(select count(*)::int from passo_a_passo
      where user_id = ${userId} and created_at >= ${dayStart}::timestamptz)`,
  };
}

type UsageRow = {
  [K in keyof ReturnType<typeof usageColumns>]: ReturnType<typeof usageColumns>[K] extends SQL<infer T>
    ? T
    : never;
};

/** The statement's row in the shapes the queries above return. */
export function usageFromRow(row: UsageRow) {
  return {
    subscriptions: row.subscriptions.map((s) => ({
      subscription: fromJsonRow(userSubscriptions, s.subscription),
      plan: fromJsonRow(subscriptionPlans, s.plan),
    })),
    freePlan: row.freePlan ? fromJsonRow(subscriptionPlans, row.freePlan) : undefined,
    chat: {
      messages: row.chatToday.reduce((n, r) => n + r.count, 0),
      subjects: row.chatToday.map((r) => r.subject).filter((s) => s !== STUDY_FRIEND.slug),
    },
    exerciseIds: row.exercisesToday,
    essays: row.essays,
    stepByStepToday: Number(row.stepByStepToday),
  };
}

export type Usage = ReturnType<typeof usageFromRow>;

const ONE_ROW = sql`(select 1) as one`;

/** The entitlements' facts for a student, in one round trip. */
export const readUsage = preparedQuery(
  "rumo_usage",
  (db, p: Record<"userId" | "dayStart" | "monthStart", Param>) =>
    db.select(usageColumns(p.userId, p.dayStart, p.monthStart)).from(ONE_ROW),
);
