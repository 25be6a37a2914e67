import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { type ChartSpec, parseChart } from "#domain/practice/chart-spec";

const SERIES_COLORS = ["#4f46e5", "#0ea5e9", "#10b981", "#f59e0b", "#ef4444"];
const number = (v: unknown) => (typeof v === "number" ? v.toLocaleString("pt-BR") : String(v));

/** The data behind the picture, for screen readers: one row per category, one column per series. */
function DataTable({ spec }: { spec: ChartSpec }) {
  return (
    // A table ignores a 1 px width: the hidden box around it keeps it out of the layout.
    <div className="sr-only">
      <table>
        <caption>{spec.titulo}</caption>
        <thead>
          <tr>
            <th scope="col">{spec.eixo_x || "Categoria"}</th>
            {spec.series.map((s) => (
              <th key={s.nome} scope="col">
                {s.nome}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.categorias.map((c, i) => (
            <tr key={c}>
              <th scope="row">{c}</th>
              {spec.series.map((s) => (
                <td key={s.nome}>{number(s.valores[i])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Chart({ spec }: { spec: ChartSpec }) {
  const data = spec.categorias.map((c, i) => ({
    categoria: c,
    ...Object.fromEntries(spec.series.map((s) => [s.nome, s.valores[i]])),
  }));
  // Every category is named (a bar without its name cannot be read), slanted to fit a phone.
  const longest = Math.max(...spec.categorias.map((c) => c.length));
  const slanted = longest * spec.categorias.length > 40;
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
      <XAxis
        dataKey="categoria"
        tick={{ fontSize: 11 }}
        interval={0}
        angle={slanted ? -35 : 0}
        textAnchor={slanted ? "end" : "middle"}
        height={slanted ? Math.min(110, 20 + longest * 5) : 30}
      />
      <YAxis tick={{ fontSize: 12 }} width={48} tickFormatter={number} />
      <Tooltip formatter={number} />
      {spec.series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
    </>
  );
  return (
    <ResponsiveContainer width="100%" height="100%">
      {spec.tipo === "barras" ? (
        <BarChart data={data} margin={{ top: 20, right: 8, bottom: 4, left: 0 }}>
          {axes}
          {spec.series.map((s, i) => (
            <Bar key={s.nome} dataKey={s.nome} fill={SERIES_COLORS[i]} isAnimationActive={false}>
              {spec.series.length === 1 && (
                <LabelList dataKey={s.nome} position="top" fontSize={11} formatter={number} />
              )}
            </Bar>
          ))}
        </BarChart>
      ) : (
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
          {axes}
          {spec.series.map((s, i) => (
            <Line
              key={s.nome}
              dataKey={s.nome}
              stroke={SERIES_COLORS[i]}
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}

/**
 * A ```grafico block of a question's text drawn as an SVG chart, with its title, axes, source and,
 * for screen readers, its description and data. A block that cannot be drawn says why (staff see
 * it in the form's preview; the content check keeps such blocks out of the bank).
 */
export function QuestionChart({ json }: { json: string }) {
  const parsed = parseChart(json);
  if ("error" in parsed)
    return (
      <p
        role="note"
        className="my-2 rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive"
      >
        {parsed.error}
      </p>
    );
  const { spec } = parsed;
  return (
    <figure className="my-3 rounded-md border bg-white p-3" data-testid="question-chart">
      <figcaption className="mb-2 text-sm font-semibold">{spec.titulo}</figcaption>
      <div role="img" aria-label={spec.descricao} className="h-72 w-full">
        <Chart spec={spec} />
      </div>
      {(spec.eixo_x || spec.eixo_y) && (
        <p className="mt-1 text-xs text-muted-foreground">
          {[spec.eixo_y && `Eixo vertical: ${spec.eixo_y}`, spec.eixo_x && `eixo horizontal: ${spec.eixo_x}`]
            .filter(Boolean)
            .join("; ")}
        </p>
      )}
      {spec.fonte && <p className="mt-1 text-xs text-muted-foreground">Fonte: {spec.fonte}</p>}
      <DataTable spec={spec} />
    </figure>
  );
}
