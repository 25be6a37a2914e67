import { unaccentLower as normalize } from "#domain/shared/text";

/** What a student asks of a weekly study plan, read from their messages. */
export type PlanRequest = {
  /** Hours a day, as the student said; null when they did not say. */
  hoursPerDay: number | null;
  /** Weekdays to study (0 = Sunday … 6 = Saturday); null when they did not say. */
  days: number[] | null;
  /** Subjects (slugs) or "redacao" to give more time, and less time. */
  more: string[];
  less: string[];
  /** The student asked to change a plan they already have. */
  adjusting: boolean;
  /** Hours on given weekdays, different from the rest ("5h no sábado"). */
  hoursOn?: Record<number, number>;
  /** A day of the week kept for reviewing what was studied. */
  reviewDay?: boolean;
};

const PLAN =
  /\b(cronogramas?|planos? de estudos?|meu plano|o plano|rotina de estudos?|minha rotina|planejamento|organizar (?:os |meus |minha )?(?:estudos|semana|rotina)|grade de estudos?|plano semanal|planos? (?:d[ae] |pr[ao] )?(?:semana|estudar|enem|prova)|planner|minha semana|semana de estudos?|horarios? de estudos?)\b/;
const ADJUST =
  /\b(ajusta|ajustar|ajuste|muda|mudar|troca|trocar|refaz|refazer|altera|alterar|atualiza|atualizar)\b/;

/** How students name subjects and areas, unaccented, and the subjects each name covers. */
const SUBJECT_WORDS: [RegExp, string[]][] = [
  [/\b(mat|matematica)\b/, ["matematica"]],
  [/\bfisica\b/, ["fisica"]],
  [/\bquimica\b/, ["quimica"]],
  [/\b(bio|biologia)\b/, ["biologia"]],
  [/\b(hist|historia)\b/, ["historia"]],
  [/\b(geo|geografia)\b/, ["geografia"]],
  [/\b(filo|filosofia)\b/, ["filosofia"]],
  [/\b(socio|sociologia)\b/, ["sociologia"]],
  [/\b(port|portugues|gramatica|interpretacao)\b/, ["portugues"]],
  [/\b(lit|literatura)\b/, ["literatura"]],
  [/\b(ingles|ingl)\b/, ["ingles"]],
  [/\bredacao\b/, ["redacao"]],
  [/\bexatas\b/, ["matematica", "fisica", "quimica"]],
  [/\bnatureza\b/, ["fisica", "quimica", "biologia"]],
  [/\bhumanas\b/, ["historia", "geografia", "filosofia", "sociologia"]],
  [/\blinguagens\b/, ["portugues", "literatura", "ingles"]],
];

const MORE =
  /\b(mais|ruim em|ruim de|pessimo em|fraco em|fraca em|dificuldade em|dificuldade de|priorizar|prioridade|foco em|focar em|reforcar|reforco)\s+((?:[a-z]+(?:,|\s+e\s+|\s+)?){1,4})/g;
const LESS = /\b(menos|bom em|boa em|tira|tirar|sem)\s+((?:[a-z]+(?:,|\s+e\s+|\s+)?){1,3})/g;

function subjectsIn(text: string): string[] {
  return SUBJECT_WORDS.filter(([pattern]) => pattern.test(text)).flatMap(([, slugs]) => slugs);
}

function collect(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].flatMap((m) => subjectsIn(m[2]!));
}

function hoursIn(text: string): number | null {
  const m =
    /(\d+(?:[.,]\d+)?)\s*(?:h|hs|hrs?|horas?)(?:\s*e?\s*(\d+)\s*(?:min|m)?)?\s*(?:por dia|\/dia|ao dia|por noite|diari[ao]s?|todo dia|todos os dias|p\/ dia|(?:a|de|por|toda) noite|(?:de|pela|toda|a) (?:manha|tarde)|de (?:seg|segunda) a (?:sex|sexta|sab|sabado))/.exec(
      text,
    );
  if (!m) return null;
  const hours = Number(m[1]!.replace(",", ".")) + (m[2] ? Number(m[2]) / 60 : 0);
  return hours > 0 && hours <= 14 ? hours : null;
}

