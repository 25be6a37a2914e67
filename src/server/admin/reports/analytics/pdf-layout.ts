/** Page layout shared by the PDF full report's parts (pdfkit, A4, the standard Helvetica). */

export type Doc = PDFKit.PDFDocument;

export const MARGIN = 48;
export const COLORS = {
  text: "#111827",
  muted: "#6b7280",
  grid: "#e5e7eb",
  headerFill: "#f3f4f6",
  zebra: "#f9fafb",
  primary: "#4f46e5",
  primaryLight: "#c7d2fe",
  secondary: "#0d9488",
} as const;

/**
 * Text the standard fonts can draw: they encode Windows-1252 (every Portuguese letter is in it); a
 * character outside it (an emoji in a subject's name) becomes "?" instead of garbage.
 */
const WINDOWS_1252_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
export function printable(text: string): string {
  return [...text.normalize("NFC")]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WINDOWS_1252_EXTRAS.has(ch))
        return ch;
      if (ch === "\n") return ch;
      return "?";
    })
    .join("");
}

export function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

export function bottomOf(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` points still fit below the cursor. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
}

/** A section title with its one-line definition under it. */
export function sectionTitle(doc: Doc, title: string, definition?: string): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font("Helvetica-Bold").fontSize(13).fillColor(COLORS.text).text(printable(title), x, doc.y, { width });
  if (definition) {
    doc.moveDown(0.2);
    doc
      .font("Helvetica")
      .fontSize(8.5)
      .fillColor(COLORS.muted)
      .text(printable(definition), x, doc.y, { width });
  }
  doc.moveDown(0.6);
}

/** "Página 1 de 3" and the report's name at the foot of every page (pages kept in the buffer). */
export function footers(doc: Doc, label: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Written inside the bottom margin: without it pdfkit would open a page for the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN / 2 - 6;
    const x = doc.page.margins.left;
    const width = contentWidth(doc);
    doc.font("Helvetica").fontSize(7.5).fillColor(COLORS.muted);
    doc.text(printable(label), x, y, { width, align: "left", lineBreak: false });
    doc.text(`Página ${i + 1} de ${range.count}`, x, y, { width, align: "right", lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
