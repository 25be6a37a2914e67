/** Numbers as Brazilian students write them, read and written back. */

/**
 * Reads "1.300", "1.300,50", "1,5", "2.5", "-3" and "10" as numbers. A dot followed by exactly
 * three digits groups thousands ("1.300"); otherwise it is a decimal point, as students type on
 * phones ("2.5").
 */
export function parseNumber(raw: string): number | null {
  let text = raw.trim().replace(/\s/g, "").replace(/^−/, "-");
  if (!/^[+-]?\d[\d.,]*$/.test(text)) return null;
  if (text.includes(",")) text = text.replace(/\./g, "").replace(",", ".");
  else if (/^[+-]?\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, "");
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Every number in a text, in order ("R$ 1.000,00 a 2% por 3 meses" → 1000, 2, 3). */
export function numbersIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/[+-−]?\d+(?:[.,]\d+)*/g)) {
    const n = parseNumber(m[0]);
    if (n !== null) out.push(n);
  }
  return out;
}

const FORMATS = new Map<number, Intl.NumberFormat>();

/** "1.331", "0,25", "12,57": pt-BR, at most `digits` decimals, no trailing zeros. */
export function formatNumber(value: number, digits = 2): string {
  let format = FORMATS.get(digits);
  if (!format) {
    format = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: digits });
    FORMATS.set(digits, format);
  }
  return format.format(Object.is(value, -0) ? 0 : value);
}

/** Decimal places as written: 33 → 0, 0,33 → 2, 1/3 → many. */
function decimalsOf(value: number): number {
  const [, fraction = ""] = String(value).split(".");
  return fraction.length;
}

/**
 * Whether two results agree, allowing the rounding a student does by hand: to the places they wrote
 * ("33%" for 1/3, "28,27" for 9π) or 0,1% of the value. Not more: 5.300 is not 5.306,04, nor 1.320
 * 1.323, and those are the classic mistakes.
 */
export function sameResult(a: number, b: number): boolean {
  const places = Math.min(decimalsOf(a), decimalsOf(b));
  const rounding = places > 12 ? 0 : 0.5 * 10 ** -places;
  const tolerance = Math.max(rounding, 0.001 * Math.max(Math.abs(a), Math.abs(b)), 1e-9);
  return Math.abs(a - b) <= tolerance;
}