const WEEKDAYS: [RegExp, number][] = [
  [/\bdom(ingo)?\b/, 0],
  [/\bseg(unda)?\b/, 1],
  [/\bter(ca)?\b/, 2],
  [/\bqua(rta)?\b/, 3],
  [/\bqui(nta)?\b/, 4],
  [/\bsex(ta)?\b/, 5],
  [/\bsab(ado)?\b/, 6],
];

const dayOf = (word: string) => WEEKDAYS.find(([p]) => p.test(word))?.[1] ?? null;

function daysIn(text: string): number[] | null {
  const range = /\bde (\w+) a (\w+)\b/.exec(text);
  if (range) {
    const from = dayOf(range[1]!);
    const to = dayOf(range[2]!);
    if (from !== null && to !== null && from !== to) {
      const days: number[] = [];
      for (let d = from; ; d = (d + 1) % 7) {
        days.push(d);
        if (d === to) break;
      }
      return days;
    }
  }
  if (/\b(todo dia|todos os dias|a semana toda|7 dias)\b/.test(text)) return [0, 1, 2, 3, 4, 5, 6];
  const off = WEEKDAYS.filter(([p]) =>
    new RegExp(`(${p.source})\\s*(livre|de folga|off)|(folga|descanso|livre) (no|na|de)\\s*${p.source}`).test(
      text,
    ),
  ).map(([, d]) => d);
  for (const [p, d] of WEEKDAYS)
    if (
      new RegExp(
        `${p.source}\\s*(?:eu\\s+)?(?:quero|vou|preciso)?\\s*(?:descansar|folgar|nao estudo|sem estudo)`,
      ).test(text)
    )
      off.push(d);
  if (/\b(fim de semana|fds) (livre|de folga|off)|sem (fim de semana|fds)\b/.test(text)) off.push(0, 6);
  return off.length ? [1, 2, 3, 4, 5, 6, 0].filter((d) => !off.includes(d)) : null;
}

/** "5h no sábado", "1h30 aos domingos": hours on one weekday. */
function hoursOnIn(text: string): Record<number, number> | null {
  const found: Record<number, number> = {};
  const pattern =
    /(\d+(?:[.,]\d+)?)\s*(?:h|hs|hrs?|horas?)(?:\s*e?\s*(\d+)\s*(?:min|m)?)?\s*(?:no|na|nos|nas|aos|as|de)\s+(\w+)/g;
  for (const m of text.matchAll(pattern)) {
    const day = dayOf(m[3]!);
    if (day !== null) found[day] = Number(m[1]!.replace(",", ".")) + (m[2] ? Number(m[2]) / 60 : 0);
  }
  return Object.keys(found).length ? found : null;
}

/**
 * The plan request in the message, with what earlier messages already said (newest first) for what
 * this one does not say: "ajusta meu plano, quero mais matemática" keeps the hours given before.
 * Null when the message does not ask for a plan.
 */
export function planRequestOf(message: string, earlierMessages: string[] = []): PlanRequest | null {
  const text = normalize(message);
  if (!PLAN.test(text)) return null;
  const earlier = earlierMessages.map(normalize).filter((m) => PLAN.test(m));
  const all = [text, ...earlier];
  const first = <T>(read: (t: string) => T | null) => all.map(read).find((v) => v !== null) ?? null;
  const more = [...new Set(all.flatMap((t) => collect(t, MORE)))];
  const less = [...new Set(all.flatMap((t) => collect(t, LESS)))].filter((s) => !more.includes(s));
  return {
    hoursPerDay: first(hoursIn),
    days: first(daysIn),
    more,
    less,
    adjusting: ADJUST.test(text) || earlier.length > 0,
    hoursOn: first(hoursOnIn) ?? {},
    reviewDay: all.some((t) => /\b(dia|um dia|1 dia) (pra|para|de) revis/.test(t) || /\brevisao no/.test(t)),
  };
}
