import { COLORS, type Doc, printable } from "./pdf-layout.ts";

type Box = { x: number; y: number; width: number; height: number };
type Series = { name: string; color: string; values: number[] };

/**
 * The top of a count axis with four grid steps: each step a whole 1, 2, 2.5 or 5 times a power of
 * ten, so the tick labels are whole numbers (2 → 4, 37 → 40, 90 000 → 100 000).
 */
export function niceMax(value: number): number {
  const quarter = Math.max(1, value / 4);
  const power = 10 ** Math.floor(Math.log10(quarter));
  const steps = power === 1 ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  return steps.find((s) => s * power >= quarter)! * power * 4;
}

/** Coloured squares with the series' names, from `x` along one line. */
function legend(doc: Doc, series: { name: string; color: string }[], x: number, y: number): void {
  let at = x;
  doc.font("Helvetica").fontSize(8);
  for (const s of series) {
    doc.rect(at, y + 1, 8, 8).fill(s.color);
    doc.fillColor(COLORS.text).text(printable(s.name), at + 12, y, { lineBreak: false });
    at += 12 + doc.widthOfString(printable(s.name)) + 16;
  }
}

/**
 * Vertical bars drawn as vectors: one group per category, one bar per series, the value over each
 * bar when it fits (the tables after the charts always hold every figure), the axis from 0 to
 * `max` with four grid lines, and an optional second line of text under each category.
 */
export function barChart(
  doc: Doc,
  box: Box,
  chart: {
    categories: string[];
    subLabels?: string[];
    series: Series[];
    max?: number;
    valueText: (value: number) => string;
  },
): void {
  const axisWidth = 34;
  const legendHeight = chart.series.length > 1 ? 16 : 0;
  const labelsHeight = chart.subLabels ? 24 : 14;
  const plot = {
    x: box.x + axisWidth,
    y: box.y + legendHeight + 10,
    width: box.width - axisWidth,
    height: box.height - legendHeight - 10 - labelsHeight,
  };
  if (legendHeight) legend(doc, chart.series, plot.x, box.y);
  const top = chart.max ?? niceMax(Math.max(0, ...chart.series.flatMap((s) => s.values)));

  doc.lineWidth(0.5);
  doc.font("Helvetica").fontSize(7);
  for (let i = 0; i <= 4; i += 1) {
    const y = plot.y + plot.height - (plot.height * i) / 4;
    doc
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.width, y)
      .strokeColor(i === 0 ? COLORS.muted : COLORS.grid)
      .stroke();
    doc.fillColor(COLORS.muted).text(chart.valueText((top * i) / 4), box.x, y - 3.5, {
      width: axisWidth - 4,
      align: "right",
      lineBreak: false,
    });
  }

  const group = plot.width / Math.max(1, chart.categories.length);
  const barWidth = Math.min(26, (group * 0.72) / chart.series.length);
  // Over a year of months: every other month named, no second line, no labels on empty bars.
  const crowded = chart.categories.length > 12;
  const labelSize = crowded ? 6.5 : 7.5;
  chart.categories.forEach((category, i) => {
    const groupX = plot.x + group * i + (group - barWidth * chart.series.length) / 2;
    chart.series.forEach((s, j) => {
      const value = s.values[i] ?? 0;
      const height = top === 0 ? 0 : (plot.height * Math.min(value, top)) / top;
      const x = groupX + barWidth * j;
      if (height > 0) doc.rect(x, plot.y + plot.height - height, barWidth, height).fill(s.color);
      const text = chart.valueText(value);
      doc.font("Helvetica").fontSize(6.5);
      if ((value > 0 || !crowded) && doc.widthOfString(text) <= barWidth + 6)
        doc.fillColor(COLORS.text).text(text, x - 6, plot.y + plot.height - height - 9, {
          width: barWidth + 12,
          align: "center",
          lineBreak: false,
        });
    });
    if (crowded && i % 2 === 1) return;
    doc.font("Helvetica").fontSize(labelSize).fillColor(COLORS.text);
    doc.text(printable(category), plot.x + group * i - group / 2, plot.y + plot.height + 4, {
      width: group * 2,
      align: "center",
      lineBreak: false,
    });
    const sub = crowded ? undefined : chart.subLabels?.[i];
    if (sub)
      doc
        .fontSize(labelSize - 0.5)
        .fillColor(COLORS.muted)
        .text(printable(sub), plot.x + group * i - group / 2, plot.y + plot.height + 14, {
          width: group * 2,
          align: "center",
          lineBreak: false,
        });
  });
}

/** Height `rankingChart` needs for `rows` rows. */
export function rankingHeight(rows: number): number {
  return 18 + rows * 17;
}

/**
 * Horizontal stacked bars, one row per item (name at the left, the parts stacked, the total and
 * its parts written after the bar), longest first as given.
 */
export function rankingChart(
  doc: Doc,
  box: { x: number; y: number; width: number },
  chart: {
    parts: { name: string; color: string }[];
    rows: { label: string; values: number[]; text: string }[];
  },
): void {
  legend(doc, chart.parts, box.x, box.y);
  const labelWidth = 118;
  const textWidth = 150;
  const barsX = box.x + labelWidth;
  const barsWidth = box.width - labelWidth - textWidth;
  const top = Math.max(1, ...chart.rows.map((r) => r.values.reduce((a, b) => a + b, 0)));
  chart.rows.forEach((row, i) => {
    const y = box.y + 18 + i * 17;
    doc.font("Helvetica").fontSize(8).fillColor(COLORS.text);
    doc.text(printable(row.label), box.x, y + 2, { width: labelWidth - 6, lineBreak: false, ellipsis: true });
    let x = barsX;
    row.values.forEach((value, j) => {
      const width = (barsWidth * value) / top;
      if (width > 0) doc.rect(x, y, width, 12).fill(chart.parts[j]!.color);
      x += width;
    });
    doc
      .font("Helvetica")
      .fontSize(7.5)
      .fillColor(COLORS.text)
      .text(printable(row.text), x + 4, y + 2, { width: textWidth, lineBreak: false });
  });
}
