/**
 * The correction feedback (redacoes_usuario.feedback_correcao, docs/product.md#correction) and the
 * normalisation of whatever a corrector returns into it. Webhooks (n8n and the like) answer in many
 * shapes: the object itself, wrapped in `redacao` / `feedback` / `feedback_correcao`, in a one-item
 * array, or as JSON inside a string; competencies as {nota, comentario} or as plain text.
 */

export type CompetencyFeedback = { nota: number; comentario: string; evidencias?: string[] };

export type EssayFeedback = {
  comentario_geral?: string;
  competencia1?: CompetencyFeedback | string;
  competencia2?: CompetencyFeedback | string;
  competencia3?: CompetencyFeedback | string;
  competencia4?: CompetencyFeedback | string;
  competencia5?: CompetencyFeedback | string;
  [key: string]: unknown;
};

export type NormalizedCorrection = { finalScore: number; feedback: EssayFeedback };

export const COMPETENCY_KEYS = [
  "competencia1",
  "competencia2",
  "competencia3",
  "competencia4",
  "competencia5",
] as const;

const WRAPPERS = ["redacao", "feedback_correcao", "feedback", "correcao", "resultado", "output", "data"];
/** Keys of an essay row or of the request echoed back: never feedback. */
const NOT_FEEDBACK = new Set([
  "id",
  "user_id",
  "redacao_id",
  "tema_id",
  "tema",
  "titulo",
  "conteudo",
  "status",
  "tempo_gasto",
  "created_at",
  "updated_at",
  "temas_redacao",
  "success",
]);
const MAX_TEXT = 8000;

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

function parseJsonText(text: string): unknown {
  const fenced = text.trim().match(/^```(?:json)?\s*([\s\S]*?)\s*```$/i);
  try {
    return JSON.parse(fenced?.[1] ?? text);
  } catch {
    return undefined;
  }
}

function toNumber(v: unknown): number | null {
  if (typeof v === "number" && Number.isFinite(v)) return v;
  if (typeof v === "string" && /^\s*\d+([.,]\d+)?\s*$/.test(v)) return Number(v.replace(",", "."));
  return null;
}

const clamp = (n: number, max: number) => Math.round(Math.min(max, Math.max(0, n)));

/** A score written inside a plain-text comment: "160/200", "Nota: 120", "nota 80". */
export function scoreInText(text: string): number | null {
  const match = text.match(/(\d{1,3})\s*\/\s*200/) ?? text.match(/nota\s*[:=-]?\s*(\d{1,3})\b/i);
  const n = match ? Number(match[1]) : Number.NaN;
  return Number.isFinite(n) && n <= 200 ? n : null;
}

function hasCompetencies(o: Obj): boolean {
  return Object.keys(o).some((k) => /^competencia_?[1-5]$/i.test(k)) || Array.isArray(o.competencias);
}

function text(v: unknown): string | undefined {
  return typeof v === "string" && v.trim() ? v.trim().slice(0, MAX_TEXT) : undefined;
}

function competencyOf(v: unknown): { value: CompetencyFeedback | string; score: number | null } | null {
  if (typeof v === "string") {
    const t = text(v);
    return t ? { value: t, score: scoreInText(t) } : null;
  }
  if (!isObject(v)) return null;
  const raw = toNumber(v.nota ?? v.pontuacao ?? v.score);
  const comment = text(v.comentario ?? v.feedback ?? v.justificativa ?? v.texto ?? v.comment) ?? "";
  if (raw === null) return comment ? { value: comment, score: scoreInText(comment) } : null;
  const nota = clamp(raw, 200);
  const evidencias = Array.isArray(v.evidencias)
    ? v.evidencias.filter((e): e is string => typeof e === "string" && e.trim() !== "").slice(0, 20)
    : [];
  const value: CompetencyFeedback = { nota, comentario: comment };
  if (evidencias.length > 0) value.evidencias = evidencias;
  return { value, score: nota };
}

/** Unwraps arrays, JSON strings and wrapper keys until the object holding the feedback. */
function locate(raw: unknown, depth = 0): { feedback: Obj; finalScore: number | null } | null {
  if (depth > 6) return null;
  if (typeof raw === "string") return locate(parseJsonText(raw), depth + 1);
  if (Array.isArray(raw)) return raw.length > 0 ? locate(raw[0], depth + 1) : null;
  if (!isObject(raw)) return null;
  const ownScore = toNumber(raw.nota_final ?? raw.notaFinal ?? raw.nota_total);
  if (!hasCompetencies(raw)) {
    for (const key of WRAPPERS) {
      if (raw[key] === undefined || raw[key] === null) continue;
      const inner = locate(raw[key], depth + 1);
      if (inner) return { feedback: inner.feedback, finalScore: inner.finalScore ?? ownScore };
    }
    if (!text(raw.comentario_geral)) return null;
  }
  return { feedback: raw, finalScore: ownScore };
}

function extraValue(v: unknown, depth = 0): unknown {
  if (typeof v === "string") return text(v);
  if ((typeof v === "number" && Number.isFinite(v)) || typeof v === "boolean") return v;
  if (depth > 3) return undefined;
  if (Array.isArray(v))
    return v
      .slice(0, 50)
      .map((x) => extraValue(x, depth + 1))
      .filter((x) => x !== undefined);
  if (!isObject(v)) return undefined;
  const out: Obj = {};
  for (const [k, x] of Object.entries(v).slice(0, 30)) {
    const kept = extraValue(x, depth + 1);
    if (kept !== undefined) out[k] = kept;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * The stored feedback and the final score, or null when the reply holds no usable correction
 * (then the next corrector takes over). Competency scores are clamped to 0–200 and the final
 * score to 0–1000; without `nota_final` it is the sum of the five competencies.
 */
export function normalizeCorrection(raw: unknown): NormalizedCorrection | null {
  const found = locate(raw);
  if (!found) return null;
  const source = found.feedback;
  const feedback: EssayFeedback = {};
  const scores: (number | null)[] = [];
  const list = Array.isArray(source.competencias) ? source.competencias : [];
  const used = new Set([
    "competencias",
    "nota_final",
    "notaFinal",
    "nota_total",
    "comentario_geral",
    "comentarioGeral",
  ]);
  COMPETENCY_KEYS.forEach((key, i) => {
    const alias = Object.keys(source).find((k) => k.toLowerCase().replace("_", "") === key);
    if (alias) used.add(alias);
    const parsed = competencyOf(alias ? source[alias] : list[i]);
    scores.push(parsed?.score ?? null);
    if (parsed) feedback[key] = parsed.value;
  });
  const general = text(source.comentario_geral ?? source.comentarioGeral);
  if (general) feedback.comentario_geral = general;
  for (const [key, value] of Object.entries(source)) {
    if (used.has(key) || NOT_FEEDBACK.has(key) || WRAPPERS.includes(key)) continue;
    const kept = extraValue(value);
    if (kept !== undefined && !(Array.isArray(kept) && kept.length === 0)) feedback[key] = kept;
  }
  const given = COMPETENCY_KEYS.filter((k) => feedback[k] !== undefined).length;
  if (given === 0 && !general) return null;
  let finalScore = found.finalScore;
  if (finalScore === null && scores.every((s) => s !== null))
    finalScore = scores.reduce<number>((sum, s) => sum + (s ?? 0), 0);
  if (finalScore === null) return null;
  return { finalScore: clamp(finalScore, 1000), feedback };
}
