/**
 * Builds content/enem-tri/ from INEP's Microdados do Enem (ITENS_PROVA_<ano>.csv + cases.json).
 *
 *   npx tsx scripts/enem-tri/build-content.ts <pasta-com-items-e-cases.json>
 *
 * Keeps only what the scorer needs, one JSON per year (see content/enem-tri/README.md for the
 * tuple layout), so the repository stays self-contained and the loader does no CSV parsing.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { correctYear, parseItemsCsv } from "./corrections.ts";

const OUT_DIR = join(import.meta.dirname, "..", "..", "content", "enem-tri");
/**
 * [posição, CO_ITEM, gabarito, a, b, c, língua (null, 0 inglês, 1 espanhol), abandonado (0/1)], plus a
 * ninth element, versão (TP_VERSAO_DIGITAL 0/1), only on the items of 2020's digital LC booklets.
 */
type ItemTuple =
  | [number, string, string, number | null, number | null, number | null, 0 | 1 | null, 0 | 1]
  | [number, string, string, number | null, number | null, number | null, 0 | 1 | null, 0 | 1, 0 | 1];

interface Booklet {
  coProva: string;
  area: string;
  cor: string;
  itens: ItemTuple[];
}

const num = (s: string): number | null => (s === "" ? null : Number(s));

function buildYear(csvPath: string, year: number): unknown {
  const booklets = new Map<string, Booklet>();
  const rows = parseItemsCsv(readFileSync(csvPath, "utf8"));
  // INEP's file as the official scores read it: scripts/enem-tri/corrections.ts.
  const correcoes = correctYear(year, rows);
  for (const row of rows) {
    let booklet = booklets.get(row.CO_PROVA);
    if (!booklet) {
      booklet = { coProva: row.CO_PROVA, area: row.SG_AREA, cor: row.TX_COR, itens: [] };
      booklets.set(row.CO_PROVA, booklet);
    }
    const lang = row.TP_LINGUA === "" ? null : (Number(row.TP_LINGUA) as 0 | 1);
    const item: ItemTuple = [
      Number(row.CO_POSICAO),
      row.CO_ITEM,
      row.TX_GABARITO,
      num(row.NU_PARAM_A),
      num(row.NU_PARAM_B),
      num(row.NU_PARAM_C),
      lang,
      row.IN_ITEM_ABAN === "1" ? 1 : 0,
    ];
    if (row.TP_VERSAO_DIGITAL !== "") item.push(Number(row.TP_VERSAO_DIGITAL) as 0 | 1);
    booklet.itens.push(item);
  }
  const cadernos = [...booklets.values()].sort((x, y) => Number(x.coProva) - Number(y.coProva));
  for (const c of cadernos) {
    c.itens.sort((x, y) => x[0] - y[0] || (x[6] ?? -1) - (y[6] ?? -1) || (x[8] ?? -1) - (y[8] ?? -1));
  }
  const fonte = `INEP, Microdados do Enem ${year} (ITENS_PROVA_${year}.csv)`;
  return { ano: year, fonte, ...(correcoes.length > 0 ? { correcoes } : {}), cadernos };
}

function main(): void {
  const source = process.argv[2];
  if (!source || !existsSync(join(source, "items"))) {
    throw new Error("Uso: npx tsx scripts/enem-tri/build-content.ts <pasta com items/ e cases.json>");
  }
  mkdirSync(join(OUT_DIR, "items"), { recursive: true });
  for (const file of readdirSync(join(source, "items")).sort()) {
    const match = /^ITENS_PROVA_(\d{4})\.csv$/.exec(file);
    if (!match) continue;
    const year = Number(match[1]);
    const data = buildYear(join(source, "items", file), year);
    // One booklet per line: small diffs when INEP republishes a year.
    const { cadernos, ...head } = data as { cadernos: Booklet[] };
    const body = cadernos.map((c) => `    ${JSON.stringify(c)}`).join(",\n");
    const text = `${JSON.stringify(head).slice(0, -1)},\n  "cadernos": [\n${body}\n  ]\n}\n`;
    writeFileSync(join(OUT_DIR, "items", `${year}.json`), text);
    console.log(`${year}: ${cadernos.length} cadernos`);
  }
  if (existsSync(join(source, "cases.json"))) {
    copyFileSync(join(source, "cases.json"), join(OUT_DIR, "cases.json"));
  }
}

main();
