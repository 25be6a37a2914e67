const ONE_DECIMAL = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 612.4 → "612,4". */
export function points(value: number): string {
  return ONE_DECIMAL.format(value);
}

/** "612,4 ± 18,3 pontos" (without the margin when INEP's data give none). */
export function scoreWithMargin(nota: number, erroPadrao: number | null): string {
  return erroPadrao === null ? `${points(nota)} pontos` : `${points(nota)} ± ${points(erroPadrao)} pontos`;
}
