import { TZDate } from "@date-fns/tz";

/**
 * How a report's cell is written: the same value becomes pt-BR text in a CSV (comma decimals,
 * dd/mm/aaaa in APP_TIMEZONE) and a real number or date cell with a number format in a workbook.
 */
/** `day` is a calendar day ("2026-11-25"), `month` a calendar month ("2026-11"): no time zone shift. */
export type CellType =
  | "text"
  | "int"
  | "decimal"
  | "percent"
  | "money"
  | "date"
  | "datetime"
  | "day"
  | "month";

export type Column<Row> = {
  header: string;
  type: CellType;
  /** Width in characters in the workbook. */
  width?: number;
  value(row: Row): string | number | Date | null | undefined;
};

/** Text a spreadsheet would run as a formula (and the control characters that smuggle one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that starts like a formula gets a leading apostrophe, so Excel shows it as text. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The wall-clock parts of an instant in the time zone. */
function localParts(instant: Date, timeZone: string) {
  const d = new TZDate(instant.getTime(), timeZone);
  return {
    year: d.getFullYear(),
    month: d.getMonth() + 1,
    day: d.getDate(),
    hour: d.getHours(),
    minute: d.getMinutes(),
  };
}

function asDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "2026-11-25" (a calendar day column) as its parts, without any time zone shift. */
function dayParts(value: string | Date): { year: number; month: number; day: number } {
  const text = value instanceof Date ? value.toISOString() : value;
  const [year, month, day] = text.slice(0, 10).split("-").map(Number);
  return { year: year!, month: month!, day: day! };
}

function decimal(n: number, digits: number): string {
  return n.toFixed(digits).replace(".", ",");
}

/** A cell as CSV text (pt-BR). Empty for a missing value. */
export function csvCell(type: CellType, value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === "") return "";
  switch (type) {
    case "text":
      return guardFormula(String(value));
    case "int":
      return String(Math.round(Number(value)));
    case "decimal":
      return decimal(Number(value), 1);
    case "percent":
      // A share from 0 to 1 becomes "87,5" under a "%" header.
      return decimal(Number(value) * 100, 1);
    case "money":
      return decimal(Number(value), 2);
    case "date": {
      const p = localParts(asDate(value as Date), timeZone);
      return `${pad(p.day)}/${pad(p.month)}/${p.year}`;
    }
    case "datetime": {
      const p = localParts(asDate(value as Date), timeZone);
      return `${pad(p.day)}/${pad(p.month)}/${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
    }
    case "day": {
      const p = dayParts(value as string);
      return `${pad(p.day)}/${pad(p.month)}/${p.year}`;
    }
    case "month": {
      const [year, month] = String(value).split("-");
      return `${month}/${year}`;
    }
  }
}

/**
 * A cell's value for a workbook. Spreadsheets keep no time zone: a date cell holds the wall-clock
 * time in APP_TIMEZONE (written as if it were UTC, which is how exceljs stores a Date).
 */
export function xlsxCell(type: CellType, value: unknown, timeZone: string): string | number | Date | null {
  if (value === null || value === undefined || value === "") return null;
  switch (type) {
    case "text":
      return guardFormula(String(value));
    case "int":
    case "decimal":
    case "percent":
    case "money":
      return Number(value);
    case "date": {
      const p = localParts(asDate(value as Date), timeZone);
      return new Date(Date.UTC(p.year, p.month - 1, p.day));
    }
    case "datetime": {
      const p = localParts(asDate(value as Date), timeZone);
      return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute));
    }
    case "day": {
      const p = dayParts(value as string);
      return new Date(Date.UTC(p.year, p.month - 1, p.day));
    }
    case "month": {
      const [year, month] = String(value).split("-").map(Number);
      return new Date(Date.UTC(year!, month! - 1, 1));
    }
  }
}

/** Number formats of the workbook's columns (Excel shows them with the reader's separators). */
export const XLSX_FORMATS: Record<CellType, string | undefined> = {
  text: undefined,
  int: "0",
  decimal: "0.0",
  percent: "0.0%",
  money: '"R$" #,##0.00',
  date: "dd/mm/yyyy",
  datetime: "dd/mm/yyyy hh:mm",
  day: "dd/mm/yyyy",
  month: "mm/yyyy",
};
