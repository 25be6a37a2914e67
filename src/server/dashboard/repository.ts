import { sql } from "drizzle-orm";
import { usageColumns } from "#server/core/entitlements/repository";
import { attemptColumns } from "#server/core/exercise-cards/repository";
import { fromJsonRow } from "#server/db/json-rows";
import { type Param, preparedQuery } from "#server/db/prepared";
import { newsItems, profiles, userProgress } from "#server/db/schema/index";

type Json = Record<string, unknown>;

export type SubjectActivityRow = {
  name: string;
  slug: string;
  color: string;
  icon: string;
  emoji: string;
  useCount: number;
  errorCount: number;
};

const NEWS_SHOWN = 6;

/**
 * Everything the dashboard shows, in one prepared statement: the entitlements' facts, the current
 * attempts, profile and progress (whose lifetime figures the triggers keep), the week's finished
 * exercises, use and errors per active subject, and the latest news. Every part reads a bounded
 * number of rows through an index led by `user_id`, whatever the student's history.
 */
export const readDashboard = preparedQuery(
  "rumo_dashboard",
  (db, p: Record<"userId" | "dayStart" | "monthStart" | "weekStart", Param>) =>
    db
      .select({
        ...usageColumns(p.userId, p.dayStart, p.monthStart),
        ...attemptColumns(p.userId),
        progress: sql<Json | null>`(select to_jsonb(pr) from user_progress pr where pr.user_id = ${p.userId})`,
        profile: sql<Json | null>`(select to_jsonb(pf) from profiles pf where pf.user_id = ${p.userId})`,
        weekSolved: sql<number>`(select count(distinct c.exercicio_id)::int from exercicios_concluidos c
          where c.user_id = ${p.userId} and c.concluido_em >= ${p.weekStart}::timestamptz)`,
        subjects: sql<SubjectActivityRow[]>`coalesce((select json_agg(json_build_object('name', m.nome,
            'slug', m.slug, 'color', m.cor, 'icon', m.icone, 'emoji', m.emoji,
            'useCount', f.uso_count, 'errorCount', f.erro_count))
          from user_materias_favoritas f join materias m on m.id = f.materia_id
          where f.user_id = ${p.userId} and m.active), '[]'::json)`,
        news: sql<Json[]>`coalesce((select json_agg(to_jsonb(n) order by n.publicado_em desc) from (
          select * from noticias where active order by publicado_em desc limit ${sql.raw(String(NEWS_SHOWN))}) n), '[]'::json)`,
      })
      .from(sql`(select 1) as one`),
);

type DashboardRow = Awaited<ReturnType<typeof readDashboard>>[number];

/** The statement's JSON parts as rows of their tables. */
export function dashboardRows(row: DashboardRow) {
  return {
    progress: row.progress ? fromJsonRow(userProgress, row.progress) : undefined,
    profile: row.profile ? fromJsonRow(profiles, row.profile) : undefined,
    news: row.news.map((n) => fromJsonRow(newsItems, n)),
  };
}
