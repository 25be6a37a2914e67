import { z } from "zod";

/**
 * A chart in a question's text: a fenced ```grafico block holding JSON, drawn in the browser as
 * SVG. `descricao` is what a screen reader says instead of the picture (the data also go in a
 * hidden table), so it must say what the chart shows.
 */
export const CHART_LANGUAGE = "grafico";

export const chartSpecSchema = z
  .object({
    tipo: z.enum(["barras", "linhas"]),
    titulo: z.string().trim().min(3).max(160),
    descricao: z.string().trim().min(20).max(600),
    eixo_x: z.string().trim().max(60).default(""),
    eixo_y: z.string().trim().max(60).default(""),
    /** The categories along the horizontal axis (years, regions, groups). */
    categorias: z.array(z.string().trim().min(1).max(40)).min(2).max(24),
    series: z
      .array(
        z.object({
          nome: z.string().trim().min(1).max(60),
          valores: z.array(z.number().finite()),
        }),
      )
      .min(1)
      .max(5),
    fonte: z.string().trim().max(200).optional(),
  })
  .refine((c) => c.series.every((s) => s.valores.length === c.categorias.length), {
    message: "Cada série precisa de um valor para cada categoria.",
    path: ["series"],
  });
export type ChartSpec = z.infer<typeof chartSpecSchema>;

/** The chart a ```grafico block describes, or why it cannot be drawn (pt-BR). */
export function parseChart(json: string): { spec: ChartSpec } | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { error: "O gráfico não é um JSON válido." };
  }
  const parsed = chartSpecSchema.safeParse(data);
  if (parsed.success) return { spec: parsed.data };
  const issue = parsed.error.issues[0];
  return { error: `Gráfico inválido em "${issue?.path.join(".") || "gráfico"}": ${issue?.message ?? ""}` };
}

/** The ```grafico blocks of a Markdown text. */
export function chartBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```grafico[ \t]*\n([\s\S]*?)^```[ \t]*$/gm)].map((m) => m[1] ?? "");
}
