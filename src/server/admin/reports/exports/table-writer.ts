import { once } from "node:events";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { stringify } from "csv-stringify";
import { type Column, csvCell, XLSX_FORMATS, xlsxCell } from "./cells.ts";

/**
 * A report as a table: its columns and its rows, read page by page (keyset), so a report over
 * 100,000 students never holds more than one page in memory.
 */
export type ReportTable<Row> = {
  /** The worksheet's name (at most 31 characters). */
  sheet: string;
  columns: Column<Row>[];
  count(): Promise<number>;
  pages(): AsyncIterable<Row[]>;
};

export type TableProgress = (rowsDone: number) => Promise<void>;

/**
 * CSV that Excel opens as it is in Brazil: UTF-8 with BOM, ';' between fields, CRLF, fields quoted
 * when they hold a separator, a quote or a line break.
 */
export async function writeCsv<Row>(
  table: ReportTable<Row>,
  out: Writable,
  timeZone: string,
  onProgress: TableProgress,
): Promise<number> {
  let rows = 0;
  async function* records() {
    yield table.columns.map((c) => c.header);
    for await (const page of table.pages()) {
      for (const row of page) yield table.columns.map((c) => csvCell(c.type, c.value(row), timeZone));
      rows += page.length;
      await onProgress(rows);
    }
  }
  await pipeline(
    Readable.from(records()),
    stringify({ bom: true, delimiter: ";", record_delimiter: "windows" }),
    out,
  );
  return rows;
}

/**
 * A workbook written as a stream (exceljs' WorkbookWriter): each row is committed as soon as it is
 * built, with real number and date cells and the columns' number formats; the header row is bold,
 * frozen and filterable.
 */
export async function writeXlsx<Row>(
  table: ReportTable<Row>,
  out: Writable,
  timeZone: string,
  onProgress: TableProgress,
): Promise<number> {
  // exceljs takes about a second to load: the first workbook loads it, not the start-up.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = "Rumo";
  const sheet = workbook.addWorksheet(table.sheet, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = table.columns.map((c, i) => {
    const numFmt = XLSX_FORMATS[c.type];
    return {
      header: c.header,
      key: `c${i}`,
      width: c.width ?? Math.max(12, c.header.length + 2),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  let rows = 0;
  for await (const page of table.pages()) {
    for (const row of page)
      sheet.addRow(table.columns.map((c) => xlsxCell(c.type, c.value(row), timeZone))).commit();
    rows += page.length;
    await onProgress(rows);
    // Let the stored pieces catch up before building the next page.
    if (out.writableNeedDrain) await once(out, "drain");
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}
