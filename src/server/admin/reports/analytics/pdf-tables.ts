import { bottomOf, COLORS, contentWidth, type Doc, printable } from "./pdf-layout.ts";

export type Column = { header: string; width: number; align?: "left" | "right" | "center" };
/** A cell: its text, and for a heat map the share (0 to 1) that tints it. */
export type Cell = string | { text: string; heat: number | null };

const ROW = 15;

type Style = { header: boolean; zebra: boolean; size: number; pad: number };

function drawRow(doc: Doc, columns: Column[], cells: Cell[], y: number, style: Style) {
  const { header, zebra, size, pad } = style;
  let x = doc.page.margins.left;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  if (header) doc.rect(x, y, width, ROW).fill(COLORS.headerFill);
  else if (zebra) doc.rect(x, y, width, ROW).fill(COLORS.zebra);
  columns.forEach((column, i) => {
    const cell = cells[i] ?? "";
    const text = typeof cell === "string" ? cell : cell.text;
    const heat = typeof cell === "string" ? null : cell.heat;
    if (heat !== null && heat > 0) {
      doc
        .save()
        .fillOpacity(0.12 + 0.78 * heat)
        .rect(x, y, column.width, ROW)
        .fill(COLORS.primary)
        .restore();
    }
    doc
      .font(header ? "Helvetica-Bold" : "Helvetica")
      .fontSize(size)
      .fillColor(heat !== null && heat > 0.55 ? "#ffffff" : COLORS.text)
      .text(printable(text), x + pad, y + 4, {
        width: column.width - pad * 2,
        align: column.align ?? (i === 0 ? "left" : "right"),
        lineBreak: false,
        ellipsis: true,
      });
    x += column.width;
  });
  doc
    .moveTo(doc.page.margins.left, y + ROW)
    .lineTo(doc.page.margins.left + width, y + ROW)
    .lineWidth(0.4)
    .strokeColor(COLORS.grid)
    .stroke();
}

/**
 * A table of figures under the cursor; a row that would cross the page's foot starts a new page,
 * which repeats the header. Columns given as fractions of the page's width are scaled to it;
 * `compact` sets many narrow columns in smaller type.
 */
export function table(doc: Doc, columns: Column[], rows: Cell[][], compact = false): void {
  const size = compact ? 6.5 : 7.5;
  const pad = compact ? 2 : 4;
  const head: Style = { header: true, zebra: false, size, pad };
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  const scale = contentWidth(doc) / total;
  const sized = columns.map((c) => ({ ...c, width: c.width * scale }));
  if (doc.y + ROW * 2 > bottomOf(doc)) doc.addPage();
  let y = doc.y;
  drawRow(
    doc,
    sized,
    sized.map((c) => c.header),
    y,
    head,
  );
  y += ROW;
  rows.forEach((cells, i) => {
    if (y + ROW > bottomOf(doc)) {
      doc.addPage();
      y = doc.y;
      drawRow(
        doc,
        sized,
        sized.map((c) => c.header),
        y,
        head,
      );
      y += ROW;
    }
    drawRow(doc, sized, cells, y, { header: false, zebra: i % 2 === 1, size, pad });
    y += ROW;
  });
  doc.x = doc.page.margins.left;
  doc.y = y + 14;
}
