import { sql } from "drizzle-orm";
import { buildWeeklyPlan, type PlanSubject, type WeeklyPlan } from "#domain/study-plan/build";
import type { PlanRequest } from "#domain/study-plan/request";
import type { Queryable } from "#server/db/client";
import type { OfflineAnswer } from "./compose.ts";
import { OFFLINE_INTRO } from "./replies.ts";

/** How many of the latest answers tell which subjects need attention: recent, and bounded. */
const RECENT_ANSWERS = 300;

/** Active subjects with the student's latest answers and errors in each. */
export async function planSubjects(db: Queryable, userId: string): Promise<PlanSubject[]> {
  const result = await db.execute(sql`
    with recent as (
      select r.correto, a.materia_id from user_answers r
      join exercicios e on e.id = r.exercicio_id join assuntos a on a.id = e.assunto_id
      join questoes q on q.id = r.questao_id
      where r.user_id = ${userId} and q.tipo <> 'dissertativa'
      order by r.created_at desc limit ${RECENT_ANSWERS})
    select m.slug, m.nome as name, count(recent.materia_id)::int as answers,
           count(*) filter (where recent.correto = false)::int as errors
    from materias m left join recent on recent.materia_id = m.id
    where m.active group by m.id, m.slug, m.nome order by m.nome`);
  return (result as unknown as { rows: PlanSubject[] }).rows;
}

const WEEKDAY = ["Domingo", "Segunda", "Terça", "Quarta", "Quinta", "Sexta", "Sábado"];

/** "1h30", "2h", "30 min". */
export function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m ? `${h}h${String(m).padStart(2, "0")}` : `${h}h`;
}

const PHASE_ADVICE: Record<WeeklyPlan["phase"], string> = {
  base: "Ainda há tempo para a base: em cada bloco, estude a teoria (a ficha do assunto) e termine com exercícios do mesmo tema.",
  exercicios:
    "Fase de exercícios: em cada bloco, comece pelos exercícios e volte à teoria só no que errar; faça um simulado a cada duas semanas.",
  revisao:
    "Reta final: revise os erros anotados e faça questões no tempo do ENEM (cerca de 3 minutos cada); nada de conteúdo novo pesado.",
};

/** " (5h no sábado)": the days the student gave their own hours. */
function extraHours(request: PlanRequest): string {
  const days = Object.entries(request.hoursOn ?? {});
  if (days.length === 0) return "";
  return ` (${days.map(([d, h]) => `${duration(Math.round(h * 60))} ${WEEKDAY_ON[Number(d)]}`).join(", ")})`;
}

const WEEKDAY_ON = [
  "no domingo",
  "na segunda",
  "na terça",
  "na quarta",
  "na quinta",
  "na sexta",
  "no sábado",
];

const list = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} e ${names.at(-1)}` : (names[0] ?? "");

/** The plan as the study friend writes it: the week day by day, why it is so, and how to change it. */
export function studyPlanAnswer(
  input: Parameters<typeof buildWeeklyPlan>[0] & { firstName: string },
): OfflineAnswer {
  const plan = buildWeeklyPlan(input);
  const { request } = input;
  const names = new Map(input.subjects.map((s) => [s.slug, s.name]));
  const nameOf = (slug: string) => (slug === "redacao" ? "Redação" : (names.get(slug) ?? slug));
  const weekly = plan.days.reduce((n, d) => n + d.blocks.reduce((m, b) => m + b.minutes, 0), 0);
  const date = plan.examDate.toLocaleDateString("pt-BR", { day: "numeric", month: "long", timeZone: "UTC" });
  const lines = [
    OFFLINE_INTRO,
    "",
    `### 🗓️ ${request.adjusting ? "Seu plano ajustado" : "Seu plano da semana"}, ${input.firstName}`,
    "",
    `${duration(Math.round(plan.hoursPerDay * 60))} por dia${extraHours(request)}, ${plan.days.length} dias por semana: ${duration(weekly)} de estudo. Faltam ${plan.weeksLeft} semanas para o ENEM (o 1º dia costuma ser no início de novembro; conto com ${date}).`,
    "",
    ...plan.days.map(
      (d) =>
        `- **${WEEKDAY[d.weekday]}:** ${d.blocks.map((b) => `${b.name} ${duration(b.minutes)}`).join(" · ")}`,
    ),
    "",
    "**Por que assim:**",
    "- As quatro áreas do ENEM têm 45 questões cada, então cada uma recebe um peso parecido; a redação vale tanto quanto uma área e ganha um horário para escrever um texto inteiro por semana.",
  ];
  if (plan.needingAttention.length)
    lines.push(
      `- Pelos seus exercícios no Rumo, ${list(plan.needingAttention.map(nameOf))} ${plan.needingAttention.length > 1 ? "são as matérias" : "é a matéria"} em que você mais erra: ${plan.needingAttention.length > 1 ? "ganharam" : "ganhou"} mais tempo.`,
    );
  else
    lines.push(
      "- Ainda não há exercícios seus suficientes para eu saber onde você mais erra; resolva alguns e eu ajusto.",
    );
  if (request.more.length)
    lines.push(`- Mais tempo para ${list(request.more.map(nameOf))}, como você pediu.`);
  if (request.less.length)
    lines.push(`- Menos tempo para ${list(request.less.map(nameOf))}, como você pediu.`);
  if (!plan.hoursGiven)
    lines.push(
      `- Você não me disse quantas horas por dia tem, então usei ${duration(Math.round(plan.hoursPerDay * 60))}. Me diga, por exemplo, "tenho 3h por dia", ou preencha em Perfil › Objetivos.`,
    );
  lines.push(
    `- ${PHASE_ADVICE[plan.phase]}`,
    "",
    '**Sua vez:** esse plano cabe na sua semana? Para mudar, é só pedir: "ajusta meu plano: quero mais Química", "só tenho 1h por dia" ou "folga no sábado".',
  );
  return { text: lines.join("\n"), sources: [] };
}

export type { PlanRequest };
