/** Lower case without accents: "Função" → "funcao". How Rumo compares what students type. */
export function unaccentLower(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}
