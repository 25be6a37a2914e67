/** Keeps only digits, at most 11 (DDD + 9 digits). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, 11);
}

/** Masks as the student types: "(11) 99999-9999" (or "(11) 9999-9999" for landlines). */
export function formatPhone(value: string): string {
  const d = phoneDigits(value);
  if (d.length === 0) return "";
  if (d.length <= 2) return `(${d}`;
  const ddd = d.slice(0, 2);
  const rest = d.slice(2);
  if (rest.length <= 4) return `(${ddd}) ${rest}`;
  const split = rest.length === 9 ? 5 : 4;
  return `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** A Brazilian phone with DDD: 10 digits (landline) or 11 starting with 9 (mobile). */
export function isValidPhone(value: string): boolean {
  const d = value.replace(/\D/g, "");
  if (!/^[1-9][1-9]/.test(d)) return false;
  return d.length === 10 || (d.length === 11 && d[2] === "9");
}
