import { createHash, createHmac, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { SESSION_DAYS } from "#server/core/auth";
import type { Database } from "#server/db/client";
import { fillStudents } from "./fill-students.ts";

/**
 * A year of a platform at scale, written by the database itself (generate_series): per student on
 * average 100 answers (resets included), 20 tutor messages and 2 essays, skewed as real use is:
 * one student in a hundred is heavy (30× the average: ~3,000 answers), one in ten busy (3×), one
 * in fifty has just signed up (nothing yet), the rest light. The aggregates the app keeps are
 * written by its own triggers, as in production.
 */
export async function fillAtScale(db: Database, students: number) {
  await fillStudents(db, { students });
  // Students' weight: 0 (new), 30 (heavy), 3 (busy) or 0.48 (light), averaging ~1.
  const weight = sql.raw(
    "(case when n % 50 = 1 then 0 when n % 100 = 7 then 30 when n % 10 = 3 then 3 else 0.48 end)",
  );
  await db.execute(sql`with q as (
      select row_number() over (order by e.id, qu.ordem, qu.id) - 1 as i, qu.id, qu.exercicio_id
      from questoes qu join exercicios e on e.id = qu.exercicio_id
      where qu.versao_de is null and qu.arquivado_em is null and e.arquivado_em is null
    ), total as (select count(*)::int as qn from q),
    plan as (
      select n, floor(100 * ${weight})::int as answers from generate_series(1, ${students}) n
    )
    insert into user_answers (user_id, exercicio_id, questao_id, resposta, correto, tempo_gasto, created_at, descartada_em)
    select 'bench-' || p.n, q.exercicio_id, q.id, 'A', ((p.n * 7 + k * 13) % 100) < 62, 40 + (k % 90),
      t.at, case when k <= p.answers - total.qn then t.at + interval '1 day' end
    from plan p cross join total
    cross join lateral generate_series(1, p.answers) k
    join q on q.i = (p.n * 7 + k) % total.qn
    cross join lateral (select now() - ((p.answers - k) * 365 / greatest(p.answers, 1)) * interval '1 day'
      - ((p.n * 37 + k) % 900) * interval '1 minute' as at) t`);
  // A completion for every exercise whose questions the current attempt answered in full.
  await db.execute(sql`insert into exercicios_concluidos (user_id, exercicio_id, acertos, total_questoes, nota_percentual, concluido_em)
    select a.user_id, a.exercicio_id, count(*) filter (where a.correto), count(*),
      (100 * count(*) filter (where a.correto) / count(*))::int, max(a.created_at)
    from user_answers a
    join (select exercicio_id, count(*) as size from questoes where versao_de is null and arquivado_em is null group by exercicio_id) s
      on s.exercicio_id = a.exercicio_id
    where a.descartada_em is null and a.user_id like 'bench-%'
    group by a.user_id, a.exercicio_id, s.size having count(*) = s.size`);
  await db.execute(sql`with subjects as (
      select array_agg(slug order by slug) || array['amiga-de-estudo'] as slugs from materias
    ), plan as (
      select n, floor(20 * ${weight})::int as messages from generate_series(1, ${students}) n
    )
    insert into chat_messages (user_id, subject, message, sender, provider, created_at)
    select 'bench-' || p.n, s.slugs[1 + ((p.n + k / 2) % array_length(s.slugs, 1))],
      case when k % 2 = 1 then 'Professor, pode me explicar de novo a questão ' || k || '? Não entendi a parte do cálculo.'
        else 'Claro! Vamos por partes: primeiro identifique o que o enunciado pede, depois organize os dados. ' || repeat('Explicação. ', 20) end,
      case when k % 2 = 1 then 'user' else 'bot' end, case when k % 2 = 0 then 'offline' end,
      now() - ((p.messages - k) * 365 / greatest(p.messages, 1)) * interval '1 day' - (k % 600) * interval '1 second'
    from plan p cross join subjects s cross join lateral generate_series(1, p.messages) k`);
  await db.execute(sql`with topics as (select array_agg(id order by ano) as ids from temas_redacao where fonte = 'enem_historico'),
    plan as (select n, floor(2 * ${weight} + 0.5)::int as essays from generate_series(1, ${students}) n)
    insert into redacoes_usuario (user_id, tema_id, titulo, conteudo, tempo_gasto, status, nota_final,
      corrigida_por, finalizada_em, corrigida_em, created_at, updated_at)
    select 'bench-' || p.n, t.ids[1 + ((p.n + k) % array_length(t.ids, 1))], 'Redação ' || k,
      repeat('A educação é o caminho para a cidadania plena, e o Estado deve garantir esse direito. ', 18),
      2400, 'corrigida', (400 + (p.n * 13 + k * 40) % 601) / 20 * 20, 'builtin', at, at + interval '2 minutes', at, at
    from plan p cross join topics t cross join lateral generate_series(1, p.essays) k
    cross join lateral (select now() - ((p.n * 11 + k * 53) % 365) * interval '1 day' as at) d`);
  await db.execute(sql`analyze`);
  const [counts] = (
    (await db.execute(sql`select
      (select count(*)::int from users where role = 'user') as students,
      (select count(*)::int from user_answers) as answers,
      (select count(*)::int from chat_messages) as messages,
      (select count(*)::int from redacoes_usuario) as essays,
      (select max(respostas_total)::int from user_progress) as "heaviestStudentAnswers"`)) as unknown as {
      rows: Record<string, number>[];
    }
  ).rows;
  return counts!;
}

/**
 * Signs bench students in the way better-auth does, without a password round trip: a session row
 * under the hash of a random token, just created (so no read extends it), and the cookie that
 * carries the token signed with the secret.
 */
export async function openSessions(db: Database, userIds: string[], secret: string, cookieName: string) {
  const cookies = new Map<string, string>();
  const rows = userIds.map((userId) => {
    const token = randomBytes(24).toString("base64url");
    const signature = createHmacSignature(token, secret);
    cookies.set(userId, `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}`);
    return {
      userId,
      id: randomBytes(16).toString("hex"),
      hash: createHash("sha256").update(token).digest("hex"),
    };
  });
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    await db.execute(sql`insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
      select x.id, x.hash, x.user_id, now() + ${SESSION_DAYS} * interval '1 day', now(), now()
      from json_to_recordset(${JSON.stringify(chunk.map((r) => ({ id: r.id, hash: r.hash, user_id: r.userId })))}::json)
        as x(id text, hash text, user_id text)`);
  }
  return cookies;
}

/** better-call's cookie signature: HMAC-SHA256 of the value with the secret, in base64. */
function createHmacSignature(value: string, secret: string): string {
  return createHmac("sha256", secret).update(value).digest("base64");
}
