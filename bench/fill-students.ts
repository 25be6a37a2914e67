import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client";

export type FillOptions = {
  students: number;
  /** Share of students with a year of answers and tutor messages behind them (0: none). */
  activeShare?: number;
  answersPerActiveStudent?: number;
  messagesPerActiveStudent?: number;
};

/**
 * A year of a platform, written by PostgreSQL itself (generate_series): students, their profiles,
 * plans bought or given, and for the active share answers and tutor messages. Returns the volume.
 */
export async function fillStudents(db: Database, options: FillOptions) {
  const { students } = options;
  const activeShare = options.activeShare ?? 0;
  await db.execute(sql`insert into users (id, name, email, email_verified, role, banned, created_at, updated_at)
    select 'bench-' || n, 'Estudante ' || n, 'estudante.' || n || '@bench.rumo.app', true, 'user',
      n % 50 = 0, now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute', now()
    from generate_series(1, ${students}) n`);
  await db.execute(sql`insert into profiles (user_id, nome_completo, celular, faculdade, created_at, updated_at)
    select 'bench-' || n, 'Estudante ' || n || ' da Silva', '119' || lpad(n::text, 8, '0'),
      case n % 4 when 0 then 'USP' when 1 then 'UFMG' when 2 then 'UFPE' else null end, now(), now()
    from generate_series(1, ${students}) n`);
  await db.execute(sql`insert into user_progress (user_id, ultimo_acesso)
    select 'bench-' || n, (now() - (n % 90) * interval '1 day')::date from generate_series(1, ${students}) n`);
  // One student in eight has a paid or staff-given plan, a few of them ended or cancelled.
  await db.execute(sql`insert into user_subscriptions
      (user_id, plan_id, status, billing_type, amount, starts_at, ends_at, source, first_paid_at, created_at)
    select 'bench-' || n, p.id, case when n % 11 = 0 then 'cancelled' else 'active' end,
      'monthly', p.monthly_price, now() - interval '20 days',
      case when n % 13 = 0 then now() - interval '1 day' else now() + interval '10 days' end,
      case when n % 3 = 0 then 'admin' else 'stripe' end,
      case when n % 3 = 0 then null else now() - interval '20 days' end, now() - interval '20 days'
    from generate_series(1, ${students}) n
    join subscription_plans p on p.slug = (array['curioso', 'estudante', 'nerd'])[1 + n % 3]
    where n % 8 = 0`);
  if (activeShare > 0) {
    const perMille = Math.round(activeShare * 1000);
    await db.execute(sql`with q as (
        select row_number() over (order by id) - 1 as n, id, exercicio_id from questoes
      ), active as (
        select id, row_number() over (order by id) as rn from users
        where role = 'user' and abs(hashtext(id)) % 1000 < ${perMille}
      )
      insert into user_answers (user_id, exercicio_id, questao_id, resposta, correto, tempo_gasto, created_at)
      select a.id, q.exercicio_id, q.id, 'A', (a.rn + k) % 5 < 3, 60,
        now() - ((a.rn * 31 + k * 7) % 365) * interval '1 day'
      from active a
      cross join generate_series(1, least(${options.answersPerActiveStudent ?? 0}, (select count(*) from q))) k
      join q on q.n = (a.rn * 7 + k) % (select count(*) from q)`);
    await db.execute(sql`insert into chat_messages (user_id, subject, message, sender, created_at)
      select u.id, (array['matematica', 'fisica', 'biologia', 'historia'])[1 + k % 4], 'Mensagem ' || k,
        case when k % 2 = 0 then 'user' else 'bot' end,
        now() - ((abs(hashtext(u.id)) + k * 13) % 365) * interval '1 day'
      from users u cross join generate_series(1, ${options.messagesPerActiveStudent ?? 0}) k
      where u.role = 'user' and abs(hashtext(u.id)) % 1000 < ${perMille}`);
  }
  await db.execute(sql`analyze`);
  const [counts] = (
    (await db.execute(sql`select (select count(*)::int from users where role = 'user') as students,
      (select count(*)::int from user_answers) as answers,
      (select count(*)::int from chat_messages) as messages,
      (select count(*)::int from user_subscriptions) as subscriptions`)) as unknown as {
      rows: Record<string, number>[];
    }
  ).rows;
  return counts!;
}
